import { valuesIn, type Path } from "../content-tree"
import { FACT_FIELDS, PLACEHOLDER, malformedPlaceholder } from "../facts"
import { unseenCharacterProblem } from "./unseen-characters"

/*
 * What any text of any content file may not hold, whatever its field: characters that change what
 * a reader sees (unseen-characters.ts), in its values and its keys alike, and braces that are not a
 * placeholder. In content/site.yaml also placeholders where the build cannot fill them: in the
 * facts themselves, and a policy inside a policy (policies are filled once, with the other facts).
 */

const samePath = (at: Path, field: readonly string[]) =>
  at.length === field.length && field.every((key, index) => at[index] === key)

export function textProblems(written: unknown, isSiteSettings: boolean): { path: Path; message: string }[] {
  return valuesIn(written).flatMap(({ path: at, value }) => {
    const problems: { path: Path; message: string }[] = []
    const key = at.at(-1)
    const keyProblem = typeof key === "string" ? unseenCharacterProblem(key) : undefined
    if (keyProblem) problems.push({ path: at, message: `is a key that ${keyProblem}` })
    if (typeof value !== "string") return problems
    const unseen = unseenCharacterProblem(value)
    if (unseen) problems.push({ path: at, message: unseen })
    const malformed = malformedPlaceholder(value)
    if (malformed) problems.push({ path: at, message: malformed })
    if (!isSiteSettings) return problems
    const placeholders = [...value.matchAll(PLACEHOLDER)].map(([whole]) => whole)
    if (placeholders.length > 0 && FACT_FIELDS.some(field => samePath(at, field)))
      problems.push({
        path: at,
        message: `is a fact the copy quotes, so it cannot quote one itself (${placeholders.join(", ")}): write it out in full`,
      })
    const nested = placeholders.filter(placeholder => placeholder.startsWith("{policy."))
    if (at[0] === "policies" && at.at(-1) === "text" && nested.length > 0)
      problems.push({
        path: at,
        message: `quotes another policy (${nested.join(", ")}): a policy is filled in once, so write that promise out here, or quote both policies side by side in the page's copy`,
      })
    return problems
  })
}
