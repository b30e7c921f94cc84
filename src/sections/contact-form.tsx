import type { Theme } from "@emotion/react"
import * as React from "react"
import { attachTallyScript, tallyEmbedUrl, tallyFormUrl } from "../contact/tally"
import { Section } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import { useIdle } from "../ui/use-idle"

export interface ContactFormProps {
  formId: string
  heading: string
  lead: string
  iframeTitle: string
  unavailable: string
  noscript: string
  whatsapp: { label: string; href: string }
  phone: { display: string; href: string }
}

const frameBox = (t: Theme) => ({
  display: "block",
  width: "100%",
  minHeight: t.sizes.contactFrame,
  border: 0,
})

/**
 * 'Send us a Message': the Tally form, with WhatsApp and phone offered if it cannot load.
 *
 * The iframe is added once the page has hydrated and the browser is idle. It
 * stays empty until Tally's script gives it a src, so it gives the built HTML
 * nothing; yet adding any iframe makes the browser build a blank document for it
 * (a second JavaScript context) on the main thread. In the HTML that
 * lands in the middle of parsing, before the first paint; in hydration's last
 * task it makes that task a long one. On its own, it is neither. Until then a
 * box of the same size holds its place.
 */
export function ContactForm(props: ContactFormProps) {
  const { formId, heading, lead, iframeTitle, unavailable, noscript, whatsapp, phone } = props
  const frame = React.useRef<HTMLIFrameElement>(null)
  const [failed, setFailed] = React.useState(false)
  const ready = useIdle()
  const embedUrl = tallyEmbedUrl(formId)

  React.useEffect(() => {
    if (!ready) return undefined
    return attachTallyScript(
      () => window.Tally?.loadEmbeds(),
      () => {
        if (frame.current && !frame.current.getAttribute("src")) frame.current.src = embedUrl
        setFailed(true)
      }
    )
  }, [ready, embedUrl])

  return (
    <Section labelledBy="contact-form-heading" tone="parchment" width="reading">
      <SectionHeader id="contact-form-heading" heading={heading} lead={lead} />
      {failed && (
        <p
          role="alert"
          css={t => ({
            marginBottom: t.space.lg,
            padding: t.space.md,
            borderLeft: t.borders.accent,
            background: t.colors.ivory,
          })}
        >
          {unavailable}{" "}
          <a href={whatsapp.href} target="_blank" rel="noopener">
            {whatsapp.label}
          </a>{" "}
          · <a href={phone.href}>{phone.display}</a>
        </p>
      )}
      {ready ? (
        <iframe
          ref={frame}
          data-tally-src={embedUrl}
          loading="lazy"
          width="100%"
          height="491"
          title={iframeTitle}
          css={frameBox}
        />
      ) : (
        <div data-form-placeholder="" css={frameBox} />
      )}
      <noscript>
        <p>
          <a href={tallyFormUrl(formId)}>{noscript}</a>
        </p>
      </noscript>
    </Section>
  )
}
