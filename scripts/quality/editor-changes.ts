import type { z } from "zod"
import { isRecord, type Path } from "../../src/content/content-tree"
import { pageLink, pagePath } from "../../src/content/schema/fields"
import { defOf, metaOf, schemaAt, unwrap } from "../../src/content/generate/zod-walk"
import { newWords } from "./new-words"

/*
 * What editors do to content, worked out from the schemas alone, so it keeps
 * up with every field and list added later: which strings are prose (and get
 * new words), which lists may grow or shrink, and how a new entry is made
 * from an existing one. Used by `npm run rehearse:editor`.
 */

/** A value that is not free text even where the schema allows any: a link, an address. */
const looksFixed = (value: string) => /^(\/|https?:\/\/|mailto:|tel:)/.test(value)

type Def = ReturnType<typeof defOf> & { format?: string; checks?: { _zod: { def: { check: string } } }[] }
const checksOf = (schema: z.ZodType) => ((defOf(schema) as Def).checks ?? []).map(c => c._zod.def)

/**
 * Whether the string at this place is prose an editor words: a string with no
 * fixed format (no pattern, email or URL; not a link's target), not a
 * business fact (`facts`: the values site.yaml's placeholders stand for,
 * which the owner changes, not the editors).
 */
export function isProse(schema: z.ZodType | undefined, value: unknown, facts: readonly string[]): boolean {
  if (!schema || typeof value !== "string" || schema === pageLink || schema === pagePath) return false
  const def = defOf(schema) as Def
  return (
    def.type === "string" &&
    !def.format &&
    !checksOf(schema).some(check => check.check === "string_format") &&
    !looksFixed(value) &&
    !facts.some(fact => fact === value || (fact.length > value.length && fact.includes(value)))
  )
}

export interface Rewritten {
  path: Path
  before: string
  after: string
}

/** Every prose string of a document given new words (in place); what changed. */
export function rewriteProse(
  data: unknown,
  root: z.ZodType,
  random: () => number,
  facts: readonly string[],
  at: Path = []
): Rewritten[] {
  if (Array.isArray(data) || isRecord(data)) {
    const entries: [string | number, unknown][] = Array.isArray(data)
      ? [...data.entries()]
      : Object.entries(data)
    return entries.flatMap(([key, value]) => {
      const path = [...at, key]
      if (isProse(schemaAt(root, path), value, facts)) {
        const after = newWords(value as string, random)
        ;(data as Record<string | number, unknown>)[key] = after
        return after === value ? [] : [{ path, before: value as string, after }]
      }
      return rewriteProse(value, root, random, facts, path)
    })
  }
  return []
}

/** How long a list may be, from its schema's checks. */
export function lengthLimits(schema: z.ZodType | undefined): { min: number; max: number } {
  const limits = { min: 0, max: Infinity }
  for (const check of schema ? checksOf(schema) : []) {
    const { minimum, maximum } = check as { minimum?: number; maximum?: number }
    if (check.check === "min_length" && minimum !== undefined) limits.min = minimum
    if (check.check === "max_length" && maximum !== undefined) limits.max = maximum
  }
  return limits
}

/**
 * Lists an editor can add to and remove from: every list in the document
 * whose entries are entries (objects or prose), deepest first, so a change to
 * an outer list never moves an inner one still to be changed. Lists of
 * choices (days of the week, the launch check's sample marks) are settings,
 * not copy.
 */
export function variableLists(data: unknown, root: z.ZodType, at: Path = []): Path[] {
  const inner = Array.isArray(data)
    ? data.flatMap((item, i) => variableLists(item, root, [...at, i]))
    : isRecord(data)
      ? Object.entries(data).flatMap(([key, value]) => variableLists(value, root, [...at, key]))
      : []
  if (!Array.isArray(data)) return inner
  const element = schemaAt(root, [...at, 0])
  const kind = element && defOf(element).type
  return kind === "object" || kind === "string" ? [...inner, at] : inner
}

/** A field set to true that gives an entry a role of its own (a legal section's disclosures); launch marks are not. */
export function hasRole(entry: unknown, element: z.ZodType | undefined): boolean {
  if (!isRecord(entry) || !element) return false
  const shape = (defOf(element) as { shape?: Record<string, z.ZodType> }).shape ?? {}
  return Object.entries(entry).some(
    ([key, value]) => value === true && metaOf(shape[key] ?? element).offPage !== "launch check"
  )
}

/** The value at `path` in each sibling entry, for what a new entry must not repeat. */
const siblingValues = (siblings: readonly unknown[], path: Path): unknown[] =>
  siblings.map(sibling =>
    path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
      sibling
    )
  )

const allDistinct = (values: unknown[]) =>
  values.length > 1 && new Set(values.map(value => JSON.stringify(value))).size === values.length

/**
 * A new entry for a list, made from `source` as an editor copying an entry
 * would: new words everywhere, and a new value wherever the entries so far
 * never repeat one (an anchor, a policy's id, a network, the days of a
 * period), chosen among the values the schema allows; a link leads to a page
 * no other entry leads to, where one is left (`routes`: the site's pages).
 * Null if a choice the entries never repeat has no value left.
 */
export function newEntry(
  source: unknown,
  siblings: readonly unknown[],
  element: z.ZodType,
  routes: readonly string[],
  random: () => number,
  facts: readonly string[]
): unknown {
  const entry: unknown = structuredClone(source)
  let possible = true
  const visit = (node: unknown, schema: z.ZodType | undefined, at: Path): unknown => {
    const inner = schema && unwrap(schema).inner
    const def = inner && (defOf(inner) as Def & { entries?: Record<string, string>; element?: z.ZodType })
    const taken = siblingValues(siblings, at)
    const unique = allDistinct(taken)
    if (typeof node === "string" && isProse(inner, node, facts)) return newWords(node, random)
    if (def?.type === "enum" && unique) {
      const free = Object.values(def.entries ?? {}).filter(option => !taken.includes(option))
      if (free.length === 0) possible = false
      return free[0] ?? node
    }
    if (def?.type === "array" && def.element && defOf(unwrap(def.element).inner).type === "enum") {
      const options = Object.values((defOf(unwrap(def.element).inner) as { entries?: object }).entries ?? {})
      const used = new Set(taken.flat())
      const free = options.filter(option => !used.has(option))
      if (unique || siblings.length === 1) {
        if (free.length === 0) possible = false
        return free.length > 0 ? free : node
      }
      return node
    }
    // A link leads to a page no sibling leads to, where there is one (a menu links each page once).
    if (typeof node === "string" && (inner === pageLink || inner === pagePath))
      return routes.find(route => !taken.includes(route)) ?? node
    // An identifier (an anchor, a policy's id) the siblings never repeat gets a new one the schema accepts.
    if (typeof node === "string" && unique && inner && taken.every(value => !/[/.]/.test(String(value))))
      return (
        [`${node}-2`, `${node}Two`].find(value => !taken.includes(value) && inner.safeParse(value).success) ??
        node
      )
    if (Array.isArray(node))
      return node.map((item, i) => visit(item, schemaAt(element, [...at, i]), [...at, i]))
    if (isRecord(node))
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [
          key,
          visit(value, schemaAt(element, [...at, key]), [...at, key]),
        ])
      )
    return node
  }
  const made = visit(entry, element, [])
  return possible ? made : null
}
