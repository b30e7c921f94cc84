import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"

/*
 * The content YAML is the source of every string on the pages. Tests read it
 * for copy the spec leaves to the editors (descriptions, leads, FAQ answers),
 * and hard-code only what the spec quotes exactly.
 */

const CONTENT_DIR = path.resolve(__dirname, "../../../content")

// Loosely typed on purpose: the YAML's shape is checked by the content schemas, not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Yaml = any

const cache = new Map<string, Yaml>()

/** A parsed YAML file under content/, e.g. `readContent("pages/home.yaml")`. */
export function readContent(file: string): Yaml {
  if (!cache.has(file)) cache.set(file, parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")))
  return cache.get(file)
}

export const site = (): Yaml => readContent("site.yaml")

/** `[label](/path/)` links written into legal copy, which the site renders as real links. */
export function markdownLinks(texts: string[]): { label: string; to: string }[] {
  return texts.flatMap(text =>
    [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(m => ({ label: m[1], to: m[2] }))
  )
}

/** The copy as a reader sees it: markdown links reduced to their labels. */
export const plainText = (text: string) => text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, "$1")

/** Every paragraph and bullet of a legal page, in order. */
export function legalParagraphs(doc: Yaml): string[] {
  return [
    ...(doc.intro ?? []),
    ...doc.sections.flatMap((section: Yaml) => [...(section.body ?? []), ...(section.points ?? [])]),
  ]
}
