/**
 * `npm run format:content`: rewrites content/**\/*.yaml in the house YAML style
 * the CMS writes (scripts/cms/house-yaml.ts), so hand edits and CMS edits
 * converge and a CMS pull request shows only the lines it changed.
 * `--check` lists the files that are not in that style and fails instead.
 */
import fs from "node:fs"
import path from "node:path"
import { contentFiles, houseStyle } from "./content-style"

const check = process.argv.includes("--check")
const contentDir = path.resolve(process.argv.slice(2).find(arg => !arg.startsWith("--")) ?? "content")

const differing = contentFiles(contentDir).filter(file => {
  const full = path.join(contentDir, file)
  const source = fs.readFileSync(full, "utf8")
  const written = houseStyle(file, source)
  if (written === source) return false
  if (!check) fs.writeFileSync(full, written)
  return true
})

const where = path.relative(process.cwd(), contentDir) || "."
if (check && differing.length > 0) {
  console.error(`Not in the house YAML style (run npm run format:content):\n  ${differing.join("\n  ")}`)
  process.exit(1)
}
console.log(
  check
    ? `${where}: every YAML file is in the house style`
    : `${where}: ${differing.length} YAML files rewritten`
)
