/**
 * `npm run check:launch`: lists every placeholder still in content/ (sample
 * facts, unset pixel ids, sample stories, unconfirmed promises), one line
 * each with file and line. Exit code 1 while any remain. Under GitHub Actions
 * each is also a warning annotation on its line; the production deploy
 * refuses to run while any remain unless the repository says the owner
 * accepts them (docs/going-live.md).
 */
import path from "node:path"
import { launchPlaceholders } from "../src/content/check/launch-check"
import { formatAnnotation, formatProblem } from "../src/content/check/validate"

const contentDir = path.resolve(process.argv[2] ?? "content")
const placeholders = launchPlaceholders(contentDir)

if (placeholders.length === 0) {
  console.log("Ready to launch: no sample fact, unset pixel, sample story or unconfirmed promise remains.")
} else {
  console.error(
    `${placeholders.length} placeholder${placeholders.length === 1 ? "" : "s"} still in the content:`
  )
  for (const placeholder of placeholders) console.error(`  ${formatProblem(placeholder)}`)
  if (process.env.GITHUB_ACTIONS === "true")
    for (const placeholder of placeholders)
      console.log(formatAnnotation(placeholder).replace(/^::error /, "::warning "))
  process.exitCode = 1
}
