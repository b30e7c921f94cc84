import vm from "node:vm"
import { gateScript, indexHtml, NO_REPOSITORY } from "../../../scripts/cms/admin-gate"

/*
 * /admin/ opens Decap only when it can work: the config names a GitHub repository, or the page is
 * on this machine and `npm run cms` answers. Otherwise (a copy built without git, say) it says how
 * to name a repository instead of Decap's "The GitHub backend needs a repo". The gate's script
 * runs here against stand-ins for the page's address and its two requests.
 */

const PROXY = "http://127.0.0.1:8081/api/v1"
const SCRIPTS = ["decap-0.0.0/decap-cms.js", "cms.fixture.js"]
const WITH_REPO = "backend:\n  name: github\n  repo: fixture-owner/fixture-site\n  branch: main\n"
const WITHOUT_REPO = "backend:\n  name: github\n  branch: main\nlocal_backend:\n  url: x\n"

async function openAdmin({
  host,
  config,
  proxy,
}: {
  host: string
  config: string
  proxy: "answers" | "down"
}) {
  document.documentElement.innerHTML = indexHtml("gate.js").replace(/^<!doctype html>/, "")
  const asked: string[] = []
  const fetch = (url: string) => {
    asked.push(url)
    if (url === "config.yml") return Promise.resolve({ ok: true, text: () => Promise.resolve(config) })
    return proxy === "answers" ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError("refused"))
  }
  // The gate reads the page's address, fetch and the document as globals: here, stand-ins.
  vm.runInNewContext(gateScript(SCRIPTS, PROXY), { location: { hostname: host }, fetch, document })
  await new Promise(resolve => setTimeout(resolve, 0))
  const loaded = () => [...document.querySelectorAll("script[src]")].map(script => script.getAttribute("src"))
  // Each script is added once the one before it has loaded.
  for (let i = 0; i < SCRIPTS.length; i++) {
    const last = [...document.querySelectorAll<HTMLScriptElement>("script[src]")].at(-1)
    if (last && SCRIPTS.includes(last.getAttribute("src") ?? "")) last.onload?.(new Event("load"))
  }
  const notice = document.getElementById("no-repository")
  return {
    asked,
    loaded: loaded().filter(src => SCRIPTS.includes(src ?? "")),
    noticeShown: notice?.hidden === false,
  }
}

describe("the admin page's gate", () => {
  it("opens Decap on a deployed site whose config names the repository, without asking the local proxy", async () => {
    const opened = await openAdmin({ host: "atelier.example", config: WITH_REPO, proxy: "down" })
    expect(opened).toEqual({ asked: ["config.yml"], loaded: SCRIPTS, noticeShown: false })
  })

  it("says how to name a repository on a deployed site whose config names none, and loads nothing of Decap", async () => {
    const opened = await openAdmin({ host: "atelier.example", config: WITHOUT_REPO, proxy: "answers" })
    expect(opened).toEqual({ asked: ["config.yml"], loaded: [], noticeShown: true })
    const notice = document.getElementById("no-repository")
    expect(notice?.querySelector("h1")?.textContent).toBe(NO_REPOSITORY.heading)
    expect(notice?.textContent).toContain("GITHUB_REPOSITORY=owner/name npm run build")
    expect(notice?.textContent).toContain("git remote add origin")
    expect(notice?.textContent).toContain("npm run cms")
    expect(document.body.textContent).not.toMatch(/needs a repo/)
  })

  it("opens Decap on this machine when npm run cms answers, though the config names no repository", async () => {
    const opened = await openAdmin({ host: "localhost", config: WITHOUT_REPO, proxy: "answers" })
    expect(opened).toEqual({ asked: ["config.yml", PROXY], loaded: SCRIPTS, noticeShown: false })
  })

  it("says how to name one on this machine when npm run cms is not running", async () => {
    const opened = await openAdmin({ host: "127.0.0.1", config: WITHOUT_REPO, proxy: "down" })
    expect(opened).toEqual({ asked: ["config.yml", PROXY], loaded: [], noticeShown: true })
  })
})
