import path from "node:path"
import type { Reporter } from "gatsby"
import { formatProblem, validateContent } from "../content/validate"

/** Stops the build before anything is sourced if any YAML breaks its schema. */
export function refuseInvalidContent(reporter: Reporter, contentDir = path.resolve("content")): void {
  const problems = validateContent(contentDir)
  if (problems.length === 0) return
  reporter.panic(
    `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built:\n` +
      problems.map(problem => `  ${formatProblem(problem)}`).join("\n")
  )
}
