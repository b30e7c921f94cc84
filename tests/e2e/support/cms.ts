import { expect } from "@playwright/test"
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { parse } from "yaml"
import { CMS_PROXY_PORT } from "../../../src/content/generate/cms-config"
import { isRecord, valuesIn } from "../../../src/content/content-tree"

/*
 * A throwaway git repository for the CMS test: a clone of this repository with
 * the working tree's content/ laid over it (the build under test was made from
 * the working tree, which may hold uncommitted content), and decap-server in git
 * mode writing to it. decap-server checks out branches and runs `git add .` in
 * the folder it serves, so it must never be pointed at a developer's own copy.
 */

export const root = path.resolve(__dirname, "../../..")

export interface CmsRepo {
  dir: string
  git: (...args: string[]) => string
  /** What decap-server has printed so far. */
  log: () => string
  stop: () => Promise<void>
}

/** Resolves when decap-server says it listens (it logs that from its listen callback), or rejects if it exits first. */
function listening(server: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.exitCode !== null || server.signalCode !== null) {
      reject(new Error(`decap-server exited:\n${log()}`))
      return
    }
    const onData = () => {
      if (!/Proxy Server listening on/.test(log())) return
      server.stdout?.off("data", onData)
      server.off("exit", onExit)
      resolve()
    }
    const onExit = () => reject(new Error(`decap-server exited:\n${log()}`))
    server.stdout?.on("data", onData)
    server.once("exit", onExit)
    onData()
  })
}

export async function startCmsRepo(): Promise<CmsRepo> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"))
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" })
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, dir])
  git("config", "user.name", "CMS test")
  git("config", "user.email", "cms-test@example.invalid")
  // The editorial workflow rebases every branch on "main" (backend.branch in the config).
  git("checkout", "--quiet", "-B", "main")
  // A branch named like a folder of the CMS's (a checkout on branch `cms`) would stop git creating cms/pages/home.
  for (const branch of git("for-each-ref", "--format=%(refname:short)", "refs/heads").split("\n"))
    if (branch && branch !== "main") git("branch", "--quiet", "-D", branch)
  // The working tree's content/ as it stands, files added or removed included. Pictures come with the
  // clone (17 MB): only one the working tree adds is copied.
  const from = path.join(root, "content")
  const to = path.join(dir, "content")
  for (const entry of fs.readdirSync(to))
    if (entry !== "images") fs.rmSync(path.join(to, entry), { recursive: true })
  fs.cpSync(from, to, {
    recursive: true,
    filter: file =>
      !file.includes(`${path.sep}images${path.sep}`) ||
      fs.statSync(file).isDirectory() ||
      !fs.existsSync(path.join(to, path.relative(from, file))),
  })
  git("add", "--all", "content")
  if (git("status", "--porcelain", "content").trim()) git("commit", "--quiet", "-m", "Working tree content")

  let output = ""
  const start = () => {
    output = ""
    const proxy = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
      env: {
        ...process.env,
        MODE: "git",
        GIT_REPO_DIRECTORY: dir,
        PORT: String(CMS_PROXY_PORT),
        BIND_HOST: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    proxy.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    proxy.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    return proxy
  }
  // The built /admin/ names one port for the proxy. Another test run on this machine (a second
  // `npm test` beside this one) may hold it: started again until this one listens there.
  let server = start()
  await expect(async () => {
    if (server.exitCode !== null) server = start()
    await listening(server, () => output)
  }).toPass({ timeout: 300_000 })

  return {
    dir,
    git,
    log: () => output,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise(resolve => server.once("exit", resolve))
        server.kill()
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Polls until `check` passes: decap-server commits after answering the editor's request chain. */
export async function eventually<T>(
  read: () => T,
  check: (value: T) => boolean,
  timeout = 15_000
): Promise<T> {
  let value = read()
  await expect
    .poll(
      () => {
        value = read()
        return check(value)
      },
      { timeout }
    )
    .toBe(true)
  return value
}

/** `npm run check:content` on one branch of the repository, without disturbing decap-server's checkout. */
export function checkContentOf(repo: CmsRepo, branch: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "cms-check-"))
  try {
    const archive = execFileSync("git", ["-C", repo.dir, "archive", branch, "content"], {
      maxBuffer: 512 * 1024 * 1024, // the pictures come along: the check resolves every path
    })
    execFileSync("tar", ["-x", "-C", out], { input: archive })
    return execFileSync(
      process.execPath,
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        "scripts/check-content.ts",
        path.join(out, "content"),
      ],
      { cwd: root, encoding: "utf8" }
    )
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
}

/** Lines added and removed by a diff, without its headers. */
export const changedLines = (diff: string) =>
  diff.split("\n").filter(line => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line))

/** A picture as an editor sees it: which file, at what size. */
export interface Picture {
  file: string
  width: number
  height: number
}

/**
 * The pictures a content file names (every `{ src, alt }`, in order), read
 * from the repository the CMS serves: each file's name, its own size and
 * its SHA-256, by which a picture the CMS shows is recognised.
 */
export async function picturesNamedIn(
  repo: CmsRepo,
  file: string
): Promise<(Picture & { sha256: string })[]> {
  const yamlFile = path.join(repo.dir, "content", file)
  const sources = valuesIn(parse(fs.readFileSync(yamlFile, "utf8")))
    .map(({ value }) => value)
    .filter(
      (value): value is { src: string } => isRecord(value) && typeof value.src === "string" && "alt" in value
    )
    .map(({ src }) => path.resolve(path.dirname(yamlFile), src))
  return Promise.all(
    sources.map(async source => {
      const { width = 0, height = 0 } = await sharp(source).metadata()
      const sha256 = crypto.createHash("sha256").update(fs.readFileSync(source)).digest("hex")
      return { file: path.relative(repo.dir, source), width, height, sha256 }
    })
  )
}
