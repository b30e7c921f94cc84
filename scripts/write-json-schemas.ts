/**
 * `npm run schemas`: writes src/content/json-schema/*.schema.json and the
 * VS Code mapping, so the YAML extension autocompletes and flags errors as
 * an editor types. A unit test fails if the committed files are stale.
 */
import fs from "node:fs"
import path from "node:path"
import { jsonSchemas } from "../src/content/json-schema"

const outDir = path.resolve("src/content/json-schema")
fs.mkdirSync(outDir, { recursive: true })

const mapping: Record<string, string> = {}
for (const { file, pattern, schema } of jsonSchemas()) {
  fs.writeFileSync(path.join(outDir, file), `${JSON.stringify(schema, null, 2)}\n`)
  mapping[`./src/content/json-schema/${file}`] = `content/${pattern}`
}

const settingsFile = path.resolve(".vscode/settings.json")
const settings = (
  fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {}
) as Record<string, unknown>
fs.mkdirSync(path.dirname(settingsFile), { recursive: true })
fs.writeFileSync(settingsFile, `${JSON.stringify({ ...settings, "yaml.schemas": mapping }, null, 2)}\n`)
console.log(`Wrote ${Object.keys(mapping).length} JSON Schemas to ${path.relative(process.cwd(), outDir)}/`)
