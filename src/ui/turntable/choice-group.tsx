import * as React from "react"
import { slugify } from "../section"

interface Props {
  label: string
  options: string[]
  selected: number
  onChoose: (index: number) => void
}

/** A labelled row of toggle buttons, one of them pressed: the turntable's design and metal choices. */
export function ChoiceGroup({ label, options, selected, onChoose }: Props) {
  // Named after its label (React's useId ids begin with ":", which HTML ids may not).
  const id = `${slugify(label)}-choices`
  return (
    <div
      role="group"
      aria-labelledby={id}
      css={t => ({
        display: "grid",
        gridTemplateColumns: "auto 1fr",
        alignItems: "baseline",
        gap: t.space.xs,
      })}
    >
      <span
        id={id}
        css={t => ({
          fontSize: t.fontSizes.small,
          fontWeight: t.fontWeights.semibold,
          minWidth: t.space.xxxl,
        })}
      >
        {label}
      </span>
      {/* The buttons wrap under each other, not under the label. */}
      <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.xs })}>
        {options.map((option, index) => (
          <button
            key={option}
            type="button"
            aria-pressed={index === selected}
            onClick={() => onChoose(index)}
            css={t => ({
              minHeight: t.sizes.touch,
              padding: `0 ${t.space.md}`,
              borderRadius: t.radii.pill,
              border: t.borders.accent,
              font: "inherit",
              fontSize: t.fontSizes.small,
              cursor: "pointer",
              color: t.colors.ink,
              backgroundColor: "transparent",
              '&[aria-pressed="true"]': {
                color: t.colors.ivory,
                backgroundColor: t.colors.ink,
                borderColor: t.colors.ink,
              },
            })}
          >
            {option}
          </button>
        ))}
      </div>
    </div>
  )
}
