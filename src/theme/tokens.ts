/*
 * The design system: every colour, size and duration a component may use.
 * Text/background pairs named here were checked for WCAG 2.2 AA contrast
 * (see tests/unit/theme/theme.test.ts).
 */

const colors = {
  ivory: "#FBF8F3",
  parchment: "#F3EDE4",
  sand: "#E4D9C8",
  ink: "#1F1B16",
  inkSoft: "#4F463C",
  gold: "#B08D57",
  goldDeep: "#7A5A2A",
  goldLight: "#D9BE8A",
  white: "#FFFFFF",
  ivoryVeil: "rgba(251, 248, 243, 0.82)",
  ivoryClear: "rgba(251, 248, 243, 0)",
  inkShadow: "rgba(31, 27, 22, 0.08)",
} as const

/*
 * The builder's drawings of its choices (src/sections/designer/option-glyph.tsx): each metal's and
 * stone's colour, light and deep, keyed by the option's value. Never text or a background.
 */
const materials: Readonly<Record<string, readonly [string, string]>> = {
  "yellow-gold": ["#F4DC94", "#C19A45"],
  "white-gold": ["#F6F5F1", "#B9B6AE"],
  "rose-gold": ["#F2C8B4", "#C38670"],
  platinum: ["#E6E7EA", "#9FA2A8"],
  diamond: ["#FFFFFF", "#C4CDD6"],
  sapphire: ["#6F8FE6", "#1D3591"],
  ruby: ["#E8566D", "#8C1228"],
  emerald: ["#4CC98A", "#0D6A3C"],
}

const breakpoints = { xs: 360, sm: 480, md: 768, lg: 1024, xl: 1280 } as const

type Breakpoint = keyof typeof breakpoints

const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px / 16}em)`])
) as Record<Breakpoint, string>

export const theme = {
  colors,
  materials,
  fonts: {
    display: `"Cormorant Garamond", "Cormorant Fallback", Georgia, serif`,
    body: `"Inter Variable", "Inter Fallback", system-ui, sans-serif`,
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600 },
  fontSizes: {
    // The hero's headline: at 320 px small enough that seven words set in three lines, not four with one alone.
    display: "clamp(2.2rem, 1.45rem + 3.6vw, 4.5rem)",
    h1: "clamp(2.25rem, 1.75rem + 2.4vw, 3.5rem)",
    h2: "clamp(1.875rem, 1.5rem + 1.6vw, 2.75rem)",
    h3: "clamp(1.375rem, 1.25rem + 0.6vw, 1.75rem)",
    lead: "clamp(1.0625rem, 1rem + 0.35vw, 1.25rem)",
    body: "1.0625rem",
    small: "0.9375rem",
    // A button's words, a little smaller on a phone: the longest label a button may have keeps to one line at 320 px.
    button: "clamp(0.75rem, 0.55rem + 0.6vw, 0.9375rem)",
    eyebrow: "0.8125rem",
  },
  lineHeights: { tight: 1.1, heading: 1.2, body: 1.65 },
  letterSpacings: { eyebrow: "0.16em", button: "0.06em", heading: "-0.01em" },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4.5rem",
    section: "clamp(4rem, 2.5rem + 6vw, 7.5rem)",
    gutter: "clamp(1.25rem, 0.5rem + 3vw, 3rem)",
    buttonInline: "clamp(1rem, 0.5rem + 2.5vw, 1.5rem)",
  },
  sizes: {
    content: "76rem",
    // A picture across the page's column on a phone, for its `sizes`: the viewport less the narrowest
    // gutters, so a phone is sent the width it draws (not the viewport's, a size up for its density).
    column: "calc(100vw - 2.5rem)",
    reading: "42rem",
    navHeight: "4.5rem",
    touch: "2.75rem",
    filterLabel: "5.5rem",
    icon: "1.25em",
    logo: "2rem",
    notice: "24rem",
    contactFrame: "491px",
  },
  radii: { sm: "4px", md: "10px", lg: "20px", pill: "999px" },
  shadows: {
    soft: `0 1px 2px ${colors.inkShadow}, 0 12px 32px ${colors.inkShadow}`,
    lifted: `0 2px 4px ${colors.inkShadow}, 0 20px 48px ${colors.inkShadow}`,
  },
  borders: { hairline: `1px solid ${colors.sand}`, accent: `1px solid ${colors.gold}` },
  focus: { ring: `2px solid ${colors.goldDeep}`, ringOnDark: `2px solid ${colors.goldLight}`, offset: "3px" },
  breakpoints,
  mq,
  motion: {
    fast: "150ms",
    base: "250ms",
    easing: "cubic-bezier(0.2, 0.7, 0.2, 1)",
    reduce: "@media (prefers-reduced-motion: reduce)",
  },
  zIndices: { nav: 50, floating: 55, consent: 60, toasts: 70 },
} as const

export type AppTheme = typeof theme
