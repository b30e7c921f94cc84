import type { z } from "zod"
import type { Path } from "../content-tree"
import { defOf, schemaAt } from "../generate/zod-walk"

/** Edit distance, to suggest the key an editor probably meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = row[j]
      row[j] = next
    }
  }
  return row[b.length]
}

function suggestion(key: string, known: string[]): string {
  const best = known
    .map(candidate => ({ candidate, score: distance(key.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.score - b.score)[0]
  return best && best.score <= 2
    ? ` (did you mean "${best.candidate}"?)`
    : ` (allowed here: ${known.join(", ")})`
}

const kindOf = (value: unknown) =>
  Array.isArray(value) ? "a list" : value === null ? "empty" : `a ${typeof value}`

const article = (expected: string) =>
  expected === "array" ? "a list" : expected === "object" ? "a group of fields" : `a ${expected}`

/** Turns one Zod issue into editor-facing lines (one per unknown key). */
export function describeIssue(issue: z.core.$ZodIssue, root: z.ZodType): { path: Path; message: string }[] {
  const at = issue.path as Path
  switch (issue.code) {
    case "unrecognized_keys": {
      const shape = defOf(schemaAt(root, at) ?? root).shape ?? {}
      return issue.keys.map(key => ({
        path: [...at, key],
        message: `unknown key${suggestion(key, Object.keys(shape))}`,
      }))
    }
    case "invalid_type": {
      const custom = !issue.message.startsWith("Invalid input")
      if (issue.input === undefined)
        return [{ path: at, message: custom ? issue.message : "is required but missing" }]
      if (!custom && issue.expected === "string" && typeof issue.input === "number")
        return [
          {
            path: at,
            message:
              'should be text: put the value in quotes exactly as written, such as "0123" (a number would lose its leading zero)',
          },
        ]
      if (
        issue.expected === "boolean" &&
        typeof issue.input === "string" &&
        /^(yes|no|on|off|y|n)$/i.test(issue.input)
      )
        return [
          {
            path: at,
            message: `is the word "${issue.input}": write true or false (YAML 1.2, which the site reads, takes yes, no, on and off as words)`,
          },
        ]
      return [
        {
          path: at,
          message: custom
            ? issue.message
            : `should be ${article(issue.expected)}, but is ${kindOf(issue.input)}`,
        },
      ]
    }
    case "too_big":
    case "too_small":
      // A heading past its limit, a description short of its range: by how much (not "must not be empty").
      return [
        {
          path: at,
          message:
            issue.origin === "string" && typeof issue.input === "string" && issue.input.length > 0
              ? `${issue.message}; it has ${issue.input.length}`
              : issue.message,
        },
      ]
    case "invalid_value":
      return [{ path: at, message: `must be one of: ${issue.values.map(String).join(", ")}` }]
    default:
      return [{ path: at, message: issue.message }]
  }
}
