/**
 * `npm run schemas`: writes src/content/json-schema/*.schema.json and the
 * VS Code mapping, so the YAML extension autocompletes and flags errors as
 * an editor types, and the CMS's config (admin/config.yml), so its forms ask
 * for the same. Unit tests fail if the committed files are stale.
 */
import fs from "node:fs"
import path from "node:path"
import { format, resolveConfig } from "prettier"
import { stringify } from "yaml"
import { CMS_CONFIG_FILE, cmsConfig } from "../src/content/generate/cms-config"
import { jsonSchemas } from "../src/content/generate/json-schema"

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

const cmsConfigFile = path.resolve(CMS_CONFIG_FILE)
const cmsYaml = `# Generated from the Zod schemas in src/content/ by npm run schemas: edit those, not this.\n${stringify(
  cmsConfig(),
  { lineWidth: 0 }
)}`
void resolveConfig(cmsConfigFile)
  .then(options => format(cmsYaml, { ...options, filepath: cmsConfigFile }))
  .then(formatted => {
    fs.mkdirSync(path.dirname(cmsConfigFile), { recursive: true })
    fs.writeFileSync(cmsConfigFile, formatted)
    console.log(`Wrote the CMS config to ${CMS_CONFIG_FILE}`)
  })
