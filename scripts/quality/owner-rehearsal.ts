/**
 * `npm run rehearse:owner [-- --test]`: the hand-over, rehearsed. In a copy of
 * this working tree, replaces every business fact in content/site.yaml with
 * another atelier's (as the owner's first pull request will) and takes out
 * the sample's booking setting (an atelier that does not book online), builds,
 * and lists every trace of the old facts, and of booking, left in public/ (the
 * CMS's own bundle aside). With --test it then runs `npm test` in the copy. Exit code 1 on
 * any trace or failure. Slow (a full build, and the whole suite with --test):
 * run by hand before a hand-over, not in CI.
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"
import { escapeRegExp as escape } from "../../src/content/escape-reg-exp"
import { readContent } from "../../src/content/read-content"
import { houseStyle } from "../cms/content-style"

const root = path.resolve(__dirname, "../..")
const old = readContent("site.yaml", path.join(root, "content"))

/** Another atelier, every fact different from the sample's. */
const owner: [path: (string | number)[], value: unknown][] = [
  [["name"], "Maison Aurel"],
  [["legalName"], "Aurel Jewellery Pte. Ltd."],
  [["madeIn"], "Penang"],
  [["siteUrl"], "https://www.maisonaurel.com"],
  [["phone", "display"], "+65 6777 8899"],
  [["phone", "e164"], "+6567778899"],
  [["email"], "studio@maisonaurel.com"],
  [["whatsapp", "number"], "+6587654321"],
  [["address", "streetAddress"], "3 Ann Siang Hill, #01-01"],
  [["address", "postalCode"], "069784"],
  [["contactForm", "tallyFormId"], "nW8xYz"],
  [["dataProtectionOfficer", "name"], "Lucien Aurel"],
  [["dataProtectionOfficer", "email"], "privacy@maisonaurel.com"],
  [["copyrightYear"], 2026],
  ...old.social.map((profile, index): [(string | number)[], unknown] => [
    ["social", index, "url"],
    `https://www.${profile.network}.com/${profile.network === "tiktok" ? "@" : ""}maisonaurel`,
  ]),
]

const traces: { fact: string; pattern: RegExp }[] = [
  { fact: "brand", pattern: new RegExp(`\\b${escape(old.name)}\\b`, "i") },
  { fact: "legal name", pattern: new RegExp(escape(old.legalName)) },
  { fact: "phone", pattern: new RegExp(escape(old.phone.display).replace(/ /g, "[\\s\\u00a0]")) },
  { fact: "phone digits", pattern: new RegExp(old.phone.e164.replace(/\D/g, "")) },
  { fact: "WhatsApp digits", pattern: new RegExp(old.whatsapp.number.replace(/\D/g, "")) },
  { fact: "email", pattern: new RegExp(escape(old.email)) },
  { fact: "Data Protection Officer", pattern: new RegExp(escape(old.dataProtectionOfficer.name)) },
  { fact: "Data Protection Officer's email", pattern: new RegExp(escape(old.dataProtectionOfficer.email)) },
  { fact: "street", pattern: new RegExp(escape(old.address.streetAddress.split(",")[0])) },
  { fact: "postal code", pattern: new RegExp(`\\b${old.address.postalCode}\\b`) },
  { fact: "form id", pattern: new RegExp(`\\b${escape(old.contactForm.tallyFormId)}\\b`) },
  { fact: "domain", pattern: new RegExp(escape(new URL(old.siteUrl).hostname.replace(/^www\./, ""))) },
  { fact: "copyright year", pattern: new RegExp(`© ${old.copyrightYear}\\b`) },
]
/**
 * With booking taken out, nothing of it may reach a visitor: not in a page, a policy or the code that
 * runs. The CMS still offers the setting, and source maps carry the comments of shared modules.
 */
const bookingTraces = (file: string) =>
  file.includes(`${path.sep}admin${path.sep}`) || file.endsWith(".map")
    ? []
    : [
        { fact: "booking provider", pattern: /calendly/i },
        ...(file.endsWith(".js") ? [{ fact: "booking code", pattern: /booking/i }] : []),
      ]

const copy = fs.mkdtempSync(path.join(os.tmpdir(), "owner-rehearsal-"))
console.log(`Copying the working tree to ${copy}`)
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root })
  .toString()
  .split("\0")
  .filter(Boolean)
// Not this script: it spells the other atelier's facts, which the copy's guard test would then refuse.
const self = path.relative(root, __filename)
for (const file of tracked) {
  if (file === self || !fs.existsSync(path.join(root, file))) continue
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
  fs.copyFileSync(path.join(root, file), path.join(copy, file))
}

const sitePath = path.join(copy, "content/site.yaml")
const doc = parseDocument(fs.readFileSync(sitePath, "utf8"))
for (const [at, value] of owner) doc.setIn(at, value)
doc.deleteIn(["booking"])
// As the CMS (or npm run format:content) would write it.
fs.writeFileSync(sitePath, houseStyle("site.yaml", doc.toString()))

// A repository of its own, as the owner's would be (the CMS test clones it).
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@localhost", ...args], { cwd: copy })
git("init", "--quiet", "--initial-branch=main")
git("add", "--all")
git("commit", "--quiet", "--message", "The owner's facts")
fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"))

const run = (args: string[]) => spawnSync("npm", args, { cwd: copy, stdio: "inherit" }).status === 0
if (!run(["run", "build"])) process.exit(1)

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.(html|json|js|txt|xml|webmanifest|yml|css|map|svg)$|^_headers$/.test(entry.name) ? [full] : []
  })
}
const found = files(path.join(copy, "public"))
  // Decap's own bundle is the CMS's code, not the site's.
  .filter(file => !/admin\/decap-cms[^/]*\.js(\.map)?$/.test(file))
  .flatMap(file => {
    const text = fs.readFileSync(file, "utf8")
    return [...traces, ...bookingTraces(file)]
      .filter(({ pattern }) => pattern.test(text))
      .map(({ fact }) => `${path.relative(copy, file)}: the old ${fact}`)
  })
console.log(
  found.length === 0
    ? `No trace of the old facts or of booking in public/ (${files(path.join(copy, "public")).length} files read).`
    : `${found.length} traces of the old facts or of booking in public/:\n  ${found.join("\n  ")}`
)
if (found.length > 0) process.exitCode = 1
if (process.argv.includes("--test") && !run(["test"])) process.exitCode = 1
