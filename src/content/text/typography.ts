/*
 * The copy as a typesetter would set it: editors type plain quotes, apostrophes, three dots and spaced
 * hyphens on a keyboard (the content check and the CMS take them as typed), and every page shows
 * curly quotes, apostrophes, an ellipsis and en dashes. fillFacts applies it, so the pages, the share
 * cards, the JSON-LD, the CMS preview and the tests' reading of the content all see the same text.
 *
 * Addresses are left as written: a link's target (`[label](target)`), and anything that reads as a
 * URL, an email address or a path. A hyphen between two figures is left too ("#02-01" is a unit, not
 * a range, and the site writes its own ranges: price-format.ts), unless a span of time or a weight
 * follows it: "6-8 weeks" is a range, set with an en dash.
 */

/** A hyphen between figures that a span of time or a weight follows: a range ("6-8 weeks", "1-2 carats"). */
const RANGE = /\b(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)(?= ?(?:hours?|days?|weeks?|months?|years?|carats?|ct)\b)/g

/** What is never typeset: a Markdown link's target, a URL, an email address. */
const ADDRESS = /\]\([^)]*\)|\b(?:https?:\/\/|mailto:|tel:)[^\s<>()]+|[\w.+-]+@[\w-]+\.[\w.-]+/g

const OPENS = /[\s([{\u2013\u2014/]/

/** `text` typeset, where `preceding` is the character before it in the whole ("" at the start). */
function typesetPlain(text: string, preceding: string): string {
  let out = ""
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    const before = i === 0 ? preceding : text[i - 1]
    const after = text[i + 1] ?? ""
    if (char === '"') {
      out += before === "" || OPENS.test(before) ? "\u201c" : "\u201d"
    } else if (char === "'") {
      // An apostrophe within or after a word (don't, couples'), or eliding figures ('90s); else an opening quote.
      const opening = (before === "" || OPENS.test(before)) && /[^\s\d]/.test(after)
      out += opening ? "\u2018" : "\u2019"
    } else {
      out += char
    }
  }
  return out
    .replace(/\.\.\./g, "\u2026")
    .replace(/ -{1,2} /g, " \u2013 ")
    .replace(RANGE, "$1\u2013$2")
    .replace(/(\S)---(\S)/g, "$1\u2014$2")
}

/** `text` with curly quotes and apostrophes, an ellipsis for three dots and an en dash for a spaced hyphen. */
export function typeset(text: string): string {
  if (!/["'.-]/.test(text)) return text
  let out = ""
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    out += typesetPlain(text.slice(last, match.index), text[last - 1] ?? "") + match[0]
    last = match.index + match[0].length
  }
  return out + typesetPlain(text.slice(last), text[last - 1] ?? "")
}
