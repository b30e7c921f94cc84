import fs from "node:fs"
import path from "node:path"
import { collectionFor, collections } from "../schema/collections"
import * as documents from "../schema/documents"
import { siteSettings } from "../schema/documents"
import { factValues, fillAll, unknownFacts, type Facts } from "../facts"
import { envOverrides } from "../env-overrides"
import { describeIssue } from "./issue-text"
import { linksInDocument } from "../text/links"
import { unreadablePictures } from "./picture-files"
import { outsideContent } from "./inside-content"
import { pdpaProblems } from "../pdpa"
import { describePath, valuesIn, type Path } from "../content-tree"
import type { ContentProblem } from "./problems"
import { parseContentYaml, type ContentYaml } from "../content-yaml"
import { textProblems } from "./text-problems"
import { folderEntryProblems } from "./folder-entries"
import {
  picturesIn,
  misplacedPiecePictures,
  turntableFrames,
  turntableProblems,
  type PictureUse,
} from "./picture-uses"
import { crossFileProblems, type Inspection } from "./cross-file-problems"

export { formatAnnotation, formatProblem, plainLine, type ContentProblem } from "./problems"

/** The largest content file the check reads: the longest page today is under 10 KB. */
export const MAX_CONTENT_BYTES = 256 * 1024

/** Every YAML file below `dir`, as a path relative to it with forward slashes ("pages/home.yaml"). */
export function yamlFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap(entry => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return yamlFiles(full, base)
      // Regular files only: a link (to a file outside content/, say) is refused, never read.
      return entry.isFile() && /\.ya?ml$/.test(entry.name)
        ? [path.relative(base, full).split(path.sep).join("/")]
        : []
    })
    .sort()
}

function unknownFactMessage(name: string, values: Record<string, string>): string {
  const known = Object.keys(values)
  if (name.startsWith("policy.")) {
    const policies = known.filter(key => key.startsWith("policy.")).map(key => key.slice("policy.".length))
    return `{${name}} refers to a policy content/site.yaml does not have (its policies: ${policies.join(", ") || "none"})`
  }
  return `{${name}} names no business fact (known: ${known.filter(key => !key.startsWith("policy.")).join(", ")}, policy.<id>)`
}

/** The facts last read, by the bytes of the site.yaml they were read from: files are checked one by one too. */
let lastFacts: { bytes: Buffer; facts: Record<string, string> | undefined } | undefined

/** The placeholder values content/site.yaml provides, if it is valid enough to provide them. */
function factsIn(contentDir: string): Record<string, string> | undefined {
  const file = path.join(contentDir, "site.yaml")
  if (!fs.existsSync(file) || !fs.lstatSync(file).isFile()) return undefined
  const bytes = fs.readFileSync(file)
  if (lastFacts?.bytes.equals(bytes)) return lastFacts.facts
  const facts = factsFrom(bytes)
  lastFacts = { bytes, facts }
  return facts
}

function factsFrom(bytes: Buffer): Record<string, string> | undefined {
  // site.yaml's own inspection reports why it does not parse.
  const parsed = parseContentYaml(bytes)
  if (!parsed.ok) return undefined
  const written = parsed.data
  const result = siteSettings.safeParse(written)
  if (result.success) return factValues(result.data)
  // One mistake in site.yaml (a phone number, say) is reported there once, not again in every page
  // whose copy names a fact: the facts it does hold still fill the pages' placeholders.
  try {
    return factValues(written as Facts)
  } catch {
    return undefined
  }
}

/** Validates one YAML file (its bytes, or its text) against the schema its path maps to. */
export function validateFile(
  contentDir: string,
  relativePath: string,
  source: Uint8Array | string
): ContentProblem[] {
  return inspectFile(contentDir, relativePath, source, factsIn(contentDir)).problems
}

function inspectFile(
  contentDir: string,
  relativePath: string,
  source: Uint8Array | string,
  facts: Record<string, string> | undefined
): Inspection {
  const file = path.join(path.basename(contentDir), relativePath)
  const collection = collectionFor(relativePath)
  if (!collection) {
    const known = collections.map(c => c.pattern).join(", ")
    return {
      problems: [{ file, where: "", message: `is not a known content file (expected one of: ${known})` }],
      links: [],
      pictures: [],
    }
  }

  // Far past any page's words: refused before it is parsed, which would take the check's time and memory.
  if (source.length > MAX_CONTENT_BYTES)
    return {
      problems: [
        {
          file,
          where: "",
          message: `is ${Math.round(source.length / 1024)} KB, and a content file may be at most ${MAX_CONTENT_BYTES / 1024} KB (the longest page's words are a few): split it, or remove what was pasted in by mistake`,
        },
      ],
      links: [],
      pictures: [],
    }

  // Read as the build reads it; whatever the parser refuses (its limits too) is a line naming the file.
  const parsed = parseContentYaml(source)
  if (!parsed.ok) {
    const problems = parsed.refusals.map(({ line, message }) => ({ file, line, where: "", message }))
    return { problems, links: [], pictures: [] }
  }
  return inspectYaml(contentDir, relativePath, parsed, facts, collection, file)
}

