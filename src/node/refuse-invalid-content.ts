import path from "node:path"
import type { Reporter } from "gatsby"
import { checkContent, formatProblem } from "../content/check/validate"

/**
 * Stops the build before anything is sourced if any YAML breaks its schema or
 * any picture it names cannot be decoded (which would otherwise stop the
 * build much later, naming no file).
 */
export async function refuseInvalidContent(
  reporter: Reporter,
  contentDir = path.resolve("content")
): Promise<void> {
  const problems = await checkContent(contentDir)
  if (problems.length === 0) return
  reporter.panic(
    `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built:\n` +
      problems.map(problem => `  ${formatProblem(problem)}`).join("\n")
  )
}
