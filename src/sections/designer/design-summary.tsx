import * as React from "react"
import { whatsappMessageHref } from "../../contact/contact-links"
import { formatBand } from "../../content/price-format"
import { buttonStyles } from "../../ui/button"
import { eyebrowStyles } from "../../ui/eyebrow"
import { useToast } from "../../ui/toasts/toast-provider"
import type { DesignPageData } from "./design-options"

/*
 * The design in words, what it would cost and the button that sends it, kept together under the picture
 * (in view beside the options on a laptop, over them on a phone); the other ways to send it and what
 * happens next come after the options (DesignNextSteps). The status region says a new design to a screen
 * reader as the couple chooses.
 */

export interface DesignSummaryProps {
  labels: DesignPageData["labels"]
  summary: string
  price: { low: number; high: number } | null
}

export function DesignSummary({ labels, summary, price }: DesignSummaryProps) {
  return (
    <div
      css={t => ({
        display: "grid",
        justifyItems: "start",
        gap: `${t.space.sm} ${t.space.md}`,
        // the button beside the price where the words have room beside it; under them on a phone
        [t.mq.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "end", justifyItems: "stretch" },
      })}
    >
      <div role="status" aria-live="polite" css={t => ({ display: "grid", gap: t.space.xxs })}>
        <p css={eyebrowStyles}>{labels.summary}</p>
        <p data-design-summary="" css={t => ({ fontSize: t.fontSizes.small })}>
          {summary}
        </p>
        {price && (
          <p css={t => ({ display: "grid", marginTop: t.space.xs })}>
            <span css={eyebrowStyles}>{labels.price}</span>
            <span
              data-design-price=""
              css={t => ({
                fontFamily: t.fonts.display,
                fontSize: t.fontSizes.h3,
                lineHeight: t.lineHeights.tight,
                fontVariantNumeric: "lining-nums",
                whiteSpace: "nowrap",
              })}
            >
              {formatBand(price.low, price.high)}
            </span>
          </p>
        )}
      </div>
      <button type="submit" data-design-send="" css={t => buttonStyles(t, "primary")}>
        {labels.send}
      </button>
    </div>
  )
}

export interface DesignNextStepsProps {
  labels: DesignPageData["labels"]
  heading: string
  summary: string
  whatsapp: { number: string }
}

/** What the price includes, the design sent on WhatsApp or shared, and what happens once it is sent. */
export function DesignNextSteps({ labels, heading, summary, whatsapp }: DesignNextStepsProps) {
  const notify = useToast()
  const share = async () => {
    const url = window.location.href
    try {
      if (navigator.share) await navigator.share({ title: heading, text: summary, url })
      else {
        await navigator.clipboard.writeText(url)
        notify({ message: labels.copied, duration: 4000 })
      }
    } catch {
      // The visitor closed the share sheet, or the clipboard is blocked: nothing to undo.
    }
  }
  return (
    <div css={t => ({ display: "grid", gap: t.space.md })}>
      <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
        {labels.includes} {labels.sendNote}
      </p>
      <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
        <a
          href={whatsappMessageHref(whatsapp.number, `${labels.whatsappMessage} ${summary}`)}
          target="_blank"
          rel="noopener"
          css={t => buttonStyles(t, "secondary")}
        >
          {labels.whatsapp}
        </a>
        <button
          type="button"
          data-needs-script=""
          onClick={() => void share()}
          css={t => buttonStyles(t, "secondary")}
        >
          {labels.share}
        </button>
      </div>
    </div>
  )
}
