import fs from "node:fs"
import path from "node:path"
import { isDeepStrictEqual } from "node:util"
import { topLevelKeys } from "../../src/content/generate/cms-config"
import { fromFile, toFile } from "./house-yaml"

/** Every YAML file under contentDir, as paths relative to it with forward slashes. */
export const contentFiles = (contentDir: string): string[] =>
  fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map(file => file.split(path.sep).join("/"))
    .filter(file => /\.ya?ml$/.test(file))
    .sort()

/** A content file as the house style writes it; throws if that would change what it says. */
export function houseStyle(relativePath: string, source: string): string {
  const data = fromFile(source)
  const written = toFile(data, topLevelKeys(relativePath))
  if (!isDeepStrictEqual(fromFile(written), data))
    throw new Error(`${relativePath}: the house YAML style would change its data`)
  return written
}
