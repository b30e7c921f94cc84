import * as React from "react"
import { useToast } from "../layout/toasts/toast-provider"
import { attachTallyScript, tallyEmbedUrl, tallyFormUrl } from "../tracking/tally"
import { Section } from "../ui/section"
import { SectionHeader } from "../ui/section-header"

export interface ContactFormProps {
  formId: string
  heading: string
  lead: string
  iframeTitle: string
  unavailable: string
  noscript: string
  toastMessage: string
  whatsapp: { label: string; href: string }
  phone: { display: string; href: string }
}

/** 'Send us a Message': the Tally form, with WhatsApp and phone offered if it cannot load. */
export function ContactForm(props: ContactFormProps) {
  const { formId, heading, lead, iframeTitle, unavailable, noscript, toastMessage, whatsapp, phone } = props
  const frame = React.useRef<HTMLIFrameElement>(null)
  const [failed, setFailed] = React.useState(false)
  const notify = useToast()
  const embedUrl = tallyEmbedUrl(formId)

  React.useEffect(
    () =>
      attachTallyScript(
        () => window.Tally?.loadEmbeds(),
        () => {
          if (frame.current && !frame.current.getAttribute("src")) frame.current.src = embedUrl
          setFailed(true)
          notify({ message: toastMessage, action: { label: whatsapp.label, href: whatsapp.href } })
        }
      ),
    [embedUrl, notify, toastMessage, whatsapp.label, whatsapp.href]
  )

  return (
    <Section labelledBy="contact-form-heading" tone="parchment" width="reading">
      <SectionHeader id="contact-form-heading" heading={heading} lead={lead} />
      {failed && (
        <p css={t => ({ marginBottom: t.space.lg, padding: t.space.md, borderLeft: t.borders.accent, background: t.colors.ivory })}>
          {unavailable}{" "}
          <a href={whatsapp.href} target="_blank" rel="noopener">
            {whatsapp.label}
          </a>{" "}
          · <a href={phone.href}>{phone.display}</a>
        </p>
      )}
      <iframe
        ref={frame}
        data-tally-src={embedUrl}
        loading="lazy"
        width="100%"
        height="491"
        title={iframeTitle}
        css={t => ({ display: "block", width: "100%", minHeight: t.sizes.contactFrame, border: 0 })}
      />
      <noscript>
        <p>
          <a href={tallyFormUrl(formId)}>{noscript}</a>
        </p>
      </noscript>
    </Section>
  )
}
