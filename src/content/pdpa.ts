import { valuesIn, type Path } from "./content-tree"
import { linksIn } from "./text/linked-text"

/*
 * What Singapore's PDPA asks of the words, checked across files: the privacy page (the one the
 * consent notice links) names the Data Protection Officer's business contact from site.yaml, and
 * the contact form's note links that page. An editor who rewrites either keeps them.
 */

/** A content file as the check has read it: its data with {facts} filled in, and its lines. */
export interface ReadFile {
  relativePath: string
  data: unknown
  lineOf: (at: Path) => number | undefined
}

export interface PdpaProblem {
  relativePath: string
  at: Path
  line?: number
  message: string
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

export function pdpaProblems(files: ReadFile[]): PdpaProblem[] {
  const site = record(files.find(file => file.relativePath === "site.yaml")?.data)
  const privacyRoute = record(record(site.consent).privacyLink).to
  const officer = record(site.dataProtectionOfficer)
  if (typeof privacyRoute !== "string") return []
  const privacy = files.find(
    file => file.relativePath.startsWith("legal/") && `/${String(record(file.data).slug)}/` === privacyRoute
  )
  const problems: PdpaProblem[] = []

  if (privacy && typeof officer.name === "string" && typeof officer.email === "string") {
    const words = valuesIn(record(privacy.data).sections)
      .concat(valuesIn(record(privacy.data).intro))
      .map(({ value }) => value)
      .filter((value): value is string => typeof value === "string")
      .join("\n")
    if (!words.includes(officer.name) || !words.includes(officer.email))
      problems.push({
        relativePath: privacy.relativePath,
        at: ["sections"],
        line: privacy.lineOf(["sections"]),
        message:
          "names no Data Protection Officer: Singapore's PDPA asks for their business contact, so write {dpoName} and {dpoEmail} where the page explains requests",
      })
  }

  const contact = files.find(file => file.relativePath === "pages/contact-us.yaml")
  const note = record(record(contact?.data).form).privacy
  if (contact && typeof note === "string" && !linksIn(note).some(({ target }) => target === privacyRoute))
    problems.push({
      relativePath: contact.relativePath,
      at: ["form", "privacy"],
      line: contact.lineOf(["form", "privacy"]),
      message: `must link the privacy page, such as [privacy policy](${privacyRoute}): it says where the details go`,
    })
  return problems
}
