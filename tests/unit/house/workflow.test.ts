import fs from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"
import { parse } from "yaml"
import { envOverrides } from "../../../src/content/env-overrides"

const root = path.resolve(__dirname, "../../..")

/** The packages every file reachable from `entry` imports (relative imports followed, node: built-ins left out). */
function packagesImportedBy(entry: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = fs.readFileSync(file, "utf8")
    // A package found at run time from its folder (the build's YAML reader: src/content/build-reading.ts).
    for (const [, name] of source.matchAll(/resolve\("([^"]+)\/package\.json"\)/g)) packages.add(name)
    // A file read from a package's folder (a font the ring sizer draws with: src/theme/font-files.ts).
    for (const [, name] of source.matchAll(/"node_modules\/((?:@[^/"]+\/)?[^/"]+)\//g)) packages.add(name)
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s(?:[^"']*\sfrom\s)?["']([^"']+)["']/gm),
      // Loaded when needed (the ring sizer, which only a table with sizes needs).
      ...source.matchAll(/\bimport\(["']([^"']+)["']\)/g),
    ].map(([, specifier]) => specifier)
    for (const specifier of specifiers) {
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

  it("reach the build that is tested and deployed, the browser tests that expect them, and the launch check, when set", () => {
    for (const job of ["build", "browser", "content"]) {
      const step = workflow.jobs[job].steps.find(candidate => candidate.run?.includes(".github/pixel-ids.sh"))
      expect(step?.env && Object.values(step.env).sort()).toEqual(
        pixelVariables.map(variable => `\${{ vars.${variable} }}`).sort()
      )
      for (const given of Object.keys(step?.env ?? {})) expect(script).toContain(`"\${${given}:-}"`)
    }
    for (const [job, command] of [
      ["build", "npm run build"],
      ["browser", "npx playwright test"],
    ]) {
      const steps = workflow.jobs[job].steps.map(step => step.run ?? "")
      const exported = steps.findIndex(run => run.includes(".github/pixel-ids.sh"))
      expect(exported).toBeGreaterThanOrEqual(0)
      expect(exported).toBeLessThan(steps.findIndex(run => run.startsWith(command)))
    }
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

  it("runs beside the other jobs, with the browser tests' browser, and holds up no deploy", () => {
    expect(job.needs).toBeUndefined()
    expect(job.env?.CHROME_PATH).toBe(workflow.jobs.browser.env?.CHROME_PATH)
    for (const other of Object.values(workflow.jobs))
      expect(other.needs ?? []).not.toContain("editor-rehearsal")
  })
})

describe("the jobs' graph: the preview first, the checks beside it, the deploy after all of them", () => {
  interface Job {
    needs?: string | string[]
    if?: string
    strategy?: { matrix?: { shard?: number[] } }
    steps: { uses?: string; run?: string; with?: Record<string, unknown> }[]
  }
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")) as {
    jobs: Record<string, Job>
  }
  const { jobs } = workflow
  const needs = (job: Job) => [job.needs ?? []].flat()
  const runs = (job: Job) => job.steps.map(step => step.run ?? "").join("\n")
  const downloadsTheBuild = (job: Job) =>
    job.steps.some(step => step.uses?.startsWith("actions/download-artifact") && step.with?.name === "site")
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>
  }
  /** The jobs that check something: all but the preview and the deploy. */
  const checks = Object.keys(jobs).filter(name => !["preview", "deploy"].includes(name))

  it("builds once, and uploads that public/ for the preview, the checks and the deploy", () => {
    const builds = Object.entries(jobs).filter(([, job]) => /npm run build(\s|$)/.test(runs(job)))
    expect(builds.map(([name]) => name)).toEqual(["build"])
    expect(
      jobs.build.steps.some(
        step => step.uses?.startsWith("actions/upload-artifact") && step.with?.name === "site"
      )
    ).toBe(true)
  })

  it("deploys a pull request's preview once the content check and the build pass, waiting for no other check", () => {
    expect(new Set(needs(jobs.preview))).toEqual(new Set(["content", "build"]))
    expect(downloadsTheBuild(jobs.preview)).toBe(true)
  })

  it("runs the browser tests in shards and Lighthouse in a job of its own, over the build's public/", () => {
    const shards = jobs.browser.strategy?.matrix?.shard ?? []
    expect(shards.length).toBeGreaterThan(1)
    expect(runs(jobs.browser)).toContain(`npx playwright test --shard=\${{ matrix.shard }}/${shards.length}`)
    expect(runs(jobs.lighthouse)).toContain("npm run check:lighthouse")
    for (const name of ["served", "browser", "lighthouse"]) {
      expect(needs(jobs[name])).toEqual(["build"])
      expect(downloadsTheBuild(jobs[name])).toBe(true)
    }
  })

  it("runs every part of npm test somewhere, the static checks beside the build", () => {
    // Each part of `npm test`, as a job runs it.
    const commandFor: Record<string, string> = {
      "npm run check:content": "tsx scripts/check-content.ts",
      // the static checks beside the owner's build: two jobs there, side by side
      "run-p --aggregate-output --print-label test:static build:owner": "npm run test:static",
      "npm run check:owner": "npm run test:owner",
      "npm run build": "npm run build",
      "npm run test:served": "npm run test:served",
      "npm run test:e2e": "npx playwright test",
      "npm run test:engines": "npm run test:engines",
    }
    expect(pkg.scripts.test.split(" && ")).toEqual(Object.keys(commandFor))
    const everywhere = Object.values(jobs).map(runs).join("\n")
    for (const command of Object.values(commandFor)) expect(everywhere).toContain(command)
    expect(needs(jobs.static)).toEqual([])
  })

  it("deploys to production only after every check has passed", () => {
    expect(new Set(needs(jobs.deploy))).toEqual(new Set(checks.filter(name => name !== "editor-rehearsal")))
    expect(downloadsTheBuild(jobs.deploy)).toBe(true)
  })
})
