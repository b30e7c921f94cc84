import type { CSSObject, Theme } from "@emotion/react"
import * as React from "react"
import type { Choice } from "../../content/design"
import { eyebrowStyles } from "../../ui/eyebrow"
import type { Option } from "./design-options"
import { OptionGlyph } from "./option-glyph"

/*
 * One of the builder's questions: real radio buttons (the keyboard, forms without script and screen
 * readers work as they always do), each a card with its drawing and its name, in a row that never
 * leaves a card alone: as many columns as options, and on a phone two rows of two for four, rows of
 * three for more, a last row of two centred under them. The chosen option's description shows under
 * the row (by CSS, with or without script) and describes each radio.
 */

export interface ChoiceGroupProps {
  choice: Choice
  legend: string
  options: readonly Option[]
  value: string
  shape: string
  metal: string
  onChoose: (value: string) => void
  /** Called when a couple reaches for an option (pointer, focus, touch): fetch its picture. */
  onIntent?: (value: string) => void
}

/** The radio itself: the whole card, unseen (the card draws its state), so a tap anywhere on it is on it. */
const overCard: CSSObject = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  appearance: "none",
  cursor: "pointer",
}

function columns(t: Theme, count: number): CSSObject {
  const wide = {
    // one row of every option: as specific as the phone's placing of a last row of two, which it undoes
    [t.mq.md]: {
      gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
      "& > :nth-child(n)": { gridColumn: "auto" },
    },
  }
  if (count <= 3) return { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, ...wide }
  if (count === 4) return { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", ...wide }
  // rows of three on six tracks, each card two; a last row of two starts a track in, centred
  return {
    gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
    "& > *": { gridColumn: "span 2" },
    ...(count % 3 === 2 && { [`& > :nth-child(${count - 1})`]: { gridColumn: "2 / span 2" } }),
    ...wide,
  }
}

/** As many places as the longest question is likely to have: every group's rules are then the same class. */
const SHARED_PLACES = 6

/** The largest offered size's millimetres, so a size is drawn against it. */
const largest = (options: readonly Option[], shape: string) =>
  Math.max(...options.map(option => option.mm?.find(size => size.shape === shape)?.length ?? 0))

export function ChoiceGroup({
  choice,
  legend,
  options,
  value,
  shape,
  metal,
  onChoose,
  onIntent,
}: ChoiceGroupProps) {
  const id = `choice${React.useId().replace(/:/g, "")}`
  const biggest = choice === "carat" ? largest(options, shape) : 0
  return (
    <fieldset
      css={t => ({
        display: "grid",
        gap: t.space.sm,
        margin: 0,
        padding: 0,
        border: 0,
        // the chosen option's description, and only it, with or without script: by place, not by value,
        // so that every question shares one set of rules in the page's first response
        "& [data-description]": { display: "none" },
        ...Object.fromEntries(
          Array.from({ length: Math.max(SHARED_PLACES, options.length) }, (_, i) => [
            `&:has(> div > label:nth-child(${i + 1}) > input:checked) > p:nth-of-type(${i + 1})`,
            { display: "block" },
          ])
        ),
      })}
    >
      <legend css={t => ({ ...eyebrowStyles(t), padding: 0, marginBottom: t.space.xs })}>{legend}</legend>
      <div css={t => ({ display: "grid", gap: t.space.xs, ...columns(t, options.length) })}>
        {options.map(option => {
          const size = option.mm?.find(entry => entry.shape === shape)
          return (
            <label
              key={option.value}
              onPointerEnter={() => onIntent?.(option.value)}
              onTouchStart={() => onIntent?.(option.value)}
              css={t => ({
                position: "relative",
                display: "flex",
                flexDirection: "column",
                alignItems: "center",
                justifyContent: "center",
                gap: t.space.xxs,
                minHeight: "5.5rem",
                padding: `${t.space.sm} ${t.space.xxs}`,
                border: t.borders.hairline,
                borderRadius: t.radii.md,
                background: t.colors.white,
                color: t.colors.inkSoft,
                textAlign: "center",
                fontSize: t.fontSizes.small,
                lineHeight: t.lineHeights.heading,
                cursor: "pointer",
                transition: `border-color ${t.motion.fast}`,
                "&:hover": { borderColor: t.colors.ink },
                "&:has(:checked)": {
                  borderColor: t.colors.goldDeep,
                  boxShadow: `inset 0 0 0 1px ${t.colors.goldDeep}`,
                  color: t.colors.ink,
                },
                "&:has(:focus-visible)": { outline: t.focus.ring, outlineOffset: "2px" },
              })}
            >
              <input
                type="radio"
                name={choice}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChoose(option.value)}
                onFocus={() => onIntent?.(option.value)}
                aria-describedby={`${id}-${option.value.replace(/\W/g, "_")}`}
                css={overCard}
              />
              <OptionGlyph
                choice={choice}
                value={option.value}
                shape={shape}
                metal={metal}
                scale={biggest && size ? size.length / biggest : 1}
              />
              <span css={t => ({ fontWeight: t.fontWeights.semibold })}>{option.label}</span>
            </label>
          )
        })}
      </div>
      {options.map(option => (
        <p
          key={option.value}
          id={`${id}-${option.value.replace(/\W/g, "_")}`}
          data-description={option.value}
          css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft, minHeight: "1.65em" })}
        >
          {option.description}
        </p>
      ))}
    </fieldset>
  )
}
