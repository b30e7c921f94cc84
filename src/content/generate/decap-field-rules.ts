import { z } from "zod"
import { escapeRegExp } from "../text/escape-reg-exp"
import { pageLink, pagePath } from "../schema/fields"
import { COMMISSIONS_PATH } from "../commissions/commission-facets"
import { pageRoutes, type PageRoute } from "../routes"
import { defOf } from "./zod-walk"

/* What Decap can be told of a Zod field's checks: one pattern and one message, a number's bounds, a list's least items. */

/** Every wrapper's meta (optional, nullable, default, pipe) merged, the outermost winning. */
export function peel(schema: z.ZodType): {
  inner: z.ZodType
  optional: boolean
  description?: string
  title?: string
} {
  const metas: { description?: string; title?: string }[] = []
  let inner = schema
  let optional = false
  for (;;) {
    metas.push((z.globalRegistry.get(inner) as { description?: string; title?: string } | undefined) ?? {})
    const def = defOf(inner)
    if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) {
      optional = true
      inner = def.innerType
    } else if (def.type === "pipe" && def.in) inner = def.in
    else break
  }
  const merged = Object.assign({}, ...metas.reverse()) as { description?: string; title?: string }
  return { inner, optional, ...merged }
}

export interface CheckDef {
  check?: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  error?: () => unknown
}

export const checksOf = (schema: z.ZodType): CheckDef[] => {
  const def = defOf(schema) as unknown as CheckDef & { checks?: { _zod: { def: CheckDef } }[] }
  return [...(def.check ? [def] : []), ...(def.checks ?? []).map(c => c._zod.def)]
}

export const messageOf = (check: CheckDef) => {
  const message = check.error?.()
  return typeof message === "string" ? message : undefined
}

// Decap builds `new RegExp(pattern)` without flags: spell case-insensitive letter ranges out.
export const withoutFlags = ({ source, flags }: RegExp) =>
  flags.includes("i")
    ? source.replace(/A-Z(?!a-z)/g, "A-Za-z").replace(/(?<!A-Z)a-z(?!A-Z)/g, "a-zA-Z")
    : source

export const linksOf = new Map<string, { alternation: string; shown: string }>()

/**
 * The pages a link may name, once per content folder: the route registry, so a link to a page that
 * does not exist is refused in the form. A piece's page and a list's later pages by their form only:
 * every link field carries the pattern, and named one by one they would grow the config with every
 * piece (1.3 MB at 200); the content check still refuses a piece that does not exist.
 */
export function siteLinks(contentDir: string) {
  let links = linksOf.get(contentDir)
  if (!links) {
    const grows = (route: PageRoute) =>
      !!route.list || (route.file.startsWith("commissions/") && !route.facet)
    const named = pageRoutes(contentDir)
      .filter(route => !grows(route))
      .map(route => route.path)
    // Without groups of their own: tests/unit/content/cms-config.test.ts masks the alternatives up to a ")".
    const forms = [
      `${COMMISSIONS_PATH}[a-z0-9-]+/`, // a piece
      `${COMMISSIONS_PATH}page/[0-9]+/`, // a later page of the list
      `${COMMISSIONS_PATH}[a-z]+/[a-z0-9-]+/page/[0-9]+/`, // a later page of a filter page
    ]
    links = {
      alternation: [...named.map(escapeRegExp), ...forms].join("|"),
      shown: `${named.join(", ")}, a piece's page ${COMMISSIONS_PATH}<slug>/ or a list's later page ${COMMISSIONS_PATH}page/2/`,
    }
    linksOf.set(contentDir, links)
  }
  return links
}

/** One Decap pattern from all of a string's checks (Decap takes one regex and one message per field). */
export function stringPattern(schema: z.ZodType, contentDir: string): [string, string] | undefined {
  if (schema === pageLink || schema === pagePath) {
    const { alternation, shown } = siteLinks(contentDir)
    const section = schema === pageLink
    return [
      `^(?:${alternation})${section ? "(?:#[a-z0-9-]+)?" : ""}$`,
      `must be one of the site's pages (${shown})${section ? ", optionally with #section" : ""}`,
    ]
  }
  const parts: [string, string][] = []
  for (const check of checksOf(schema)) {
    const message = messageOf(check) ?? "has the wrong form"
    if (check.check === "string_format" && check.format === "url") parts.push(["^https://\\S+$", message])
    else if (check.check === "string_format" && check.pattern)
      parts.push([withoutFlags(check.pattern), message])
    else if (check.check === "min_length" && (check.minimum ?? 0) > 1) {
      const max = checksOf(schema).find(c => c.check === "max_length")?.maximum ?? ""
      parts.push([`^[\\s\\S]{${check.minimum},${max}}$`, message])
    } else if (
      check.check === "max_length" &&
      !checksOf(schema).some(c => c.check === "min_length" && (c.minimum ?? 0) > 1)
    )
      parts.push([`^[\\s\\S]{0,${check.maximum}}$`, message])
  }
  if (parts.length === 0) return undefined
  if (parts.length === 1) return parts[0]
  return [
    parts.map(([source]) => `(?=${source.replace(/\$$/, "(?![\\s\\S]))")})`).join(""),
    parts.map(p => p[1]).join("; "),
  ]
}

export function numberOptions(schema: z.ZodType) {
  const options: Record<string, unknown> = { value_type: "float" }
  for (const check of checksOf(schema)) {
    if (check.check === "number_format" && /int/.test(check.format ?? "")) options.value_type = "int"
    if (check.check === "greater_than") options.min = check.value
    if (check.check === "less_than") options.max = check.value
  }
  return options
}

export const minItems = (schema: z.ZodType) => checksOf(schema).find(c => c.check === "min_length")?.minimum
