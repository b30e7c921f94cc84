import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/**
 * A digest of the patches patch-package applies to node_modules after every
 * install. webpack's persistent cache takes a package to change only with its
 * version, so a patch that changes one in place would go unseen by a build
 * with a warm cache; used as the cache's version, this digest starts it afresh.
 */
export const patchesDigest = (dir = path.resolve("patches")): string =>
  fs
    .readdirSync(dir)
    .sort()
    .reduce(
      (hash, file) => hash.update(file).update(fs.readFileSync(path.join(dir, file))),
      createHash("sha1")
    )
    .digest("hex")
