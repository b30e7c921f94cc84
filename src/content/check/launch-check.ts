import fs from "node:fs"
import path from "node:path"
import { isMap, isNode, isScalar } from "yaml"
import { collectionFor } from "../schema/collections"
import { parseContentYaml } from "../content-yaml"
import { valuesIn, isRecord, type Path } from "../content-tree"
import type { ContentProblem } from "./problems"
import { yamlFiles } from "./validate"

/*
 * What still stands in for the business before the site goes live: facts
 * that hold the sample values the site was built with (site.yaml's
 * `sampleFacts`), unset pixel ids, sample stories (`sample: true`) and
 * promises the business has not confirmed (`confirmed: false`). The marks
 * live in the content, so the CMS shows them and the owner clears them there.
 */

/** A pixel id the build may also take from its environment (see env-overrides.ts). */
const PIXELS = [
  { key: "metaPixelId", variable: "GATSBY_META_PIXEL_ID", label: "Meta pixel" },
  { key: "tiktokPixelId", variable: "GATSBY_TIKTOK_PIXEL_ID", label: "TikTok pixel" },
] as const

/** A list entry's name for a person reading the list: its title, heading or id. */
const nameOf = (value: unknown) =>
  isRecord(value) ? [value.title, value.heading, value.id].find(name => typeof name === "string") : undefined

/** The value as the list shows it: its first piece of text (a phone's display form, a street). */
function shown(value: unknown): string {
  const text = valuesIn(value).find(({ value }) => typeof value === "string" || typeof value === "number")
  return text ? ` "${String(text.value)}"` : ""
}

function placeholdersIn(contentDir: string, file: string, env: NodeJS.ProcessEnv): ContentProblem[] {
  const parsed = parseContentYaml(fs.readFileSync(path.join(contentDir, file)))
  // A file that does not parse is the content check's to report.
  if (!parsed.ok) return []
  const { doc, lines, data } = parsed
  // The line of the key itself ("phone:"), not of the value it holds on the lines below.
  const lineOf = (at: Path) => {
    const parent: unknown = at.length > 1 ? doc.getIn(at.slice(0, -1), true) : doc.contents
    const pair = isMap(parent)
      ? parent.items.find(item => isScalar(item.key) && item.key.value === at.at(-1))
      : undefined
    const node: unknown = pair?.key ?? doc.getIn(at, true)
    return isNode(node) && node.range ? lines.linePos(node.range[0]).line : undefined
  }
  const where = `content/${file}`
  const found: ContentProblem[] = []

  if (file === "site.yaml" && isRecord(data)) {
    const sample = Array.isArray(data.sampleFacts) ? data.sampleFacts : []
    for (const fact of sample.filter((fact): fact is string => typeof fact === "string"))
      found.push({
        file: where,
        line: lineOf([fact]) ?? lineOf(["sampleFacts"]),
        where: fact,
        message:
          fact in data
            ? `still the sample value${shown(data[fact])}; put in the business's own, then take it off sampleFacts`
            : // An optional one the owner took out (booking, say): nothing of the sample's is left.
              "no longer set, so nothing of the sample's is left: take it off sampleFacts",
      })
    const tracking = isRecord(data.tracking) ? data.tracking : {}
    for (const { key, variable, label } of PIXELS)
      if (!tracking[key] && !env[variable])
        found.push({
          file: where,
          line: lineOf(["tracking", key]),
          where: `tracking › ${key}`,
          message: `no ${label} id: set it here or as ${variable}, or accept running without it`,
        })
  }

  for (const { path: at, value } of valuesIn(data)) {
    if (!isRecord(value)) continue
    const name = nameOf(value)
    const label = [...at.filter(key => typeof key === "string"), ...(name ? [`"${name}"`] : [])].join(" › ")
    if (value.sample === true)
      found.push({
        file: where,
        line: lineOf([...at, "sample"]),
        where: label,
        message:
          at.length === 0
            ? // A whole file marked: a sample piece of work (content/commissions/).
              "a sample piece, not the atelier's own work; replace it with a real commission or remove the file"
            : "a sample story, not a client's; replace it with a real one or remove it",
      })
    if (value.confirmed === false)
      found.push({
        file: where,
        line: lineOf([...at, "confirmed"]),
        where: label,
        message:
          typeof value.low === "number"
            ? "a price band the business has not yet confirmed; confirm its figures, then tick confirmed"
            : Array.isArray(value.settings)
              ? "the ring designer's prices, not yet confirmed by the business; confirm every figure, then tick confirmed"
              : "not yet confirmed by the business; confirm the wording, then tick confirmed",
      })
  }
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
}

/** Every placeholder still in the content, top to bottom, file by file. */
export function launchPlaceholders(
  contentDir = path.resolve("content"),
  env: NodeJS.ProcessEnv = process.env
): ContentProblem[] {
  return yamlFiles(contentDir)
    .filter(file => collectionFor(file))
    .flatMap(file => placeholdersIn(contentDir, file, env))
}
