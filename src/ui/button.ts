import type { CSSObject, Theme } from "@emotion/react"

export type ButtonVariant = "primary" | "secondary" | "onDark"

/** Shared button look for links and buttons alike, at least 44px tall for touch. */
export function buttonStyles(t: Theme, variant: ButtonVariant = "primary"): CSSObject {
  const palette = {
    primary: {
      color: t.colors.ivory,
      background: t.colors.ink,
      border: t.colors.ink,
      hover: t.colors.goldDeep,
    },
    secondary: {
      color: t.colors.ink,
      background: "transparent",
      border: t.colors.ink,
      hover: t.colors.parchment,
    },
    onDark: {
      color: t.colors.ink,
      background: t.colors.goldLight,
      border: t.colors.goldLight,
      hover: t.colors.ivory,
    },
  }[variant]
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: t.space.xs,
    minHeight: t.sizes.touch,
    padding: `${t.space.sm} ${t.space.buttonInline}`,
    borderRadius: t.radii.pill,
    border: `1px solid ${palette.border}`,
    background: palette.background,
    color: palette.color,
    font: "inherit",
    fontSize: t.fontSizes.button,
    fontWeight: t.fontWeights.semibold,
    letterSpacing: t.letterSpacings.button,
    // A label on one line, always (the content check keeps labels to what one line holds at 320 px).
    whiteSpace: "nowrap",
    textDecoration: "none",
    textTransform: "uppercase",
    cursor: "pointer",
    transition: `background ${t.motion.base} ${t.motion.easing}, border-color ${t.motion.base} ${t.motion.easing}`,
    "&:hover": {
      background: palette.hover,
      borderColor: variant === "secondary" ? palette.border : palette.hover,
    },
  }
}
