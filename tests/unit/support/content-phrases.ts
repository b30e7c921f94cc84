import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { valuesIn } from "../../../src/content/content-tree"
import { factValues, fillFacts, PLACEHOLDER } from "../../../src/content/facts"
import { readContent } from "../../../src/content/read-content"

/*
 * The copy content/ holds, as word sequences a test could spell: every string
 * value, each of its sentences, and every run of RUN words inside a sentence, with {placeholders} as written and as filled in. Words are
 * compared without case or punctuation, so `'Say "Yes" Twice'`, `/Say "Yes"
 * Twice/` and `"say \"yes\" twice"` are the same three words.
 */

/** The fewest words a phrase of the copy needs before a test may not spell it. */
export const MIN_WORDS = 3
/** Runs of this many words inside a sentence count too: a test that quotes part of a paragraph. */
export const RUN = 5

/** The words of a text: letters and digits, an apostrophe inside a word kept ("couple's"). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? []

/**
 * Source code as the words it spells: escapes undone (`\"`, `\.`), regex gaps (`\s+`) read as
 * spaces, file names left out (a picture named after its card, "see-before-you-believe.jpg").
 */
export const sourceWords = (source: string): string[] =>
  wordsOf(
    source
      .replace(/[\w./-]+\.(jpe?g|png|webp|avif|svg|yaml|json|tsx?)\b/g, " ")
      .replace(/\\[sStTnrbB][+*?]?/g, " ")
      .replace(/\\u00a0/gi, " ")
      .replace(/\\(.)/g, "$1")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
  )

const markdownLabels = (text: string) => text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, "$1")

/** A text's sentences (and lines), where the runs of RUN words are looked for: a run never crosses one's end. */
export const sentencesOf = (text: string): string[] => markdownLabels(text).split(/(?<=[.!?:;])\s+|\n+/)

/**
 * The whole text, its sentences and the pieces between its placeholders, each a phrase. Not the
 * clauses between commas: three words of a clause ("phone or email") are too common to be copy.
 */
function phrasesOf(text: string): string[][] {
  const plain = markdownLabels(text)
  const pieces = [plain, ...sentencesOf(plain), ...plain.split(PLACEHOLDER)]
  const sentences = sentencesOf(plain).map(wordsOf)
  const runs = sentences.flatMap(words =>
    words.length <= RUN ? [] : words.slice(0, words.length - RUN + 1).map((_, i) => words.slice(i, i + RUN))
  )
  return [...pieces.map(wordsOf), ...runs].filter(words => words.length >= MIN_WORDS)
}

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return yamlFiles(full)
    return entry.name.endsWith(".yaml") ? [full] : []
  })
}

export interface Phrase {
  /** The phrase's words, lower case, joined by single spaces. */
  words: string
  /** Where the content holds it: the file under content/. */
  file: string
}

/** Every string of copy in the content, as written and with its facts filled in, and its file. */
export function contentTexts(
  contentDir = path.resolve("content")
): { file: string; written: string; filled: string }[] {
  const values = factValues(readContent("site.yaml", contentDir))
  return yamlFiles(contentDir).flatMap(file =>
    valuesIn(parse(fs.readFileSync(file, "utf8")))
      // A value of one token (a path, a URL, a date, an id) is not copy.
      .flatMap(({ value }) => (typeof value === "string" && /\s/.test(value.trim()) ? [value] : []))
      .map(written => ({
        file: path.relative(contentDir, file).split(path.sep).join("/"),
        written,
        filled: fillFacts(written, values),
      }))
  )
}

/** Every phrase of MIN_WORDS or more words in the content, each once. */
export function contentPhrases(contentDir = path.resolve("content")): Phrase[] {
  const found = new Map<string, string>()
  for (const { file, written, filled } of contentTexts(contentDir))
    for (const text of new Set([written, filled]))
      for (const words of phrasesOf(text)) {
        const key = words.join(" ")
        if (!found.has(key)) found.set(key, file)
      }
  return [...found].map(([words, file]) => ({ words, file }))
}

/** The phrases `source` spells, each with the content file it comes from. */
export function spelledPhrases(source: string, phrases: Phrase[]): Phrase[] {
  const words = sourceWords(source)
  // Where each run of MIN_WORDS words starts, so each phrase is compared only where it could begin.
  const starts = new Map<string, number[]>()
  for (let i = 0; i + MIN_WORDS <= words.length; i++) {
    const key = words.slice(i, i + MIN_WORDS).join(" ")
    starts.set(key, [...(starts.get(key) ?? []), i])
  }
  return phrases.filter(phrase => {
    const wanted = phrase.words.split(" ")
    return (starts.get(wanted.slice(0, MIN_WORDS).join(" ")) ?? []).some(at =>
      wanted.every((word, k) => words[at + k] === word)
    )
  })
}
