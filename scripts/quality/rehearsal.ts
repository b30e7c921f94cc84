import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/*
 * What the rehearsals share (owner-rehearsal.ts: the hand-over; editor-rehearsal.ts:
 * the editors' changes): a git copy of this working tree, as the owner's or an
 * editor's clone would be, where content/ is changed, the site built and the
 * checks run, without touching this tree.
 */

export const root = path.resolve(__dirname, "../..")

export interface Copy {
  dir: string
  /** Runs `npm <args>` in the copy, output shown; whether it passed. */
  npm(args: string[], env?: NodeJS.ProcessEnv): boolean
  /** Commits everything in the copy. */
  commit(message: string): void
}

/** Copies the tracked and untracked (not ignored) files into a fresh git repository, sharing node_modules. */
export function copyWorkingTree(prefix: string): Copy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  console.log(`Copying the working tree to ${dir}`)
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root })
    .toString()
    .split("\0")
    .filter(Boolean)
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Rehearsal", "-c", "user.email=rehearsal@localhost", ...args], {
      cwd: dir,
    })
  // A repository of its own, as the owner's would be (the CMS test clones it).
  git("init", "--quiet", "--initial-branch=main")
  git("add", "--all")
  git("commit", "--quiet", "--message", "As it was")
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  return {
    dir,
    npm: (args, env = process.env) =>
      spawnSync("npm", args, { cwd: dir, stdio: "inherit", env }).status === 0,
    commit(message) {
      git("add", "--all")
      git("commit", "--quiet", "--message", message)
    },
  }
}

/** Every file under `dir` a visitor's browser or a crawler could read. */
export function servedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return servedFiles(full)
    return /\.(html|json|js|txt|xml|webmanifest|yml|css|map|svg)$|^_headers$/.test(entry.name) ? [full] : []
  })
}

/** A pseudo-random generator from a seed (mulberry32), so a rehearsal can be repeated exactly. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The seed a rehearsal uses: `--seed <n>` on the command line, else a new one each run (printed). */
export function seedFromArgs(argv = process.argv): number {
  const given = argv.indexOf("--seed")
  const seed = given >= 0 ? Number(argv[given + 1]) : Math.floor(Math.random() * 2 ** 31)
  if (!Number.isInteger(seed)) throw new Error("--seed takes a whole number")
  console.log(`Seed ${seed} (run again with --seed ${seed} to repeat this rehearsal exactly)`)
  return seed
}
