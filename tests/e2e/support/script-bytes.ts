import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

/*
 * What JavaScript a built page loads before anyone touches it, read from
 * public/: the bundles its after-paint loader adds, then its page
 * component's chunks (webpack.stats.json), as Gatsby's loader fetches them.
 * Sizes are brotli at the highest quality, as the CDN serves them.
 */

const publicDir = path.resolve("public")
const read = (file: string) => fs.readFileSync(path.join(publicDir, file))

/* Most pages share most of their scripts: each file is compressed once a worker. */
const compressed = new Map<string, number>()
function brotliSize(file: string): number {
  let size = compressed.get(file)
  if (size === undefined) {
    size = zlib.brotliCompressSync(read(file), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length
    compressed.set(file, size)
  }
  return size
}

export function scriptsOf(route: string): { file: string; brotli: number }[] {
  const folder = route.replace(/^\/|\/$/g, "")
  const html = read(path.join(folder, "index.html")).toString()
  const listed = JSON.parse(/\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1] ?? "[]") as string[]
  const pageData = JSON.parse(
    read(path.join("page-data", folder || "index", "page-data.json")).toString()
  ) as {
    componentChunkName: string
  }
  const stats = JSON.parse(read("webpack.stats.json").toString()) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const chunks = stats.namedChunkGroups[pageData.componentChunkName].assets
    .map(asset => asset.name)
    .filter(name => name.endsWith(".js"))
  return [...new Set([...listed.map(src => src.replace(/^\//, "")), ...chunks])].map(file => ({
    file,
    brotli: brotliSize(file),
  }))
}

export const scriptBytes = (route: string) => scriptsOf(route).reduce((sum, script) => sum + script.brotli, 0)
