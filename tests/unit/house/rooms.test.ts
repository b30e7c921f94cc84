import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/*
 * The rooms of src/ and their one-way arrows, as docs/architecture.md draws
 * them: no file imports itself back through any path, every import between
 * rooms points down the drawing, and the drawing shows every arrow there is.
 * Imports are resolved as TypeScript resolves them (tsconfig.json's options);
 * type-only imports count, since a reader follows them too.
 */

const root = path.resolve(__dirname, "../../..")
const src = path.join(root, "src")
const DOC = "docs/architecture.md"

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })

const tsconfig = ts.readConfigFile(path.join(root, "tsconfig.json"), file => ts.sys.readFile(file))
const { options } = ts.parseJsonConfigFileContent(tsconfig.config as object, ts.sys, root)

/** Each file of src/ and the files of src/ it imports (static, dynamic, re-exports, type-only). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(src)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true)
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .map(resolved => resolved?.resolvedFileName)
      .filter((target): target is string => !!target && target.startsWith(src + path.sep))
      .filter(target => !target.endsWith(".d.ts"))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Groups of files that import one another, directly or round about (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(path.relative(root, member))
    } while (member !== file)
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

const roomOf = (file: string) => path.relative(src, file).split(path.sep)[0]

/** The drawing: each room, top down, with the rooms it imports from. */
function drawing(): { order: string[]; arrows: Map<string, string[]> } {
  const text = fs.readFileSync(path.join(root, DOC), "utf8")
  const block = /<!-- rooms: begin[^>]*-->([\s\S]*?)<!-- rooms: end -->/.exec(text)?.[1] ?? ""
  const arrows = new Map<string, string[]>()
  for (const [, room, targets = ""] of block.matchAll(/^ {4}([a-z-]+)\/(?: +→ ([a-z-]+(?:, [a-z-]+)*))?$/gm))
    arrows.set(room, targets ? targets.split(", ") : [])
  return { order: [...arrows.keys()], arrows }
}

describe("the rooms of src/", () => {
  const graph = importGraph()
  const { order, arrows } = drawing()
  const edges = new Map<string, Set<string>>()
  const examples = new Map<string, string>()
  for (const [file, targets] of graph)
    for (const target of targets) {
      const [from, to] = [roomOf(file), roomOf(target)]
      if (from === to || !fs.statSync(path.join(src, from)).isDirectory()) continue
      edges.set(from, (edges.get(from) ?? new Set()).add(to))
      examples.set(`${from} → ${to}`, `${path.relative(root, file)} imports ${path.relative(root, target)}`)
    }

  it("finds the imports and the drawing (a check on the walk itself)", () => {
    expect(graph.get(path.join(src, "pages/index.tsx"))).toContain(path.join(src, "sections/hero.tsx"))
    expect(order.slice(0, 2)).toEqual(["root", "node"])
  })

  it("has no file that imports itself back, however roundabout", () => {
    expect(circles(graph)).toEqual([])
  })

  it(`gives every room a place in ${DOC}`, () => {
    const rooms = [...new Set([...graph.keys()].map(roomOf))].filter(room =>
      fs.statSync(path.join(src, room)).isDirectory()
    )
    expect(rooms.filter(room => !order.includes(room))).toEqual([])
  })

  it("imports only from rooms further down", () => {
    const upward = [...edges].flatMap(([from, targets]) =>
      [...targets]
        .filter(to => order.indexOf(to) <= order.indexOf(from))
        .map(to => examples.get(`${from} → ${to}`))
    )
    expect(upward).toEqual([])
  })

  it(`draws every arrow there is in ${DOC}, and none that is not`, () => {
    const actual = Object.fromEntries(order.map(room => [room, [...(edges.get(room) ?? [])].sort()]))
    const drawn = Object.fromEntries(order.map(room => [room, [...(arrows.get(room) ?? [])].sort()]))
    expect(drawn).toEqual(actual)
  })
})
