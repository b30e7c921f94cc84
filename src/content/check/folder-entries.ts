import fs from "node:fs"
import path from "node:path"
import type { ContentProblem } from "./problems"
import { RESERVED_NAMES, STATIC_HOST_FILES } from "../reserved-paths"

/*
 * What may be in content/ and static/, whatever the YAML names: regular files and folders, named
 * in lower-case words joined by hyphens. A symbolic link would be followed (the check would read a
 * YAML file from elsewhere; Gatsby copies static/ through links, so a link to ~/.ssh would be
 * published), and a name in capitals, with spaces or starting with a dot is an address that
 * differs by host (case), or a file no editor sees. static/ may not put a file where the site or
 * its host write one (reserved-paths.ts), but for the host's own files it holds (_headers).
 */

/** A file or folder name: lower-case words joined by hyphens, with an extension (00.jpg, ring-size.yaml). */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)?$/

const NAME_ADVICE =
  "names are lower-case words (letters a-z, digits) joined by hyphens, with one extension, such as engagement-hero.jpg"

function kindOf(stat: fs.Stats): string | undefined {
  if (stat.isSymbolicLink()) return "a symbolic link"
  if (stat.isFile() || stat.isDirectory()) return undefined
  return "neither a file nor a folder (a device, a pipe or a socket)"
}

/**
 * Problems with the entries of `dir` (content/ or static/), each naming the entry as
 * `shownAs/relative/path`. Links are not followed, so nothing outside is read.
 */
export function folderEntryProblems(
  dir: string,
  shownAs: string,
  { isStatic = false } = {}
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const walk = (folder: string) => {
    for (const name of fs.readdirSync(folder).sort()) {
      const full = path.join(folder, name)
      const relative = path.relative(dir, full).split(path.sep).join("/")
      const file = `${shownAs}/${relative}`
      const stat = fs.lstatSync(full)
      const kind = kindOf(stat)
      if (kind) {
        const target = stat.isSymbolicLink() ? ` to "${fs.readlinkSync(full)}"` : ""
        problems.push({
          file,
          where: "",
          message: `is ${kind}${target}: the build would follow it out of ${shownAs}/, so put the file itself here, or remove it`,
        })
        continue
      }
      const topLevel = folder === dir
      if (isStatic && topLevel && STATIC_HOST_FILES.has(name) && stat.isFile()) continue
      if (!NAME.test(name))
        problems.push({ file, where: "", message: `is not a name the site takes: ${NAME_ADVICE}` })
      else if (isStatic && topLevel && RESERVED_NAMES.has(name))
        problems.push({
          file,
          where: "",
          message: `would be published at /${name}, which the site or its host already writes: rename it or move it into a folder of its own`,
        })
      if (stat.isDirectory()) walk(full)
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return problems
}
