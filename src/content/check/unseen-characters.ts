/*
 * Characters that change what a reader sees without being seen: a right-to-left override turns
 * "gnp.exe" into what looks like another word, a zero-width space makes two names that look the
 * same differ, tag characters and variation selectors can carry a whole hidden sentence, a Hangul
 * filler looks like a blank name. None of them belongs in a jewellery atelier's copy, and an
 * editor cannot see them in the CMS or in a pull request's diff; so the check refuses them in
 * every text field and key, naming each by its code point. The one exception is the joiner
 * between two emoji (a family, a coloured heart): there it draws one emoji.
 */

const EXTENDED_PICTOGRAPHIC = /\p{Extended_Pictographic}/u

/** Code points as inclusive ranges: regular expressions would mistake some of them for combined characters. */
type Ranges = readonly (readonly [number, number])[]
const within = (ranges: Ranges, point: number) => ranges.some(([from, to]) => point >= from && point <= to)
const one = (...points: number[]): Ranges => points.map(point => [point, point] as const)

/** What may stand between an emoji and a joiner: a variation selector, a skin tone. */
const EMOJI_TAIL: Ranges = [
  [0xfe0f, 0xfe0f],
  [0x1f3fb, 0x1f3ff],
]
const TAGS: Ranges = [[0xe0020, 0xe007e]]

interface Kind {
  ranges: Ranges
  what: string
  why: string
}

const BIDI =
  "a bidirectional control, invisible, which makes the words around it read in another order than they are written"
const ZERO_WIDTH =
  "a zero-width character, invisible, which makes text that looks the same differ (in a name, a search, a link)"

const KINDS: Kind[] = [
  { ranges: [[0x202a, 0x202e]], what: "an embedding or override", why: BIDI },
  { ranges: [[0x2066, 0x2069]], what: "an isolate", why: BIDI },
  { ranges: one(0x200e, 0x200f, 0x061c), what: "a direction mark", why: BIDI },
  {
    ranges: [[0x200b, 0x200d], ...one(0x2060, 0xfeff, 0x180e)],
    what: "a zero-width space or joiner",
    why: ZERO_WIDTH,
  },
  {
    ranges: [
      [0x2061, 0x2064],
      [0x206a, 0x206f],
      ...one(0x00ad, 0x034f, 0x115f, 0x1160, 0x3164, 0xffa0, 0x17b4, 0x17b5),
    ],
    what: "a character drawn as nothing",
    why: ZERO_WIDTH,
  },
  {
    ranges: [[0xe0000, 0xe007f]],
    what: "a tag character",
    why: "an invisible character that can carry a hidden sentence (only a flag emoji uses them)",
  },
  {
    ranges: [[0xe0100, 0xe01ef]],
    what: "a variation selector",
    why: "an invisible character that can carry hidden data",
  },
  {
    ranges: [
      [0x2028, 0x2029],
      [0xfff9, 0xfffb],
      [0xfffe, 0xffff],
    ],
    what: "a line separator or a non-character",
    why: "a character that pages and scripts read differently (a line break in one, nothing in another)",
  },
  {
    // Line breaks (0x0A) and tabs (0x09) are allowed: YAML's folded and literal text holds them.
    ranges: [
      [0x00, 0x08],
      [0x0b, 0x1f],
      [0x7f, 0x9f],
    ],
    what: "a control character",
    why: "a character no page can show, which a terminal or a script would act on",
  },
]

/** Any character of the kinds above: most text has none, and is passed over without a walk. */
const ANY_KIND = new RegExp(
  `[${KINDS.flatMap(({ ranges }) => ranges)
    .map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`)
    .join("")}]`,
  "u"
)

const codeOf = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`

/** Whether the joiner at `index` of `chars` stands between two emoji, where it draws one emoji. */
function joinsEmoji(chars: string[], index: number): boolean {
  let before = index - 1
  while (before >= 0 && within(EMOJI_TAIL, chars[before].codePointAt(0) ?? 0)) before--
  return (
    before >= 0 &&
    EXTENDED_PICTOGRAPHIC.test(chars[before]) &&
    index + 1 < chars.length &&
    EXTENDED_PICTOGRAPHIC.test(chars[index + 1])
  )
}

/** Whether the tag character at `index` is part of a flag emoji (a black flag, tags, a cancel tag). */
function inFlag(chars: string[], index: number): boolean {
  let start = index
  const isTag = (char: string) => within(TAGS, char.codePointAt(0) ?? 0)
  while (start > 0 && isTag(chars[start - 1])) start--
  let end = index
  while (end < chars.length && isTag(chars[end])) end++
  return chars[start - 1] === "\u{1F3F4}" && chars[end] === "\u{E007F}" && end - start >= 2
}

/** More combining marks on one letter than any language stacks: text that spills over the lines around it. */
const MARK_PILE = /\p{M}{5,}/u

/**
 * Why `text` may not be shown as it is, for an editor (to follow the field's name), or undefined.
 */
export function unseenCharacterProblem(text: string): string | undefined {
  const chars = ANY_KIND.test(text) ? [...text] : []
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]
    const point = char.codePointAt(0) ?? 0
    const kind = KINDS.find(({ ranges }) => within(ranges, point))
    if (!kind) continue
    if (point === 0x200d && joinsEmoji(chars, index)) continue
    if (point >= 0xe0020 && point <= 0xe007f && inFlag(chars, index)) continue
    const shown = chars.slice(Math.max(0, index - 12), index).join("")
    return (
      `holds ${codeOf(char)} (${kind.what}) at character ${index + 1}${shown.trim() ? `, after "${shown}"` : ""}: ` +
      `${kind.why}; delete it (retype the words around it)`
    )
  }
  const pile = MARK_PILE.exec(text)
  if (pile)
    return `stacks ${[...pile[0]].length} accents on one letter at character ${[...text.slice(0, pile.index)].length}, which spill over the lines around it: write the letter with its accent once`
  return undefined
}
