/**
 * `npm run build:checked`, the build `npm test` runs: proves that every build
 * variable (src/content/env-overrides.ts) reaches the pages on a warm rebuild,
 * in both directions, then leaves public/ as an ordinary build.
 *
 *   1. a build with every variable set to a test value, over a cache whose last
 *      build had none of them: each value must be in the static-query data and
 *      in the HTML (unset → set);
 *   2. `npm run build` with the environment as it is (the build CI tests and
 *      deploys), keeping that cache: no test value may be left anywhere in the
 *      pages, and the configured ones must be back (set → unset).
 *
 * Gatsby re-runs a cached query only when a node it read has changed; a
 * setting that bypasses the nodes would survive step 2 (as the Meta pixel id
 * once did). With no cache at all, an ordinary build runs first, so that both
 * steps are warm rebuilds.
 */
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { envOverrides, type Overrides } from "../../src/content/env-overrides"
import { parse } from "yaml"
import { factValues, fillFacts } from "../../src/content/facts"
import { readContent } from "../../src/content/read-content"
import { thirdParties } from "../../src/node/content-security-policy"
import { htmlFiles } from "../../src/node/html-files"

const root = path.resolve(__dirname, "../..")
const publicDir = path.join(root, "public")
const staticQueries = path.join(publicDir, "page-data/sq/d")

// Well-formed for the validator, and unlike any id an owner would configure.
const testValues = {
  GATSBY_META_PIXEL_ID: "900000000000009",
  GATSBY_TIKTOK_PIXEL_ID: "CWARMREBUILD9",
  GATSBY_TALLY_FORM_ID: "wWarm9",
} satisfies Record<(typeof envOverrides.variables)[number], string>

function build(label: string, command: string[], env: NodeJS.ProcessEnv): void {
  const started = Date.now()
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
  console.log(`warm-rebuild: ${label} took ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** What the pages get: the static-query data, and every page's HTML. */
async function built(): Promise<{ data: string; html: string }> {
  const data = fs.existsSync(staticQueries)
    ? fs
        .readdirSync(staticQueries)
        .map(file => fs.readFileSync(path.join(staticQueries, file), "utf8"))
        .join("\n")
    : ""
  const html = fs.existsSync(publicDir)
    ? (await htmlFiles(publicDir)).map(file => fs.readFileSync(file, "utf8")).join("\n")
    : ""
  return { data, html }
}

const ambient = (): NodeJS.ProcessEnv => ({ ...process.env })
const withTestValues = (): NodeJS.ProcessEnv => ({ ...process.env, ...testValues })
const gatsbyBuild = [path.join(root, "node_modules/.bin/gatsby"), "build"]
const npmBuild = ["npm", "run", "build"]

async function main(): Promise<void> {
  const site = readContent("site.yaml")
  const configured: Overrides = {
    GATSBY_META_PIXEL_ID: site.tracking.metaPixelId ?? null,
    GATSBY_TIKTOK_PIXEL_ID: site.tracking.tiktokPixelId ?? null,
    GATSBY_TALLY_FORM_ID: site.contactForm.tallyFormId,
    ...envOverrides.from(ambient()),
  }
  for (const [variable, value] of Object.entries(testValues))
    assert.notEqual(configured[variable as keyof Overrides], value, `${variable}'s test value is configured`)
  // The consent notice's words name the pixels the build runs ({pixels}), so they follow the variables too.
  const written = parse(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as {
    consent: { message: string }
  }
  const consentWith = (metaPixelId: string | null, tiktokPixelId: string | null) =>
    JSON.stringify(
      fillFacts(written.consent.message, factValues({ ...site, tracking: { metaPixelId, tiktokPixelId } }))
    )

  const before = await built()
  const warm = fs.existsSync(path.join(root, ".cache")) && before.data !== ""
  if (!warm || Object.values(testValues).some(value => before.data.includes(value)))
    build("an ordinary build first (no cache, or one left with the test values)", gatsbyBuild, ambient())

  build("1. build with every variable set", gatsbyBuild, withTestValues())
  const first = await built()
  for (const [variable, value] of Object.entries(testValues)) {
    assert.ok(first.data.includes(value), `${variable}=${value} is not in the static-query data`)
  }
  assert.ok(first.html.includes(testValues.GATSBY_TALLY_FORM_ID), "the test form id is not in the HTML")
  const bothPixels = consentWith(testValues.GATSBY_META_PIXEL_ID, testValues.GATSBY_TIKTOK_PIXEL_ID)
  assert.ok(first.data.includes(bothPixels), `the consent notice does not read ${bothPixels}`)
  // The pixels' hosts in the pages' Content-Security-Policy: the HTML knows which pixels run.
  for (const host of [...thirdParties.meta.script, ...thirdParties.tiktok.script])
    assert.ok(first.html.includes(host), `${host} is not allowed by the HTML's policy with its pixel set`)

  build("2. npm run build as configured", npmBuild, ambient())
  const second = await built()
  for (const [variable, value] of Object.entries(testValues)) {
    assert.ok(!second.data.includes(value), `${variable}=${value} is still in the static-query data`)
    assert.ok(!second.html.includes(value), `${variable}=${value} is still in the HTML`)
  }
  const asConfigured = consentWith(
    configured.GATSBY_META_PIXEL_ID ?? null,
    configured.GATSBY_TIKTOK_PIXEL_ID ?? null
  )
  assert.ok(second.data.includes(asConfigured), `the consent notice does not read ${asConfigured} again`)
  const formId = configured.GATSBY_TALLY_FORM_ID
  assert.ok(formId && second.html.includes(formId), "the configured form id is not back in the HTML")
  for (const [variable, hosts] of [
    ["GATSBY_META_PIXEL_ID", thirdParties.meta.script],
    ["GATSBY_TIKTOK_PIXEL_ID", thirdParties.tiktok.script],
  ] as const) {
    const id = configured[variable]
    if (id) assert.ok(second.data.includes(id), `${variable}: the configured ${id} is not back`)
    else
      for (const host of hosts)
        assert.ok(!second.html.includes(host), `${host} is still allowed with ${variable} unset`)
  }
  console.log("warm-rebuild: every build variable reached the pages on a warm rebuild, set and unset")
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
