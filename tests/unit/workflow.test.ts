import fs from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"
import { parse } from "yaml"
import { envOverrides } from "../../src/content/env-overrides"

const root = path.resolve(__dirname, "../..")

/** The packages every file reachable from `entry` imports (relative imports followed, node: built-ins left out). */
function packagesImportedBy(entry: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = fs.readFileSync(file, "utf8")
    // A package found at run time from its folder (the build's YAML reader: src/content/build-reading.ts).
    for (const [, name] of source.matchAll(/resolve\("([^"]+)\/package\.json"\)/g)) packages.add(name)
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

describe("the owner's pixel ids in CI", () => {
  const source = fs.readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")
  const workflow = parse(source) as {
    jobs: Record<
      string,
      { env?: Record<string, string>; steps: { run?: string; env?: Record<string, string> }[] }
    >
  }
  const script = fs.readFileSync(path.join(root, ".github/pixel-ids.sh"), "utf8")
  // Where the owner reads which repository variables to set (the README links it).
  const goingLive = fs.readFileSync(path.join(root, "docs/going-live.md"), "utf8")
  const pixelVariables = envOverrides.variables.filter(variable => variable.endsWith("_PIXEL_ID"))

  it("are the repository variables docs/going-live.md names, passed under the names the build reads", () => {
    const named = goingLive
      .split("\n\n")
      .filter(paragraph => /repository variables?/.test(paragraph))
      .flatMap(paragraph => paragraph.match(/GATSBY_\w+_PIXEL_ID/g) ?? [])
    expect(new Set(named)).toEqual(new Set(pixelVariables))
    for (const variable of pixelVariables) {
      // The script exports each under the build's own name, and only when it is set.
      expect(script).toMatch(new RegExp(`if \\[ -n "\\$\\{(\\w+):-\\}" \\]; then echo "${variable}=\\$\\1"`))
    }
  })

  it("reach the build that is tested and deployed, and the launch check, when set", () => {
    for (const job of ["test", "content"]) {
      const step = workflow.jobs[job].steps.find(candidate => candidate.run?.includes(".github/pixel-ids.sh"))
      expect(step?.env && Object.values(step.env).sort()).toEqual(
        pixelVariables.map(variable => `\${{ vars.${variable} }}`).sort()
      )
      for (const given of Object.keys(step?.env ?? {})) expect(script).toContain(`"\${${given}:-}"`)
    }
    const steps = workflow.jobs.test.steps.map(step => step.run ?? "")
    const exported = steps.findIndex(run => run.includes(".github/pixel-ids.sh"))
    expect(exported).toBeGreaterThanOrEqual(0)
    expect(exported).toBeLessThan(steps.findIndex(run => run === "npm test"))
  })
})

describe("the editor rehearsal in CI", () => {
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")) as {
    jobs: Record<
      string,
      { if?: string; needs?: string[]; env?: Record<string, string>; steps: { run?: string; if?: string }[] }
    >
  }
  const job = workflow.jobs["editor-rehearsal"]

  it("runs npm run rehearse:editor on pull requests that change src/, tests/ or scripts/", () => {
    expect(job.if).toBe("github.event_name == 'pull_request'")
    const filter = job.steps.find(step => step.run?.includes("git diff --name-only"))
    expect(filter?.run).toContain("^(src|tests|scripts)/")
    const rehearsal = job.steps.find(step => step.run === "npm run rehearse:editor")
    expect(rehearsal?.if).toBe("steps.changed.outputs.code == 'true'")
  })

  it("runs beside the other jobs, with the test job's browser, and holds up no deploy", () => {
    expect(job.needs).toBeUndefined()
    expect(job.env?.CHROME_PATH).toBe(workflow.jobs.test.env?.CHROME_PATH)
    for (const other of Object.values(workflow.jobs))
      expect(other.needs ?? []).not.toContain("editor-rehearsal")
  })
})
