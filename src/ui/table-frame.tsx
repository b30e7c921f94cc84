import * as React from "react"
import { slugify } from "./section"

interface FrameProps {
  caption: string
  children: React.ReactNode
  className?: string
}

/**
 * A table with its caption, in a box that scrolls sideways when the table is
 * wider than a phone: the box is a region named by the caption, and
 * focusable, so a keyboard can scroll it too.
 */
export function TableFrame({ caption, children, className }: FrameProps) {
  const id = `table-${slugify(caption)}`
  return (
    <section
      data-table-frame=""
      aria-labelledby={id}
      // A scrollable box must take focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className}
      css={t => ({
        overflowX: "auto",
        // The caption's width is the frame's, not the table's (container units over the frame):
        // a table wider than a phone scrolls under it, and no line of it is cut off at the edge.
        containerType: "inline-size",
        borderRadius: t.radii.sm,
        ":focus-visible": { outline: t.focus.ring, outlineOffset: t.focus.offset },
      })}
    >
      <table
        css={t => ({
          width: "100%",
          borderCollapse: "collapse",
          // A phone's narrow measure: smaller type and closer cells, so a table fits a 320 px page
          // (the ring sizes' six columns among them) and needs no sideways scroll.
          fontSize: "0.75rem",
          [t.mq.xs]: { fontSize: t.fontSizes.eyebrow },
          [t.mq.sm]: { fontSize: t.fontSizes.small },
          caption: {
            position: "sticky",
            left: 0,
            maxWidth: "100cqi",
            captionSide: "top",
            textAlign: "start",
            paddingBottom: t.space.sm,
            color: t.colors.inkSoft,
            fontStyle: "italic",
          },
          "th, td": {
            padding: `${t.space.xs} 0.125rem`,
            [t.mq.xs]: { padding: `${t.space.xs} ${t.space.xxs}` },
            [t.mq.sm]: { padding: `${t.space.xs} ${t.space.sm}` },
            borderBottom: t.borders.hairline,
            textAlign: "start",
            verticalAlign: "top",
          },
          "thead th": {
            color: t.colors.ink,
            fontWeight: t.fontWeights.semibold,
            borderBottom: t.borders.accent,
          },
          "tbody th": { color: t.colors.ink, fontWeight: t.fontWeights.medium },
          td: { color: t.colors.inkSoft },
        })}
      >
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </section>
  )
}
