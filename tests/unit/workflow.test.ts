import fs from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"
import { parse } from "yaml"

const root = path.resolve(__dirname, "../..")

/** The packages every file reachable from `entry` imports (relative imports followed, node: built-ins left out). */
function packagesImportedBy(entry: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = fs.readFileSync(file, "utf8")
    for (const [, specifier] of source.matchAll(
      /^(?:import|export)\s(?:[^"']*\sfrom\s)?["']([^"']+)["']/gm
    )) {
      if (specifier.startsWith(".")) {
        const base = path.resolve(path.dirname(file), specifier)
        visit(
          [".ts", ".tsx", "/index.ts"].map(ext => base + ext).find(candidate => fs.existsSync(candidate))!
        )
      } else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
        const [scopeOrName, name] = specifier.split("/")
        packages.add(scopeOrName.startsWith("@") ? `${scopeOrName}/${name}` : scopeOrName)
      }
    }
  }
  visit(entry)
  return packages
}

describe("the pull-request workflow's content job", () => {
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")) as {
    jobs: { content: { steps: { run?: string }[] } }
  }
  const install = workflow.jobs.content.steps
    .map(step => step.run ?? "")
    .find(run => run.includes("--no-save"))

  it("installs exactly the packages the content and launch checks import (plus tsx to run them)", () => {
    const listed = /\[([^\]]+)\]\.map/
      .exec(install ?? "")?.[1]
      .match(/"([^"]+)"/g)
      ?.map(name => name.slice(1, -1))
    const needed = ["scripts/check-content.ts", "scripts/check-launch.ts"].flatMap(script => [
      ...packagesImportedBy(path.join(root, script)),
    ])
    expect(new Set(listed)).toEqual(new Set([...needed, "tsx"]))
  })
})

describe("the production deploy", () => {
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")) as {
    jobs: Record<
      string,
      { outputs?: Record<string, string>; steps: { id?: string; if?: string; run?: string }[] }
    >
  }

  it("refuses, before anything else, while the launch check finds placeholders, unless the owner accepts them", () => {
    const launch = workflow.jobs.content.steps.find(step => step.run?.includes("scripts/check-launch.ts"))
    expect(launch?.id).toBeDefined()
    expect(workflow.jobs.content.outputs?.["launch-ready"]).toBe(`\${{ steps.${launch?.id}.outputs.ready }}`)
    const [gate] = workflow.jobs.deploy.steps
    expect(gate.if).toBe("needs.content.outputs.launch-ready != 'true' && vars.ACCEPT_PLACEHOLDERS != 'true'")
    expect(gate.run).toMatch(/exit 1/)
  })
})
