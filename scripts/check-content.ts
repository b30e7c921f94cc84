/**
 * `npm run check:content`: validates every YAML file under content/ against
 * its schema and prints one line per problem. Exit code 1 if any. Under
 * GitHub Actions each problem is also printed as an annotation, so a pull
 * request shows it on the line that caused it.
 */
import path from "node:path"
import { formatAnnotation, formatProblem, validateContent } from "../src/content/validate"

const contentDir = path.resolve(process.argv[2] ?? "content")
const problems = validateContent(contentDir)

if (problems.length === 0) {
  console.log(
    `Content OK: every file under ${path.relative(process.cwd(), contentDir) || "."}/ matches its schema.`
  )
} else {
  console.error(`${problems.length} content problem${problems.length === 1 ? "" : "s"}:`)
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
  if (process.env.GITHUB_ACTIONS === "true")
    for (const problem of problems) console.log(formatAnnotation(problem))
  process.exitCode = 1
}
