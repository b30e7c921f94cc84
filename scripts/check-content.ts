/**
 * `npm run check:content`: validates every YAML file under content/ against
 * its schema, decodes every picture the files name, and prints one line per
 * problem. Exit code 1 if any. Under GitHub Actions each problem is also
 * printed as an annotation, so a pull request shows it on the line that
 * caused it.
 */
import path from "node:path"
import { checkContent, formatAnnotation, formatProblem, plainLine } from "../src/content/check/validate"

async function main(): Promise<void> {
  const contentDir = path.resolve(process.argv[2] ?? "content")
  const started = performance.now()
  const problems = await checkContent(contentDir)
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`

  if (problems.length === 0) {
    console.log(
      plainLine(
        `Content OK: every file under ${path.relative(process.cwd(), contentDir) || "."}/ matches its schema, and every picture it names decodes (${took}).`
      )
    )
    return
  }
  console.error(`${problems.length} content problem${problems.length === 1 ? "" : "s"}:`)
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
  if (process.env.GITHUB_ACTIONS === "true")
    for (const problem of problems) console.log(formatAnnotation(problem))
  process.exitCode = 1
}

main().catch((error: unknown) => {
  // The checks turn bad content into lines; anything else is a fault of the check itself.
  console.error(
    plainLine(`The content check itself failed: ${error instanceof Error ? error.message : String(error)}`)
  )
  process.exitCode = 2
})
