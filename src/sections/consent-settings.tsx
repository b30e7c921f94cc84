import * as React from "react"
import { useConsent } from "../tracking/use-consent"
import { buttonStyles } from "../ui/button"

/** On the privacy page: what the visitor chose, and buttons to change it. */
export function ConsentSettings() {
  const { hydrated, choice, gpc, accept, decline } = useConsent()
  const status = !hydrated
    ? "Your choice is stored in this browser; turn on JavaScript to see or change it."
    : gpc
      ? "Your browser sends a Global Privacy Control signal, so advertising pixels stay off."
      : choice === "granted"
        ? "You have accepted advertising cookies."
        : choice === "denied"
          ? "You have declined advertising cookies."
          : "You have not chosen yet."
  return (
    <div
      role="group"
      aria-label="Your advertising-cookie choice"
      css={t => ({ display: "grid", gap: t.space.md, padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.parchment })}
    >
      <p aria-live="polite" css={t => ({ color: t.colors.ink, fontWeight: t.fontWeights.medium })}>
        {status}
      </p>
      {hydrated && !gpc && (
        <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
          <button type="button" onClick={accept} aria-pressed={choice === "granted"} css={t => buttonStyles(t, "primary")}>
            Accept advertising cookies
          </button>
          <button type="button" onClick={decline} aria-pressed={choice === "denied"} css={t => buttonStyles(t, "secondary")}>
            Decline advertising cookies
          </button>
        </div>
      )}
    </div>
  )
}
