import type { CSSObject, Theme } from "@emotion/react"
import * as React from "react"

/*
 * The site's form controls: the browser's own radios, checkboxes, selects and text boxes (so the
 * keyboard, autofill, forms without script and assistive technology work as they always do), drawn
 * in the house's colours and shapes instead of the browser's blue. In forced-colours mode (Windows'
 * high contrast) the browser draws them again, as the visitor's system asks.
 */

const field = (t: Theme): CSSObject => ({
  minHeight: t.sizes.touch,
  padding: `0 ${t.space.sm}`,
  border: `1px solid ${t.colors.inkSoft}`,
  // Rounded as the site's cards are, beside its pill buttons.
  borderRadius: t.radii.md,
  background: t.colors.white,
  color: t.colors.ink,
  font: "inherit",
  "&:hover": { borderColor: t.colors.ink },
  "&:focus-visible": { outline: t.focus.ring, outlineOffset: "2px", borderColor: t.colors.goldDeep },
  "&::placeholder": { color: t.colors.inkSoft, opacity: 1 },
  // A box that holds what it cannot take: a heavier rule in the accent, and fieldMessageStyles' words under it.
  "&[aria-invalid='true']": {
    borderColor: t.colors.goldDeep,
    boxShadow: `inset 0 0 0 1px ${t.colors.goldDeep}`,
  },
})

/** What a box says under it about what it holds (aria-describedby): empty, and no room taken, until it speaks. */
export const fieldMessageStyles = (t: Theme): CSSObject => ({
  fontSize: t.fontSizes.small,
  fontWeight: t.fontWeights.medium,
  color: t.colors.ink,
  // Set off by a rule in the accent, as the box it speaks of is.
  "&:not(:empty)": {
    marginTop: t.space.xs,
    paddingLeft: t.space.xs,
    borderLeft: `2px solid ${t.colors.goldDeep}`,
  },
})

/** A mark's box: drawn by the page, not the browser, except where the system draws every control. */
const mark = (t: Theme, shape: "round" | "square"): CSSObject => ({
  appearance: "none",
  flex: "none",
  display: "inline-grid",
  placeContent: "center",
  width: "1.25rem",
  height: "1.25rem",
  margin: 0,
  border: `1.5px solid ${t.colors.inkSoft}`,
  borderRadius: shape === "round" ? t.radii.pill : t.radii.sm,
  background: t.colors.white,
  cursor: "pointer",
  transition: `border-color ${t.motion.fast}`,
  "&:hover": { borderColor: t.colors.ink },
  "&:checked": { borderColor: t.colors.goldDeep },
  "&:focus-visible": { outline: t.focus.ring, outlineOffset: "2px" },
  "&:disabled": { cursor: "not-allowed", opacity: 0.5 },
  "@media (forced-colors: active)": { appearance: "auto" },
})

export const radioStyles = (t: Theme): CSSObject => ({
  ...mark(t, "round"),
  "&::before": {
    content: '""',
    width: "0.625rem",
    height: "0.625rem",
    borderRadius: t.radii.pill,
    background: t.colors.goldDeep,
    transform: "scale(0)",
    transition: `transform ${t.motion.fast} ${t.motion.easing}`,
  },
  "&:checked::before": { transform: "scale(1)" },
  [t.motion.reduce]: { "&::before": { transition: "none" } },
})

/**
 * A chevron drawn in ink, as a data URL (the policy allows data: pictures). In a quoted CSS url() only
 * the `#` needs escaping (its quotes are single): about half the bytes of encodeURIComponent's.
 */
const CHEVRON = `url("data:image/svg+xml,${"<svg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'><path d='M1 1.5l5 5 5-5' fill='none' stroke='#1F1B16' stroke-width='1.5'/></svg>".replace(/#/g, "%23")}")`

export const selectStyles = (t: Theme): CSSObject => ({
  ...field(t),
  appearance: "none",
  paddingRight: "2.5rem",
  backgroundImage: CHEVRON,
  backgroundRepeat: "no-repeat",
  backgroundPosition: `right ${t.space.sm} center`,
  cursor: "pointer",
  "@media (forced-colors: active)": { appearance: "auto", backgroundImage: "none" },
})

export const inputStyles = (t: Theme): CSSObject => ({ ...field(t), width: "100%" })

export const textareaStyles = (t: Theme): CSSObject => ({
  ...field(t),
  width: "100%",
  minHeight: "7rem",
  padding: t.space.sm,
  lineHeight: t.lineHeights.body,
  resize: "vertical",
})

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">

export const Radio = (props: InputProps) => <input type="radio" css={radioStyles} {...props} />

export const TextInput = (props: InputProps & { type?: "text" | "email" | "tel" | "search" }) => (
  <input type="text" css={inputStyles} {...props} />
)

export const TextArea = (props: React.TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea css={textareaStyles} {...props} />
)

export const Select = (props: React.SelectHTMLAttributes<HTMLSelectElement>) => (
  <select css={selectStyles} {...props} />
)

/** A radio or checkbox with its words beside it, the whole row the target (at least a finger's height). */
export function Choice({
  control,
  children,
  className,
}: {
  control: React.ReactElement
  children: React.ReactNode
  className?: string
}) {
  return (
    <label
      className={className}
      css={t => ({
        display: "flex",
        alignItems: "center",
        gap: t.space.sm,
        minHeight: t.sizes.touch,
        cursor: "pointer",
      })}
    >
      {control}
      <span>{children}</span>
    </label>
  )
}

/**
 * A labelled box: its label over it and a hint under it, the hint the box's description (not part of
 * its name, so a screen reader says the label, then the hint). `children` draws the box with the ids.
 */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  /** The box's id: a name of the form's own (React's useId ids begin with ":", which HTML ids may not). */
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  children: (ids: { id: string; "aria-describedby"?: string }) => React.ReactNode
}) {
  const hintId = `${id}-hint`
  return (
    <div css={t => ({ display: "grid", gap: t.space.xs })}>
      <label htmlFor={id} css={t => ({ fontWeight: t.fontWeights.semibold })}>
        {label}
      </label>
      {children(hint ? { id, "aria-describedby": hintId } : { id })}
      {hint && (
        <span id={hintId} css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
          {hint}
        </span>
      )}
    </div>
  )
}
