import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { REPO_IN_CONFIG } from "../../../scripts/cms/admin-gate"
import { writeCmsConfig } from "../../../scripts/cms/build-admin"
import { cmsDeployment } from "../../../scripts/cms/deployment"

/*
 * The admin page's gate (admin-gate.test.tsx) reads the served config.yml for a repository: it
 * finds one exactly when build-admin.ts has written one.
 */

const served = (env: Record<string, string>, origin?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-config-"))
  try {
    writeCmsConfig(
      dir,
      cmsDeployment(env, () => origin)
    )
    return fs.readFileSync(path.join(dir, "config.yml"), "utf8")
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

it.each([
  ["GITHUB_REPOSITORY", { GITHUB_REPOSITORY: "fixture-owner/fixture-site" }, undefined, true],
  ["a GitHub origin remote", {}, "git@github.com:fixture-owner/fixture-site.git", true],
  [
    "an OAuth proxy as well",
    { GITHUB_REPOSITORY: "fixture-owner/fixture-site", CMS_OAUTH_BASE_URL: "https://auth.example" },
    undefined,
    true,
  ],
  ["nothing (a copy without git)", {}, undefined, false],
  ["a remote that is not on GitHub", {}, "https://git.example/fixture.git", false],
])("with %s, the gate finds a repository in the config: %s", (_, env, origin, found) => {
  expect(REPO_IN_CONFIG.test(served(env, origin))).toBe(found)
})
