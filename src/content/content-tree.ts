/** A place in a content document: its keys and list indexes from the root. */
export type Path = (string | number)[]

/**
 * Every value in a content document with its path, each before the values it
 * holds, so problems found in them are reported top to bottom. The checks
 * that look for pictures, turntables, links and {facts} anywhere in a
 * document filter this instead of walking the document themselves.
 */
export function valuesIn(data: unknown, at: Path = []): { path: Path; value: unknown }[] {
  const held = Array.isArray(data)
    ? data.flatMap((item, index) => valuesIn(item, [...at, index]))
    : isRecord(data)
      ? Object.entries(data).flatMap(([key, value]) => valuesIn(value, [...at, key]))
      : []
  return [{ path: at, value: data }, ...held]
}

/** A YAML mapping (not a list, not a scalar). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** `cards[1] "Your Story, Your Way" › title`, naming list entries by their title. */
export function describePath(data: unknown, issuePath: Path): string {
  let node: unknown = data
  let out = ""
  for (const key of issuePath) {
    if (typeof key === "number") {
      out += `[${key}]`
      node = Array.isArray(node) ? node[key] : undefined
      const record = node as Record<string, unknown> | undefined
      const label = ["title", "heading", "question", "label", "name", "path"]
        .map(field => record?.[field])
        .find(value => typeof value === "string")
      if (label) out += ` "${label}"`
    } else {
      out += out ? ` › ${key}` : key
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined
    }
  }
  return out
}
