import type { Theme } from "@emotion/react"
import * as React from "react"
import { BookingButton } from "../contact/booking-button"
import { BOOKING_ANCHOR } from "../content/booking-link"
import { attachTallyScript, isTallyFormMessage, tallyEmbedUrl, tallyFormUrl } from "../contact/tally"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icons"
import { KEEP_CLEAR } from "../ui/keep-clear"
import { RichText } from "../ui/rich-text"
import { Section } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import { useIdle } from "../ui/use-idle"
import { FILLED_BY_SCRIPT } from "../ui/needs-script"

export interface ContactFormProps {
  formId: string
  heading: string
  lead: string
  /** Why the form asks for details, who processes them, and a link to the privacy page. */
  privacy: string
  iframeTitle: string
  unavailable: string
  noscript: string
  whatsapp: { label: string; href: string }
  phone: { display: string; href: string }
  email: string
  /** The piece the visitor asked about, named, and the words before its name; the form receives it as a hidden field. */
  design?: { asking: string; named: string; fields?: Record<string, string> } | null
}

const frameBox = (t: Theme) => ({
  display: "block",
  width: "100%",
  minHeight: t.sizes.contactFrame,
  border: 0,
})

/** Where the embed stands: waiting for Tally's script, handed to it, or loading the form without it. */
type Embed = "waiting" | "tally" | "direct"

/**
 * 'Send us a Message': the Tally form, with WhatsApp and phone offered if it cannot load.
 *
 * Tally's script is added once the page has hydrated and the browser is idle,
 * and the iframe only once the script has answered; until then a box of the
 * same size holds its place. An iframe added without a src makes the browser
 * build a blank document for it at once, on the main thread: a second
 * JavaScript context, and a long task on a phone. Tally needs exactly that
 * iframe (it fills in the src of those that have none), so it gets one the
 * moment it can use it. When the script cannot load, the iframe is added with
 * its src, and the browser loads the form without building the blank one; it
 * stays out of sight (an empty frame where a blocker refused the form too) and
 * WhatsApp, the phone and email stand in its place, ready to use, until the
 * form itself says it has loaded.
 */
export function ContactForm(props: ContactFormProps) {
  const {
    formId,
    heading,
    lead,
    privacy,
    iframeTitle,
    unavailable,
    noscript,
    whatsapp,
    phone,
    email,
    design,
  } = props
  const [embed, setEmbed] = React.useState<Embed>("waiting")
  // Loaded without Tally's script, the form shows only once it has said so (a blocker refuses it too).
  const [formShown, setFormShown] = React.useState(false)
  const idle = useIdle()
  const embedUrl = tallyEmbedUrl(formId, design?.named, design?.fields)

  React.useEffect(() => {
    if (!idle) return undefined
    return attachTallyScript(
      () => setEmbed("tally"),
      () => setEmbed("direct")
    )
  }, [idle])

  React.useEffect(() => {
    if (embed === "tally") window.Tally?.loadEmbeds()
    if (embed !== "direct") return undefined
    const onMessage = (event: MessageEvent) => {
      if (isTallyFormMessage(event)) setFormShown(true)
    }
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [embed])
  const fallback = embed === "direct" && !formShown

  return (
    // Where a call to action to book a visit leads when booking is off: the form asks for one instead.
    <Section id={BOOKING_ANCHOR} labelledBy="contact-form-heading" tone="parchment" width="reading">
      <SectionHeader id="contact-form-heading" heading={heading} lead={lead} />
      {/* Before the form, as the PDPA asks: why, who processes the details, and where to read more. */}
      <p
        data-form-privacy=""
        css={t => ({
          marginTop: `calc(-1 * ${t.space.xl})`,
          marginBottom: t.space.xl,
          fontSize: t.fontSizes.small,
          color: t.colors.inkSoft,
        })}
      >
        <RichText>{privacy}</RichText>
      </p>
      {design && (
        <p
          role="status"
          data-enquiry-design=""
          css={t => ({
            marginBottom: t.space.lg,
            padding: t.space.md,
            borderLeft: t.borders.accent,
            background: t.colors.ivory,
          })}
        >
          {design.asking} <strong>{design.named}</strong>
        </p>
      )}
      {__BOOKING__ && <BookingButton css={t => ({ marginBottom: t.space.lg })} />}
      {/* The form, or what stands in for it: never under the floating WhatsApp button (ui/keep-clear.ts). */}
      <div {...KEEP_CLEAR}>
        {fallback && (
          <div
            data-form-fallback=""
            css={t => ({
              display: "grid",
              gap: t.space.md,
              padding: t.space.lg,
              borderLeft: t.borders.accent,
              background: t.colors.ivory,
            })}
          >
            <p role="alert">{unavailable}</p>
            <ul
              css={t => ({
                // On a phone one under another, each across the panel; side by side where they fit.
                display: "grid",
                gap: t.space.sm,
                margin: 0,
                padding: 0,
                listStyle: "none",
                "& a": { width: "100%" },
                [t.mq.sm]: { display: "flex", flexWrap: "wrap", "& a": { width: "auto" } },
              })}
            >
              <li>
                <a href={whatsapp.href} target="_blank" rel="noopener" css={t => buttonStyles(t, "primary")}>
                  <Icon name="chat" />
                  {whatsapp.label}
                </a>
              </li>
              <li>
                <a href={phone.href} css={t => buttonStyles(t, "secondary")}>
                  <Icon name="phone" />
                  {phone.display}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${email}`}
                  // An address reads as written, not in the buttons' capitals.
                  css={t => ({ ...buttonStyles(t, "secondary"), textTransform: "none", letterSpacing: 0 })}
                >
                  <Icon name="mail" />
                  {email}
                </a>
              </li>
            </ul>
          </div>
        )}
        {embed === "waiting" ? (
          // Tally's frame goes here once the page has loaded: the band around it needs script.
          <div data-form-placeholder="" {...FILLED_BY_SCRIPT} css={frameBox} />
        ) : (
          <iframe
            data-tally-src={embedUrl}
            src={embed === "direct" ? embedUrl : undefined}
            // Out of sight, a lazy frame would never load: Chromium waits for it to come near the screen.
            loading={fallback ? "eager" : "lazy"}
            width="100%"
            height="491"
            title={iframeTitle}
            css={t => ({ ...frameBox(t), ...(fallback && { display: "none" }) })}
          />
        )}
      </div>
      <noscript>
        <p>
          <a href={tallyFormUrl(formId)}>{noscript}</a>
        </p>
      </noscript>
    </Section>
  )
}
