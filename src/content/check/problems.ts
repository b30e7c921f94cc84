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

/*
 * What a problem quotes comes from the content (a key, a link's label, a file's name), and a
 * hostile editor chooses it: a line break followed by "::error ..." would be a second line that
 * GitHub Actions reads as a workflow command, an escape sequence would drive the terminal, and a
 * bidirectional control would make the line read otherwise than it is. So every character that is
 * not seen as itself is written as its code, and no line the check prints starts with "::" unless
 * it is an annotation the check itself writes.
 */
const UNSEEN =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- unseen characters, each on its own, are what it finds
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu
const LINE_BREAKS: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" }

/** `text` with every character that is not seen as itself written as its code (\n, \u202E). */
export const visible = (text: string): string =>
  text.replace(
    UNSEEN,
    char => LINE_BREAKS[char] ?? `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`
  )

/** One line of the check's output that no reader (a terminal, GitHub Actions) takes for a command. */
export const plainLine = (text: string): string => {
  const line = visible(text)
  return /^\s*::/.test(line) ? `\u203A ${line}` : line
}

export function formatProblem({ file, line, where, message }: ContentProblem): string {
  return plainLine(`${file}${line ? `:${line}` : ""}  ${where ? `${where}: ` : ""}${message}`)
}

// GitHub's workflow-command escaping: data escapes %, CR and LF; property values also : and ,.
// Line breaks stay GitHub's to show; every other unseen character is written as its code.
const escapeData = (value: string) =>
  value
    .replace(/%/g, "%25")
    .replace(/\r/g, "%0D")
    .replace(/\n/g, "%0A")
    .replace(UNSEEN, char => visible(char))
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C")

/**
 * The same problem as a GitHub Actions `::error` command, which GitHub shows
 * on that line of the pull request's changed files. Problems that are not in
 * a file (an environment variable) are reported without a location.
 */
export function formatAnnotation({ file, line, where, message }: ContentProblem): string {
  // A content file, or any file under content/ or static/ (a link, a name the site does not take).
  const inFile = /\.ya?ml$/.test(file) || /^(content|static)\//.test(file)
  const properties = [
    ...(inFile ? [`file=${escapeProperty(file)}`] : []),
    ...(inFile && line ? [`line=${line}`] : []),
    `title=${escapeProperty(where || (inFile ? "Content" : file))}`,
  ]
  return `::error ${properties.join(",")}::${escapeData(where ? `${where}: ${message}` : `${file}: ${message}`)}`
}
