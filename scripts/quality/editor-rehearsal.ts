/**
 * `npm run rehearse:editor [-- --no-test] [--seed <n>] [--port <n>]`: what the
 * editors do, rehearsed. In a git copy of this working tree it rewrites every
 * prose string in content/ (headings, leads, labels, list items, questions,
 * answers, quotes, alt texts) to other valid text, adds an entry to and
 * removes one from every list whose schema lets it vary, adds a legal page,
 * adds a commission and removes another,
 * sets both pixel ids in site.yaml and switches consent to opt-in, renames
 * the brand (a long name with a short name, new letters in the display
 * face); builds,
 * checks that the built pages show the new words, and runs `npm test` there
 * (not with --no-test). Exit code 1 if any of it fails. What it proves: any
 * content the check accepts, the suite accepts. Slow (two builds and the
 * whole suite): CI runs it beside `npm test` on pull requests that change
 * code or tests; docs/editor-rehearsal.md says more.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { collectionFor } from "../../src/content/schema/collections"
import { isRecord, valuesIn, type Path } from "../../src/content/content-tree"
import { factValues, fillFacts, PLACEHOLDER } from "../../src/content/facts"
import { readContent } from "../../src/content/read-content"
import { pageRoutes } from "../../src/content/routes"
import { validateContent } from "../../src/content/check/validate"
import { link, LIMITS } from "../../src/content/schema/fields"
import { schemaAt } from "../../src/content/generate/zod-walk"
import { topLevelKeys } from "../../src/content/generate/cms-config"
import { displayStrings } from "../../src/content/text/display-text"
import { PHONE_WORDMARK, phoneWordmarkPx } from "../../src/theme/wordmark"
import { contentFiles } from "../cms/content-style"
import { toFile } from "../cms/house-yaml"
import {
  hasRole,
  lengthLimits,
  newEntry,
  rewriteProse,
  variableLists,
  type Rewritten,
} from "./editor-changes"
import { inventedWord } from "./new-words"
import { copyWorkingTree, seedFromArgs, seeded } from "./rehearsal"
import { shownWords } from "./shown-words"

const args = process.argv.slice(2)
const runTests = !args.includes("--no-test")
const portAt = args.indexOf("--port")
const port = portAt >= 0 ? args[portAt + 1] : String(Number(process.env.E2E_PORT ?? 9100) + 50)
const random = seeded(seedFromArgs())

const copy = copyWorkingTree("editor-rehearsal")
const contentDir = path.join(copy.dir, "content")
const docs = new Map<string, unknown>(
  contentFiles(contentDir).map(file => [file, parse(fs.readFileSync(path.join(contentDir, file), "utf8"))])
)
const write = (file: string) =>
  fs.writeFileSync(path.join(contentDir, file), toFile(docs.get(file), topLevelKeys(file)))
const problems = () => validateContent(contentDir, {})
const schemaOf = (file: string) => {
  const collection = collectionFor(file)
  if (!collection) throw new Error(`content/${file} belongs to no collection`)
  return collection.schema
}
const at = (data: unknown, where: Path): unknown =>
  where.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data)
const named = (entry: unknown): string => {
  if (!isRecord(entry)) return String(entry).slice(0, 40)
  const label = ["title", "heading", "question", "label", "name", "metal", "network", "path", "id", "value"]
    .map(key => entry[key])
    .find((value): value is string => typeof value === "string")
  return label ?? ""
}

if (problems().length > 0) {
  console.error("The content does not pass the check before any change; fix it first:")
  for (const problem of problems()) console.error(`  ${problem.file} ${problem.where}: ${problem.message}`)
  process.exit(1)
}

// The business facts are the owner's (npm run rehearse:owner changes them), not the editors'.
const site = readContent("site.yaml", contentDir)
const facts = Object.entries(factValues(site))
  .filter(([name]) => ["brand", "legalName", "madeIn", "city", "email", "phone", "address"].includes(name))
  .map(([, value]) => value)
const routes = pageRoutes(contentDir).map(route => route.path)
const log: string[] = []
const failed: string[] = []

// 1. Every list that may vary loses an entry and gains one, each change kept only if the check accepts it.
for (const [file, data] of docs) {
  const root = schemaOf(file)
  for (const list of variableLists(data, root)) {
    const items = at(data, list) as unknown[]
    const element = schemaAt(root, [...list, 0])
    const { min, max } = lengthLimits(schemaAt(root, list))
    const where = `${file} › ${list.join(" › ")}`
    const tryChange = (change: () => void, undo: () => void, what: string) => {
      change()
      write(file)
      if (problems().length === 0) return log.push(`${where}: ${what}`) > 0
      undo()
      write(file)
      return false
    }
    if (items.length - 1 >= min) {
      const removable = items.findIndex((item, i) => {
        if (hasRole(item, element)) return false
        return tryChange(
          () => items.splice(i, 1),
          () => items.splice(i, 0, item),
          `removed [${i}] "${named(item)}"`
        )
      })
      if (removable < 0)
        failed.push(`${where}: no entry can be removed (each is needed by the content check)`)
    }
    const source = [...items].reverse().find(item => !hasRole(item, element))
    if (items.length + 1 <= max && source !== undefined && element) {
      const entry = newEntry(source, items, element, routes, random, facts)
      if (
        entry === null ||
        !tryChange(
          () => items.push(entry),
          () => items.pop(),
          `added "${named(entry)}"`
        )
      )
        failed.push(`${where}: no entry could be added that the content check accepts`)
    }
  }
}

// 2. New words for every prose string.
const rewritten: (Rewritten & { file: string })[] = []
for (const [file, data] of docs)
  rewritten.push(...rewriteProse(data, schemaOf(file), random, facts).map(change => ({ ...change, file })))

// 3. A new legal page, made from one that plays no special role (no disclosure, no consent control).
const legal = [...docs.keys()].filter(file => file.startsWith("legal/"))
const model =
  legal.find(
    file =>
      !(docs.get(file) as { sections: unknown[] }).sections.some(s =>
        hasRole(s, schemaAt(schemaOf(file), ["sections", 0]))
      )
  ) ?? legal[0]
const slug = inventedWord(9, random)
const page = structuredClone(docs.get(model)) as { slug: string; sections: unknown[] }
page.slug = slug
page.sections = page.sections.filter(section => !hasRole(section, schemaAt(schemaOf(model), ["sections", 0])))
const newFile = `legal/${slug}.yaml`
docs.set(newFile, page)
rewritten.push(
  ...rewriteProse(page, schemaOf(newFile), random, facts).map(change => ({ ...change, file: newFile }))
)
log.push(`${newFile}: a new legal page at /${slug}/, made from ${model}`)
// Linked, as an editor would link it, beside the other legal pages (the content check refuses a page nothing links to).
const siteDoc = docs.get("site.yaml")
const siteSchema = schemaOf("site.yaml")
const legalPaths = pageRoutes(contentDir)
  .filter(route => route.file.startsWith("legal/"))
  .map(route => route.path)
const linkLists = variableLists(siteDoc, siteSchema).filter(list => {
  const links = at(siteDoc, list) as unknown[]
  return (
    schemaAt(siteSchema, [...list, 0]) === link && links.length < lengthLimits(schemaAt(siteSchema, list)).max
  )
})
const beside =
  linkLists.find(list => (at(siteDoc, list) as { to: string }[]).some(({ to }) => legalPaths.includes(to))) ??
  linkLists.at(-1)
if (beside) {
  const links = at(siteDoc, beside) as { label: string; to: string }[]
  const label = (page as unknown as { heading: string }).heading
  links.push({ label, to: `/${slug}/` })
  rewritten.push({
    file: "site.yaml",
    path: [...beside, links.length - 1, "label"],
    before: "",
    after: label,
  })
  log.push(`site.yaml › ${beside.join(" › ")}: added a link to /${slug}/`)
}

// 3b. A new commission, made from the newest piece with a new address and new words, and the oldest
// removed: folders of pieces come and go, and the filter pages with them.
const pieces = [...docs.keys()].filter(file => file.startsWith("commissions/"))
if (pieces.length >= 2) {
  const byYear = [...pieces].sort(
    (a, b) => (docs.get(b) as { year: number }).year - (docs.get(a) as { year: number }).year
  )
  const [newest, oldest] = [byYear[0], byYear.at(-1) ?? byYear[0]]
  const pieceSlug = inventedWord(8, random)
  const piece = structuredClone(docs.get(newest)) as { slug: string }
  piece.slug = pieceSlug
  const pieceFile = `commissions/${pieceSlug}.yaml`
  docs.set(pieceFile, piece)
  rewritten.push(
    ...rewriteProse(piece, schemaOf(pieceFile), random, facts).map(change => ({ ...change, file: pieceFile }))
  )
  log.push(`${pieceFile}: a new commission at /commissions/${pieceSlug}/, made from ${newest}`)
  docs.delete(oldest)
  fs.rmSync(path.join(contentDir, oldest))
  // Its words are on no page now.
  for (let i = rewritten.length - 1; i >= 0; i--) if (rewritten[i].file === oldest) rewritten.splice(i, 1)
  log.push(`${oldest}: removed`)
}

// 4. The owner's pixels, and consent asked before any pixel runs.
const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => Math.floor(random() * (i === 0 ? 9 : 10)) + (i === 0 ? 1 : 0)).join("")
const tracking = (docs.get("site.yaml") as { tracking: Record<string, unknown> }).tracking
tracking.metaPixelId = digits(16)
tracking.tiktokPixelId = `C${inventedWord(6, random).toUpperCase()}${digits(8)}`
tracking.consentMode = "opt-in"
log.push(
  `site.yaml › tracking: both pixel ids set (${String(tracking.metaPixelId)}, ${String(tracking.tiktokPixelId)}), consent opt-in`
)

// 5. A new brand, as an owner renaming the atelier writes it: a long name, too wide for a phone's
// header, so the check asks for a short name, and that short name (its first word). The brand is set
// in the display face: each of its words begins with another capital, first those none of that
// face's words had, so the face is cut with glyphs it never had. A test that took a letter to be new
// to the face, or the brand to have no short name, meets what content may hold. The longest such
// name the check accepts is kept: {brand} in a description counts towards its length.
for (const file of docs.keys()) write(file)
const inDisplayFace = new Set(displayStrings("display", contentDir).join(""))
const capitals = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
const unused = [capitals.filter(c => !inDisplayFace.has(c)), capitals.filter(c => inDisplayFace.has(c))]
const brandWord = (length: number) => {
  const pool = unused.find(letters => letters.length > 0) ?? capitals
  const [capital] = pool.splice(Math.floor(random() * pool.length), 1)
  return capital + inventedWord(length, random).slice(1)
}
const shortName = brandWord(6)
const words = [shortName]
for (;;) {
  const next = brandWord(3 + Math.floor(random() * 4))
  if ([...words, next].join(" ").length > LIMITS.brandName.max) break
  words.push(next)
}
const tooWide = words
  .map((_, i) => words.slice(0, i + 1).join(" "))
  .filter(name => phoneWordmarkPx(name) < PHONE_WORDMARK.leastPx)
  .reverse()
const names = docs.get("site.yaml") as { name: string; shortName?: string }
const asWas = { ...names }
const problemsBefore = problems().length
const brandName = tooWide.find(name => {
  Object.assign(names, { name, shortName })
  write("site.yaml")
  return problems().length === problemsBefore
})
if (brandName) {
  rewritten.push(
    { file: "site.yaml", path: ["name"], before: asWas.name, after: brandName },
    { file: "site.yaml", path: ["shortName"], before: asWas.shortName ?? "", after: shortName }
  )
  log.push(
    `site.yaml: the brand renamed "${brandName}" (${brandName.length} characters), short name "${shortName}"`
  )
} else {
  Object.assign(names, asWas)
  if (asWas.shortName === undefined) delete names.shortName
  failed.push(
    `site.yaml › name: no name too wide for a phone that the content check accepts (${words.join(" ")})`
  )
}

for (const file of docs.keys()) write(file)
const left = problems()
console.log(
  `\nAn editor's changes (${rewritten.length} strings reworded in ${docs.size} files):\n  ${log.join("\n  ")}`
)
if (failed.length > 0) console.log(`Not done:\n  ${failed.join("\n  ")}`)
if (left.length > 0) {
  console.error(
    `The content check refuses the changes:\n  ${left.map(p => `${p.file} ${p.where}: ${p.message}`).join("\n  ")}`
  )
  process.exit(1)
}
copy.commit("An editor's changes")

// The build takes the pixel ids from site.yaml, as an owner's would: no variable overrides them.
const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", E2E_PORT: port }
for (const variable of ["GATSBY_META_PIXEL_ID", "GATSBY_TIKTOK_PIXEL_ID", "GATSBY_TALLY_FORM_ID"])
  delete env[variable]
if (!copy.npm(["run", "build"], env)) process.exit(1)

// 6. The built pages show the new words.
const newFacts = factValues(readContent("site.yaml", contentDir))
// A fact (a policy) that no copy quotes is on no page; an editor may keep one for later.
const quoted = new Set(
  [...docs.values()].flatMap(data =>
    valuesIn(data).flatMap(({ value }) =>
      typeof value === "string" ? [...value.matchAll(PLACEHOLDER)].map(([, name]) => name) : []
    )
  )
)
const unquoted = (text: string) =>
  Object.entries(newFacts).some(([name, value]) => value === text && !quoted.has(name))
const expected = rewritten
  .filter(change => !unquoted(change.after))
  .map(change => ({ ...change, text: fillFacts(change.after, newFacts) }))
const { shown, inData, elsewhere, missing } = shownWords(path.join(copy.dir, "public"), contentDir, expected)
console.log(
  `New words in the built pages: ${shown} of ${expected.length} strings in the pages' HTML, ${inData} more in their page data (shown after hydration or on demand), ${elsewhere.length} more only on other pages or in the PDFs, ${missing.length} missing; ${rewritten.length - expected.length} on no page (facts no copy quotes).`
)
for (const { item, at } of elsewhere)
  console.log(
    `  elsewhere: ${item.file} › ${item.path.join(" › ")}: ${JSON.stringify(item.text)} in ${at.join(", ")}`
  )
for (const change of missing)
  console.error(`  missing: ${change.file} › ${change.path.join(" › ")}: ${JSON.stringify(change.text)}`)
if (missing.length > 0) process.exitCode = 1

if (runTests) {
  console.log(`\nnpm test in ${copy.dir} (E2E_PORT=${port})`)
  if (!copy.npm(["test"], env)) process.exitCode = 1
}
console.log(
  process.exitCode
    ? `\nThe editor rehearsal failed (copy kept in ${copy.dir}).`
    : "\nThe editor rehearsal passed."
)
