import * as React from "react"

/** How many characters two words may have together, by the size they are set in, to fit a 320 px line. */
export const PAIR_FITS = { display: 14, h1: 16, h2: 20, h3: 26 } as const

/** From this many words, the browser's balancing alone keeps every line to two words or more. */
const BALANCED_WORDS = 5

/**
 * A heading never ends on a word alone: a short heading's last two words are set as one unbreakable
 * run (the browser then balances the lines before them: global-styles.tsx), where the two fit a
 * phone's line together at the heading's size. A heading of five words or more is left to the
 * balancing, which sets it in lines of two words or more; a run there only ties its hands (it left
 * "Everything" alone over "That Matters in" at 320 px). The words stay as they are (a span, not a
 * no-break space), so the heading reads, and is named, exactly as written.
 */
export function joined(text: string, size: keyof typeof PAIR_FITS = "h2"): React.ReactNode {
  const last = /(\S+ \S+)\s*$/.exec(text)
  if (!last || last[1].length > PAIR_FITS[size] || text.trim().split(/\s+/).length >= BALANCED_WORDS)
    return text
  return (
    <>
      {text.slice(0, last.index)}
      <span css={{ whiteSpace: "nowrap" }}>{last[1]}</span>
    </>
  )
}