function inspectYaml(
  contentDir: string,
  relativePath: string,
  { doc, lines: lineCounter, data: written }: Extract<ContentYaml, { ok: true }>,
  facts: Record<string, string> | undefined,
  collection: NonNullable<ReturnType<typeof collectionFor>>,
  file: string
): Inspection {
  const lineOf = (at: Path) => {
    for (let depth = at.length; depth >= 0; depth--) {
      const node = doc.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined
      if (node?.range) return lineCounter.linePos(node.range[0]).line
    }
    return undefined
  }

  // Copy is checked as visitors will read it, with every {fact} filled in (a description's length, say).
  // site.yaml's own copy names facts too ({city} in its description): the build fills them alike.
  const factProblems = facts
    ? valuesIn(written).flatMap(({ path: at, value }) =>
        (typeof value === "string" ? unknownFacts(value, facts) : []).map(name => ({
          file,
          line: lineOf(at),
          where: describePath(written, at),
          message: unknownFactMessage(name, facts),
        }))
      )
    : []
  const data = facts && relativePath !== "site.yaml" ? fillAll(written, facts) : written
  const problemAt = ({ path: at, message }: { path: Path; message: string }): ContentProblem => ({
    file,
    line: lineOf(at),
    where: describePath(data, at),
    message,
  })

  const hostileText = textProblems(written, relativePath === "site.yaml").map(problemAt)

  const result = collection.schema.safeParse(data, { reportInput: true })
  const issues = result.success
    ? []
    : result.error.issues.flatMap(issue => describeIssue(issue, collection.schema))
  // A typo (`titel:`) is reported once, as the unknown key with its suggestion, not also as a missing `title`.
  const suggested = new Set(
    issues.flatMap(({ path: at, message }) => {
      const match = /did you mean "([^"]+)"/.exec(message)
      return match ? [JSON.stringify([...at.slice(0, -1), match[1]])] : []
    })
  )
  const schemaProblems = issues
    .filter(
      ({ path: at, message }) => !(message === "is required but missing" && suggested.has(JSON.stringify(at)))
    )
    .map(problemAt)

  const yamlDir = path.dirname(path.join(contentDir, relativePath))
  const inside = ({ src }: { src: string }) => outsideContent(contentDir, yamlDir, src) === undefined
  const frameFolders = valuesIn(data).flatMap(({ path: at, value }) =>
    at.at(-1) === "frames" && typeof value === "string" ? [{ path: at, src: value }] : []
  )
  const outside = [...picturesIn(data), ...frameFolders].flatMap(({ path: at, src }) => {
    const message = outsideContent(contentDir, yamlDir, src)
    return message ? [problemAt({ path: at, message })] : []
  })
  const pictures = picturesIn(data).filter(inside)
  const missingImages = pictures
    .filter(({ src }) => !fs.existsSync(path.resolve(yamlDir, src)))
    .map(({ path: at, src }) =>
      problemAt({
        path: at,
        message: `image file "${src}" does not exist (paths are relative to this YAML file)`,
      })
    )
  const misplaced = misplacedPiecePictures(
    collection.pattern,
    relativePath,
    contentDir,
    yamlDir,
    pictures
  ).map(problemAt)
  const turntables = turntableProblems(data, yamlDir).map(problemAt)
  const pictureUses = [...pictures, ...turntableFrames(data, yamlDir).filter(inside)]
    .filter(({ src }) => {
      const absolutePath = path.resolve(yamlDir, src)
      return fs.existsSync(absolutePath) && fs.statSync(absolutePath).isFile()
    })
    .map(({ path: at, src }) => ({
      absolutePath: path.resolve(yamlDir, src),
      shownAs: src,
      problem: { file, line: lineOf(at), where: describePath(data, at) },
    }))

  const found = linksInDocument(data, collection.schema)
  const links = found.pages.map(link => ({
    ...link,
    line: lineOf(link.path),
    where: describePath(data, link.path),
  }))
  return {
    problems: [
      ...factProblems,
      ...hostileText,
      ...schemaProblems,
      ...found.problems.map(problemAt),
      ...outside,
      ...missingImages,
      ...misplaced,
      ...turntables,
    ],
    links,
    pictures: pictureUses,
    data,
    lineOf,
  }
}

