import * as React from "react"

/** A word with a hyphen between figures: a unit number (#02-01), never broken at its hyphen. */
const FIGURES_JOINED = /\S*\d-\d\S*/g

/**
 * Text whose unit numbers stay on one line: every engine may break a line after a hyphen, and one
 * did ("#02-" and "01"). The words stay as written, so the text reads and copies as it is.
 */
export function keptTogether(text: string): React.ReactNode {
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(FIGURES_JOINED)) {
    parts.push(
      text.slice(last, match.index),
      <span key={match.index} css={{ whiteSpace: "nowrap" }}>
        {match[0]}
      </span>
    )
    last = match.index + match[0].length
  }
  return last === 0 ? text : [...parts, text.slice(last)]
}
