/**
 * `npm run rehearse:owner [-- --test]`: the hand-over, rehearsed. In a copy of
 * this working tree, replaces every business fact in content/site.yaml with
 * another atelier's, made at run time from the current facts so that they can
 * never be the owner's own (as the owner's first pull request will), sets both
 * pixels' ids in the consent mode the site ships with (the owner's first go-live
 * step; the editor rehearsal sets them with opt-in), takes out the sample's
 * booking setting (an atelier that does not book online), builds,
 * and lists every trace of the old facts, and of booking, left in public/ (the
 * CMS's own bundle aside). With --test it then runs `npm test` in the copy. Exit code 1 on
 * any trace or failure. Slow (a full build, and the whole suite with --test):
 * run by hand before a hand-over, not in CI.
 */
import fs from "node:fs"
import path from "node:path"
import { parseDocument } from "yaml"
import { escapeRegExp as escape } from "../../src/content/text/escape-reg-exp"
import { readContent } from "../../src/content/read-content"
import { houseStyle } from "../cms/content-style"
import { otherFacts } from "./other-facts"
import { copyWorkingTree, root, servedFiles } from "./rehearsal"

const old = readContent("site.yaml", path.join(root, "content"))

/** Another atelier, every fact different from the current one (made from it, so never the owner's own). */
const owner = otherFacts(old)

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

const copy = copyWorkingTree("owner-rehearsal")
const sitePath = path.join(copy.dir, "content/site.yaml")
const doc = parseDocument(fs.readFileSync(sitePath, "utf8"))
for (const [at, value] of owner) doc.setIn(at, value)
doc.deleteIn(["booking"])
// As the CMS (or npm run format:content) would write it.
fs.writeFileSync(sitePath, houseStyle("site.yaml", doc.toString()))
copy.commit("The owner's facts")

if (!copy.npm(["run", "build"])) process.exit(1)

const found = servedFiles(path.join(copy.dir, "public"))
  // Decap's own bundle is the CMS's code, not the site's.
  .filter(file => !/admin\/decap-cms[^/]*\.js(\.map)?$/.test(file))
  .flatMap(file => {
    const text = fs.readFileSync(file, "utf8")
    return [...traces, ...bookingTraces(file)]
      .filter(({ pattern }) => pattern.test(text))
      .map(({ fact }) => `${path.relative(copy.dir, file)}: the old ${fact}`)
  })
console.log(
  found.length === 0
    ? `No trace of the old facts or of booking in public/ (${servedFiles(path.join(copy.dir, "public")).length} files read).`
    : `${found.length} traces of the old facts or of booking in public/:\n  ${found.join("\n  ")}`
)
if (found.length > 0) process.exitCode = 1
if (process.argv.includes("--test") && !copy.npm(["test"])) process.exitCode = 1
