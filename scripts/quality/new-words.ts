/*
 * Other words of the same shape, as an editor rewording the copy would write
 * them: each word becomes an invented one of the same length and case, each
 * digit another digit, and everything an editor would leave alone stays as it
 * is: {placeholders}, a markdown link's target, URLs, email addresses, host
 * names and quoted names of things ("ad-consent"). Lengths stay the same, so
 * a meta description keeps its 120-160 characters.
 */

const CONSONANTS = "bdfgklmnprstvz"
const VOWELS = "aeiou"

/** Left exactly as written. */
const KEPT = new RegExp(
  [
    /\{[a-zA-Z][a-zA-Z.]*\}/, // a placeholder
    /\]\([^)\s]+\)/, // a markdown link's target (its label is rewritten)
    /https?:\/\/[^\s)]+/, // a URL
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/, // an email address
    /"[^"\s]*[-@_.|][^"\s]*"/, // a quoted name of a thing: "ad-consent", "@@scroll"
    /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/, // a host name: tally.so
  ]
    .map(pattern => pattern.source)
    .join("|"),
  "g"
)

/** An invented word of `length` letters, consonants and vowels in turn, so that it reads as a word. */
export function inventedWord(length: number, random: () => number): string {
  const pick = (letters: string) => letters[Math.floor(random() * letters.length)]
  const startWithVowel = random() < 0.3
  return Array.from({ length }, (_, i) => pick((i % 2 === 0) !== startWithVowel ? CONSONANTS : VOWELS)).join(
    ""
  )
}

/** The same word's case (Title, UPPER, lower) on new letters. */
const withCaseOf = (original: string, letters: string) =>
  [...letters]
    .map((letter, i) => (original[i] !== original[i].toLowerCase() ? letter.toUpperCase() : letter))
    .join("")

function rewriteFree(text: string, random: () => number): string {
  return text
    .replace(/\p{L}+/gu, word => withCaseOf(word, inventedWord(word.length, random)))
    .replace(/\d/g, digit => String((Number(digit) + 1 + Math.floor(random() * 9)) % 10))
}

/** Another text of the same shape and length (see above). */
export function newWords(text: string, random: () => number): string {
  let out = ""
  let at = 0
  for (const match of text.matchAll(KEPT)) {
    out += rewriteFree(text.slice(at, match.index), random) + match[0]
    at = match.index + match[0].length
  }
  return out + rewriteFree(text.slice(at), random)
}
