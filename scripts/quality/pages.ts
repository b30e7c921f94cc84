/**
 * Shared helpers for the quality gates that read the production build in
 * public/ (check-html, check-links, lighthouse).
 */
import fs from "node:fs"
import path from "node:path"

export const projectRoot = path.resolve(__dirname, "..", "..")
/** The production build; PUBLIC_DIR overrides it (e.g. to check a copy or a fixture). */
export const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(projectRoot, "public"))

/** Exit with a clear message when public/ is missing or half-written (mid-rebuild). */
export function assertBuildPresent(dir: string = publicDir): void {
  const index = path.join(dir, "index.html")
  if (!fs.existsSync(index)) {
    console.error(
      `No production build at ${path.relative(process.cwd(), dir) || dir}/ (index.html missing).\n` +
        "Run `npm run build` first, or wait if a build is in progress and retry."
    )
    process.exit(2)
  }
}

/**
 * Every built page: public/**\/index.html plus public/404.html, sorted, as
 * absolute paths. page-data/ and static/ hold no pages and are skipped.
 */
export function listBuiltPages(dir: string = publicDir): string[] {
  const pages: string[] = []
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) {
        if (current === dir && (entry.name === "page-data" || entry.name === "static")) continue
        walk(full)
      } else if (entry.isFile() && entry.name === "index.html") {
        pages.push(full)
      }
    }
  }
  walk(dir)
  const notFound = path.join(dir, "404.html")
  if (fs.existsSync(notFound)) pages.push(notFound)
  return pages.sort()
}

export function rel(file: string): string {
  return path.relative(process.cwd(), file) || file
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  const s = ms / 1000
  if (s < 60) return `${s.toFixed(1)} s`
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`
}
