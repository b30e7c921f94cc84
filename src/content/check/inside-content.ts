import fs from "node:fs"
import path from "node:path"

/*
 * Pictures come only from inside content/: a path that climbs out of it (../../), an absolute
 * path, a web address, or a link (symlink) to a file elsewhere would show the site a picture no
 * editor can see in the content, or fail in the build naming no file.
 */

const within = (folder: string, file: string) => {
  const relative = path.relative(folder, file)
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative))
}

/** Why the picture (or frame folder) `src`, named in a YAML file in `yamlDir`, is not inside content/; undefined if it is. */
export function outsideContent(contentDir: string, yamlDir: string, src: string): string | undefined {
  const advice = "pictures come from content/images/, named relative to this YAML file (../images/name.jpg)"
  if (/^[a-z][a-z0-9+.-]*:/i.test(src))
    return `"${src}" is a web address, not a picture in content/: ${advice}`
  if (path.isAbsolute(src) || src.startsWith("/") || src.startsWith("\\"))
    return `"${src}" is an absolute path: ${advice}`
  const resolved = path.resolve(yamlDir, src)
  if (!within(contentDir, resolved)) return `"${src}" is outside content/: ${advice}`
  if (!fs.existsSync(resolved)) return undefined
  // Its real place, through any symlink on the way.
  if (!within(fs.realpathSync.native(contentDir), fs.realpathSync.native(resolved)))
    return `"${src}" is a link to a file outside content/: put the picture itself in content/images/`
  return undefined
}
