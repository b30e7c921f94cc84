import * as React from "react"
import { pixelsConfigured } from "../tracking/consent"
import { useConsent } from "../tracking/use-consent"
import { buttonStyles } from "../ui/button"
import { SmartLink } from "../ui/smart-link"
import type { SiteSettings } from "../site/use-site-settings"

/**
 * Shown only when a pixel is configured. A small notice, not a wall: it sits
 * in a bottom corner, never covers the navigation, and disappears once the
 * visitor chooses (or their browser's Global Privacy Control has chosen).
 */
export function ConsentNotice({ consent, tracking }: Pick<SiteSettings, "consent" | "tracking">) {
  const active = pixelsConfigured(tracking)
  const { hydrated, choice, gpc, accept, decline } = useConsent(active)
  if (!active || !hydrated || choice !== null || gpc) return null
  return (
    <section
      aria-label="Advertising cookies"
      css={t => ({
        position: "fixed",
        zIndex: t.zIndices.consent,
        insetInline: t.space.sm,
        bottom: t.space.sm,
        display: "grid",
        gap: t.space.xs,
        padding: `${t.space.sm} ${t.space.md}`,
        borderRadius: t.radii.md,
        border: t.borders.hairline,
        background: t.colors.ivory,
        boxShadow: t.shadows.lifted,
        fontSize: t.fontSizes.eyebrow,
        lineHeight: t.lineHeights.heading,
        [t.mq.sm]: {
          insetInline: "auto",
          right: t.space.lg,
          bottom: t.space.lg,
          maxWidth: t.sizes.notice,
          gap: t.space.sm,
          padding: t.space.lg,
          fontSize: t.fontSizes.small,
          lineHeight: t.lineHeights.body,
        },
      })}
    >
      <p>
        {consent.message}{" "}
        <SmartLink to={consent.privacyLink.to} css={t => ({ color: t.colors.goldDeep })}>
          {consent.privacyLink.label}
        </SmartLink>
      </p>
      <div css={t => ({ display: "flex", gap: t.space.xs, flexWrap: "wrap" })}>
        <button
          type="button"
          onClick={accept}
          css={t => ({ ...buttonStyles(t, "primary"), flex: 1, minHeight: t.sizes.touch, paddingBlock: 0 })}
        >
          {consent.accept}
        </button>
        <button
          type="button"
          onClick={decline}
          css={t => ({ ...buttonStyles(t, "secondary"), flex: 1, minHeight: t.sizes.touch, paddingBlock: 0 })}
        >
          {consent.decline}
        </button>
      </div>
    </section>
  )
}
