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

  it("installs exactly the packages the content check imports (plus tsx to run it)", () => {
    const listed = /\[([^\]]+)\]\.map/
      .exec(install ?? "")?.[1]
      .match(/"([^"]+)"/g)
      ?.map(name => name.slice(1, -1))
    const needed = packagesImportedBy(path.join(root, "scripts/check-content.ts"))
    expect(new Set(listed)).toEqual(new Set([...needed, "tsx"]))
  })
})
