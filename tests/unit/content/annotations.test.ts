import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatAnnotation } from "../../../src/content/check/validate"

const root = path.resolve(__dirname, "../../..")

describe("content problems as GitHub annotations", () => {
  it("name the file, the line and the field, so GitHub shows them on that line of the pull request", () => {
    expect(
      formatAnnotation({
        file: "content/pages/home.yaml",
        line: 41,
        where: "pictureThis › cards[1] › titel",
        message: 'unknown key (did you mean "title"?)',
      })
    ).toBe(
      '::error file=content/pages/home.yaml,line=41,title=pictureThis › cards[1] › titel::pictureThis › cards[1] › titel: unknown key (did you mean "title"?)'
    )
  })

  it("escape what would end a property or the command early", () => {
    expect(
      formatAnnotation({ file: "content/site.yaml", line: 3, where: "a, b: c", message: "100% wrong\nnext" })
    ).toBe("::error file=content/site.yaml,line=3,title=a%2C b%3A c::a, b: c: 100%25 wrong%0Anext")
  })

  it("leave out the location of a problem that is not in a file", () => {
    expect(
      formatAnnotation({
        file: "environment variable GATSBY_META_PIXEL_ID",
        where: "",
        message: "must be the id",
      })
    ).toBe(
      "::error title=environment variable GATSBY_META_PIXEL_ID::environment variable GATSBY_META_PIXEL_ID: must be the id"
    )
  })

  describe("npm run check:content", () => {
    let contentDir: string
    beforeAll(() => {
      contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "annotations-")), "content")
      fs.cpSync(path.join(root, "content"), contentDir, { recursive: true })
      const file = path.join(contentDir, "pages/home.yaml")
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^(\s+)heading:/m, "$1headin:"))
    })
    const run = (env: NodeJS.ProcessEnv) => {
      try {
        execFileSync("npx", ["tsx", "scripts/check-content.ts", contentDir], {
          cwd: root,
          env,
          encoding: "utf8",
        })
        return ""
      } catch (error) {
        return String((error as { stdout: string }).stdout)
      }
    }

    it("prints annotations under GitHub Actions, on the broken line", () => {
      const brokenLine =
        fs
          .readFileSync(path.join(contentDir, "pages/home.yaml"), "utf8")
          .split("\n")
          .findIndex(line => line.includes("headin:")) + 1
      const out = run({ ...process.env, GITHUB_ACTIONS: "true" })
      expect(out).toContain(`::error file=content/pages/home.yaml,line=${brokenLine},title=hero › headin::`)
    })

    it("prints none elsewhere", () => {
      expect(run({ ...process.env, GITHUB_ACTIONS: "" })).not.toContain("::error")
    })
  })
})
