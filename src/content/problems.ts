/*
 * A problem found in the content, and the two ways it is printed. Its own
 * module, so that every check that finds problems (the validator, the
 * environment overrides, the launch check) can name the type without
 * importing the validator, which imports some of them.
 */

/** One problem, printed as one line: file, line, entry, field, what is wrong. */
export interface ContentProblem {
  file: string
  line?: number
  where: string
  message: string
}

export function formatProblem({ file, line, where, message }: ContentProblem): string {
  return `${file}${line ? `:${line}` : ""}  ${where ? `${where}: ` : ""}${message}`
}

// GitHub's workflow-command escaping: data escapes %, CR and LF; property values also : and ,.
const escapeData = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C")

/**
 * The same problem as a GitHub Actions `::error` command, which GitHub shows
 * on that line of the pull request's changed files. Problems that are not in
 * a file (an environment variable) are reported without a location.
 */
export function formatAnnotation({ file, line, where, message }: ContentProblem): string {
  const inFile = /\.ya?ml$/.test(file)
  const properties = [
    ...(inFile ? [`file=${escapeProperty(file)}`] : []),
    ...(inFile && line ? [`line=${line}`] : []),
    `title=${escapeProperty(where || (inFile ? "Content" : file))}`,
  ]
  return `::error ${properties.join(",")}::${escapeData(where ? `${where}: ${message}` : `${file}: ${message}`)}`
}
