/**
 * `npm run cms`: the CMS on this machine, no GitHub account needed. Builds the
 * admin page, serves it at http://localhost:9000/admin/ (loopback only, to requests naming
 * localhost or 127.0.0.1: see loopback-guard.ts) and starts decap-server
 * in git mode on a clone of this repository (CMS_REPO, by default a folder
 * beside this one), where each save becomes a commit on a cms/... branch.
 * decap-server checks out branches and runs `git add .` in the repository it
 * serves, so it gets a clone: your own working tree is never touched.
 * `-- --here` points it at this repository instead, after a warning.
 */
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { CMS_PROXY_PORT } from "../../src/content/generate/cms-config"
import { startStaticServer } from "../quality/static-server"
import { buildAdmin } from "./build-admin"
import { LOOPBACK_NAMES, freeLoopbackPort, startLoopbackGuard } from "./loopback-guard"

const root = path.resolve(__dirname, "../..")
const here = process.argv.includes("--here")
const repo = here ? root : path.resolve(process.env.CMS_REPO ?? `${root}-cms`)
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim()

if (here) {
  console.warn(
    "WARNING: decap-server will check out branches and commit with `git add .` in THIS working tree.\n" +
      "Every untracked file would land in the CMS's commits. Commit or stash your work first."
  )
} else if (!fs.existsSync(repo)) {
  execFileSync("git", ["clone", "--quiet", root, repo], { stdio: "inherit" })
  console.log(`Cloned this repository to ${repo}`)
} else {
  console.log(`Using the clone at ${repo}; bring it up to date with: git -C ${repo} pull`)
}
try {
  git("config", "user.email")
} catch {
  git("config", "user.name", os.userInfo().username)
  git("config", "user.email", `${os.userInfo().username}@localhost`)
}

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-"))
// No login: loopback only, and only requests made to this machine by name (loopback-guard.ts).
void buildAdmin(path.join(siteDir, "admin"))
  .then(() =>
    startStaticServer({ dir: siteDir, port: 9000, host: "127.0.0.1", allowedHosts: [...LOOPBACK_NAMES] })
  )
  .then(() => freeLoopbackPort())
  .then(async behindGuard => {
    const server = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
      env: {
        ...process.env,
        MODE: "git",
        GIT_REPO_DIRECTORY: repo,
        PORT: String(behindGuard),
        BIND_HOST: "127.0.0.1",
      },
      stdio: "inherit",
    })
    await startLoopbackGuard(CMS_PROXY_PORT, behindGuard)
    console.log(
      "Open http://localhost:9000/admin/ and choose Login. Each saved entry is a branch cms/<collection>/<entry>\n" +
        `in ${repo}; push one for review with: git -C ${repo} push origin cms/pages/home (Ctrl+C to stop)`
    )
    const stop = () => {
      server.kill()
      fs.rmSync(siteDir, { recursive: true, force: true })
      process.exit(0)
    }
    process.on("SIGINT", stop)
    process.on("SIGTERM", stop)
  })
