import type { Theme } from "@emotion/react"
import * as React from "react"
import { FILLED_BY_SCRIPT } from "../ui/needs-script"
import { consentModeOf, pixelsConfigured } from "./consent"
import { useConsent } from "./use-consent"
import { buttonStyles } from "../ui/button"

export interface ConsentSettingsProps {
  tracking: { metaPixelId?: string | null; tiktokPixelId?: string | null; consentMode: string }
}

// A label on one line (buttonStyles): on the narrowest phones the verb alone is shown, the group
// and the button's name still saying what it is for.
const rest = (t: Theme) => ({ display: "none", [t.mq.sm]: { display: "inline" } })

/** On the privacy page: what applies to this visitor now, and buttons to change their choice. */
export function ConsentSettings({ tracking }: ConsentSettingsProps) {
  const { hydrated, choice, gpc, accept, decline } = useConsent()
  const optIn = consentModeOf(tracking.consentMode) === "opt-in"
  const status = !pixelsConfigured(tracking)
    ? "This site runs no advertising pixels at the moment; any choice you make here will apply if that changes."
    : gpc
      ? "Your browser sends a Global Privacy Control signal, so advertising pixels stay off."
      : choice === "granted"
        ? "You have accepted advertising cookies."
        : choice === "denied"
          ? "You have declined advertising cookies."
          : optIn
            ? "You have not chosen yet, so advertising pixels stay off until you accept."
            : "You have not chosen yet, so advertising pixels run until you decline."
  return (
    <div
      role="group"
      aria-label="Your advertising-cookie choice"
      // Its buttons and status are drawn once the page has loaded: the band around it needs script.
      {...FILLED_BY_SCRIPT}
      css={t => ({
        display: "grid",
        gap: t.space.md,
        padding: t.space.lg,
        borderRadius: t.radii.md,
        background: t.colors.parchment,
      })}
    >
      <noscript>
        <p>Your choice is kept in this browser; turn on JavaScript to see or change it.</p>
      </noscript>
      {hydrated && (
        <p aria-live="polite" css={t => ({ color: t.colors.ink, fontWeight: t.fontWeights.medium })}>
          {status}
        </p>
      )}
      {hydrated && !gpc && (
        <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
          <button
            type="button"
            onClick={accept}
            aria-pressed={choice === "granted"}
            aria-label="Accept advertising cookies"
            css={t => buttonStyles(t, "primary")}
          >
            <span>
              Accept<span css={rest}> advertising cookies</span>
            </span>
          </button>
          <button
            type="button"
            onClick={decline}
            aria-pressed={choice === "denied"}
            aria-label="Decline advertising cookies"
            css={t => buttonStyles(t, "secondary")}
          >
            <span>
              Decline<span css={rest}> advertising cookies</span>
            </span>
          </button>
        </div>
      )}
    </div>
  )
}
