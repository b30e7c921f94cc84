import { Document, isMap, isScalar, parse, visit, type Pair, type Scalar } from "yaml"
import { LINK_PATTERN } from "../../src/content/text/linked-text"

/*
 * The one YAML style for content/, used by the CMS (registered over Decap's
 * built-in "yaml" format, see scripts/cms/admin.ts), by `npm run format:content`
 * and by the unit test that keeps content/ in this style. Decap's own writer
 * refolds every string at 80 columns and unquotes "2025-06-01", which the site's build
 * (gatsby-transformer-yaml's js-yaml) takes for a Date, and the content check then refuses
 * (src/content/build-reading.ts); a hand edit and a CMS edit
 * written by the same function produce the same bytes, so a CMS diff is only
 * the lines that changed.
 */

export const fromFile = (content: string): unknown => parse(content) ?? {}

const FOLD_OVER = 80
const WIDTH = 96

/**
 * @param data        the document (Decap passes a plain object)
 * @param sortedKeys  top-level keys in schema order; Decap's Immutable.js maps forget the file's
 *                    order past 8 keys, so the order is imposed rather than kept
 */
export function toFile(data: unknown, sortedKeys: readonly string[] = []): string {
  // YAML 1.2's core schema plus timestamps, so "2025-06-01" stays quoted: the build's js-yaml would
  // take it for a Date. Keys such as e164 stay plain.
  const doc = new Document(data, { version: "1.2", customTags: ["timestamp"] })
  visit(doc, {
    Pair(_, pair) {
      const { key, value } = pair as Pair<Scalar, unknown>
      if (!isScalar(value) || typeof value.value !== "string") return
      // Text that looks like a number, a date or a time keeps its quotes, whatever this writer's own
      // schema would read: js-yaml (the build) reads -0x1F and 0b101 as numbers and 2025-6-1 10:00:00
      // as a Date, and a YAML 1.1 tool reads 11:00 as 660.
      if (looksLikeAValue(value.value)) value.type = "QUOTE_DOUBLE"
      // Alt text stays one line, one picture per line; prose over 80 characters is folded.
      else if (key.value !== "alt") fold(value)
    },
    Seq(_, seq) {
      const { items } = seq
      // Lists of single words (the opening days, the sample facts) stay on one line: [Tuesday, Wednesday].
      if (
        items.length > 0 &&
        items.every(item => isScalar(item) && /^[A-Za-z]{1,24}$/.test(String(item.value)))
      )
        seq.flow = true
      else
        for (const item of items)
          if (isScalar(item))
            if (typeof item.value === "string" && looksLikeAValue(item.value)) item.type = "QUOTE_DOUBLE"
            else fold(item)
    },
  })
  if (isMap(doc.contents)) {
    const items = doc.contents.items as Pair<Scalar, unknown>[]
    const rank = (pair: Pair<Scalar, unknown>) => {
      const index = sortedKeys.indexOf(String(pair.key.value))
      return index === -1 ? sortedKeys.length : index
    }
    items.sort((a, b) => rank(a) - rank(b))
    // A blank line before each top-level section (not between one-line facts).
    items.forEach((pair, index) => {
      pair.key.spaceBefore = index > 0 && !isScalar(pair.value)
    })
  }
  // yaml folds every scalar, alt text and links included, so it writes one line each and
  // wrapBlocks folds only the >- blocks, never inside a [label](/path/) link.
  return wrapBlocks(doc.toString({ lineWidth: 0, blockQuote: "folded", nullStr: "" }))
}

/** Folds the one-line body of each `>-` block at WIDTH columns, between words. */
function wrapBlocks(text: string): string {
  const lines = text.split("\n")
  return lines
    .flatMap((line, index) => {
      // Only the line after a block's header ("key: >-" or "- >-"), never a plain string ending in >-.
      if (index === 0 || !/^ *(- )*([^ :][^:]*: )?>-$/.test(lines[index - 1])) return [line]
      const indent = /^ */.exec(line)?.[0] ?? ""
      // A single space separates words (a double space would change the folded text): links are one word.
      const words =
        line.slice(indent.length).match(new RegExp(`(?:${LINK_PATTERN.source}|[^ ]|  +)+`, "g")) ?? []
      const wrapped: string[] = []
      for (const word of words) {
        const last = wrapped.length - 1
        if (last >= 0 && indent.length + wrapped[last].length + 1 + word.length <= WIDTH)
          wrapped[last] += ` ${word}`
        else wrapped.push(word)
      }
      return wrapped.map(part => indent + part)
    })
    .join("\n")
}

/**
 * Text a YAML reader other than this writer's may take for a number, a date or a time: one word that
 * starts with a digit (after a sign or a point), .inf or .nan, or a date followed by a time. Wider than
 * what js-yaml reads otherwise today, so that its next version's forms are quoted too (18K is quoted,
 * which changes nothing it says).
 */
export const looksLikeAValue = (text: string): boolean =>
  /^[-+]?\.?\d[\w.:+-]*$/.test(text) ||
  /^[-+]?\.(inf|nan)$/i.test(text) ||
  /^\d{4}-\d\d?-\d\d?([Tt]|[ \t]+)\d/.test(text)

/** Prose over 80 characters, or prose that plain YAML would have to quote ("{policy.deposit} We ..."), is a >- block. */
function fold(node: Scalar) {
  const text = node.value
  if (typeof text !== "string" || text.includes("\n") || text !== text.trim()) return
  const quoted = text.includes(" ") && (/^[{["'&*!|>%@`#]/.test(text) || /: | #/.test(text))
  if (text.length > FOLD_OVER || quoted) node.type = "BLOCK_FOLDED"
}