/**
 * Validates every YAML file under `contentDir`, plus the build-time environment
 * overrides: the checks that read text. `checkContent` adds the pictures.
 */
export function validateContent(contentDir: string, env: NodeJS.ProcessEnv = process.env): ContentProblem[] {
  return inspectContent(contentDir, env).problems
}

/**
 * Everything `validateContent` checks, and every picture file the content
 * uses decoded in full: one that cannot be (cut short, empty, a HEIC photo
 * under a .jpg name) is refused where the YAML names it. What
 * `npm run check:content` and the build run.
 */
export async function checkContent(
  contentDir: string,
  env: NodeJS.ProcessEnv = process.env
): Promise<ContentProblem[]> {
  const { problems, pictures, ringSizes } = inspectContent(contentDir, env)
  const verdicts = await unreadablePictures(pictures.map(picture => picture.absolutePath))
  const unreadable = pictures.flatMap(({ absolutePath, shownAs, problem }) => {
    const reason = verdicts.get(absolutePath)
    return reason ? [{ ...problem, message: `image file "${shownAs}" ${reason}` }] : []
  })
  return [...problems, ...unreadable, ...(await ringSizerProblems(contentDir, ringSizes))]
}

/**
 * What the build draws from data, drawn here first: the printable ring sizer, from a table and
 * words that passed their schema. A row or words it cannot hold are refused on their line, with
 * what does not fit, instead of stopping the build with no line.
 */
async function ringSizerProblems(
  contentDir: string,
  ringSizes: RingSizesToDraw | undefined
): Promise<ContentProblem[]> {
  if (!ringSizes) return []
  const { relativePath, inspection, brand } = ringSizes
  const parsed = documents.ringSizes.safeParse(inspection.data)
  if (!parsed.success) return []
  // Loaded only when there is a sizer to draw: PDFKit and its fonts are the build's.
  const { ringSizerProblem } = await import("../outputs/ring-sizer-pdf")
  const problem = await ringSizerProblem(parsed.data, brand)
  if (!problem) return []
  return [
    {
      file: path.join(path.basename(contentDir), relativePath),
      line: inspection.lineOf?.(problem.at),
      where: describePath(inspection.data, problem.at),
      message: problem.message,
    },
  ]
}

/** The ring-size table and the brand it is drawn under, when both passed the checks that read text. */
interface RingSizesToDraw {
  relativePath: string
  inspection: Inspection
  brand: string
}

function inspectContent(
  contentDir: string,
  env: NodeJS.ProcessEnv
): { problems: ContentProblem[]; pictures: PictureUse[]; ringSizes?: RingSizesToDraw } {
  const files = yamlFiles(contentDir)
  const missing = collections
    .filter(c => !c.pattern.includes("*") && !files.includes(c.pattern))
    .map(c => ({ file: path.join(path.basename(contentDir), c.pattern), where: "", message: "is missing" }))
  const facts = factsIn(contentDir)
  const inspected = files.map(relativePath => ({
    relativePath,
    inspection: inspectFile(
      contentDir,
      relativePath,
      fs.readFileSync(path.join(contentDir, relativePath)),
      facts
    ),
  }))
  const perFile = inspected.flatMap(({ inspection }) => inspection.problems)
  // static/ is the content folder's sibling: copied to the site as it is, so held to the same rules.
  const staticDir = path.join(path.dirname(contentDir), "static")
  return {
    problems: [
      ...folderEntryProblems(contentDir, path.basename(contentDir)),
      ...folderEntryProblems(staticDir, "static", { isStatic: true }),
      ...missing,
      ...perFile,
      ...crossFileProblems(contentDir, inspected),
      ...pdpaProblems(
        inspected.flatMap(({ relativePath, inspection: { data, lineOf } }) =>
          lineOf ? [{ relativePath, data, lineOf }] : []
        )
      ).map(({ relativePath, at, line, message }) => ({
        file: path.join(path.basename(contentDir), relativePath),
        line,
        where: at.join(" › "),
        message,
      })),
      ...envOverrides.problems(env),
    ],
    pictures: inspected.flatMap(({ inspection }) => inspection.pictures),
    ringSizes: ringSizesToDraw(inspected, facts),
  }
}

function ringSizesToDraw(
  inspected: { relativePath: string; inspection: Inspection }[],
  facts: Record<string, string> | undefined
): RingSizesToDraw | undefined {
  const table = collections.find(collection => collection.type === "RingSizes")?.pattern
  const found = inspected.find(({ relativePath }) => relativePath === table)
  const brand = facts?.brand
  if (!found || found.inspection.problems.length > 0 || brand === undefined) return undefined
  return { ...found, brand }
}
