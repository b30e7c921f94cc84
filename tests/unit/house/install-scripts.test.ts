import fs from "node:fs"
import path from "node:path"

/*
 * Every dependency install script is a decision in package.json's allowScripts (npm 11 warns about an
 * uncovered one, npm 12 skips it), and each decision has its reason in docs/checks.md.
 */

const root = path.resolve(__dirname, "../../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

/** The package a lock entry installs: the last name in its path (node_modules/a/node_modules/@b/c is @b/c). */
const packageAt = (location: string) =>
  location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length)

/** The names of the packages in a lock file that have an install script (the project itself aside). */
export function withInstallScripts(lock: {
  packages: Record<string, { hasInstallScript?: boolean }>
}): string[] {
  return [
    ...new Set(
      Object.entries(lock.packages)
        .filter(([location, entry]) => location !== "" && entry.hasInstallScript)
        .map(([location]) => packageAt(location))
    ),
  ].sort()
}

describe("dependencies' install scripts (package.json allowScripts)", () => {
  const manifest = JSON.parse(read("package.json")) as { allowScripts?: Record<string, boolean> }
  const decided = Object.keys(manifest.allowScripts ?? {}).sort()

  it("decides every package of the lock file that has an install script, and no other", () => {
    const lock = JSON.parse(read("package-lock.json")) as Parameters<typeof withInstallScripts>[0]
    const found = withInstallScripts(lock)
    expect(found.length).toBeGreaterThan(0)
    // A name missing here is a script nobody reviewed: `npm install-scripts ls`, then approve or deny it.
    expect(decided).toEqual(found)
  })

  it("gives each decision by name, as npm can match it against this lock file", () => {
    // The lock records no download addresses, so npm refuses an allowance pinned to a version.
    for (const key of decided) expect({ key, pinned: /.@/.test(key) }).toEqual({ key, pinned: false })
  })

  it("gives each decision its reason in docs/checks.md", () => {
    const section =
      read("docs/checks.md").split("## Install scripts of dependencies")[1]?.split("\n## ")[0] ?? ""
    const rows = section.split("\n").filter(line => line.startsWith("| `"))
    for (const name of decided) {
      const row = rows.find(line => line.split("|")[1].includes(`\`${name}\``))
      const allowed = manifest.allowScripts?.[name] ? "allowed" : "denied"
      expect({ name, decision: row?.split("|")[3].trim().split(":")[0] }).toEqual({ name, decision: allowed })
    }
  })

  it("finds a package with a script wherever the lock installs it", () => {
    expect(
      withInstallScripts({
        packages: {
          "": { hasInstallScript: true },
          "node_modules/a": { hasInstallScript: true },
          "node_modules/b/node_modules/a": { hasInstallScript: true },
          "node_modules/b/node_modules/@s/c": { hasInstallScript: true },
          "node_modules/d": {},
        },
      })
    ).toEqual(["@s/c", "a"])
  })
})
