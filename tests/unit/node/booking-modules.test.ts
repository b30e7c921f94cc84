import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import {
  BOOKING_MODULES,
  bookingDefinitions,
  bookingIsOn,
  bookingModuleRule,
  bookingResolvers,
} from "../../../src/node/booking-modules"

/*
 * Without a booking setting, __BOOKING__ is false in the bundles: every use of
 * a booking module folds away, and webpack, told the modules have no side
 * effects, then leaves them out. That holds only while every use sits behind
 * __BOOKING__, which the test below reads from the code. (The browser suite
 * tests booking as the content ships it, on; `npm run rehearse:owner` builds
 * without it and finds no trace of it.)
 */

const root = path.resolve(__dirname, "../../..")

test("webpack is told that the booking modules, which exist, have no side effects", () => {
  const rule = bookingModuleRule()
  expect(rule.sideEffects).toBe(false)
  expect(rule.test.map(file => path.relative(root, file)).sort()).toEqual([...BOOKING_MODULES].sort())
  for (const file of rule.test) expect(fs.existsSync(file)).toBe(true)
})

/** Whether `node` only runs where __BOOKING__ is true: in the `&&`'s right, the `? :`'s first branch, or an `if`'s body. */
function behindBooking(node: ts.Node): boolean {
  const names = (condition: ts.Node) => condition.getText().includes("__BOOKING__")
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (
      ts.isBinaryExpression(parent) &&
      parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      child === parent.right &&
      names(parent.left)
    )
      return true
    if (ts.isConditionalExpression(parent) && child === parent.whenTrue && names(parent.condition))
      return true
    if (ts.isIfStatement(parent) && child === parent.thenStatement && names(parent.expression)) return true
  }
  return false
}

/** Every use, in the code webpack bundles, of a name imported from a booking module, and whether it is behind __BOOKING__. */
function bookingUses(): { where: string; behind: boolean }[] {
  const modules = BOOKING_MODULES.map(file => path.join(root, file))
  return fs
    .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter(file => /\.tsx?$/.test(file) && !file.startsWith(`node${path.sep}`) && !file.endsWith(".d.ts"))
    .map(file => path.join(root, "src", file))
    .filter(file => !modules.includes(file))
    .flatMap(file => {
      const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
      const imported = new Set<string>()
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
        const target = path.resolve(path.dirname(file), (statement.moduleSpecifier as ts.StringLiteral).text)
        if (!modules.some(module => module.replace(/\.tsx?$/, "") === target)) continue
        const bindings = statement.importClause?.namedBindings
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) if (!element.isTypeOnly) imported.add(element.name.text)
      }
      const uses: { where: string; behind: boolean }[] = []
      const visit = (node: ts.Node): void => {
        if (ts.isImportDeclaration(node)) return
        if (ts.isIdentifier(node) && imported.has(node.text)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
          uses.push({
            where: `${path.relative(root, file)}:${line} ${node.text}`,
            behind: behindBooking(node),
          })
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return uses
    })
}

test("every use of a booking module's names is behind __BOOKING__, so a build without booking folds it away", () => {
  const uses = bookingUses()
  // The layout's provider, the buttons beside the form, in the contact details, the footer and the
  // calls to action, and the privacy page's Schedule line: found, so the walk itself works.
  expect(uses.length).toBeGreaterThanOrEqual(6)
  expect(uses.filter(use => !use.behind).map(use => use.where)).toEqual([])
})

test("the walk catches a use that is not behind __BOOKING__", () => {
  const parse = (code: string) => ts.createSourceFile("x.tsx", code, ts.ScriptTarget.Latest, true)
  const find = (source: ts.SourceFile) => {
    let found: ts.Node | undefined
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === "BookingButton") found ??= node
      ts.forEachChild(node, visit)
    }
    visit(source)
    return found!
  }
  expect(behindBooking(find(parse("const a = __BOOKING__ && <BookingButton />")))).toBe(true)
  expect(behindBooking(find(parse("const a = __BOOKING__ ? <BookingButton /> : null")))).toBe(true)
  expect(behindBooking(find(parse("const a = __BOOKING__ ? null : <BookingButton />")))).toBe(false)
  expect(behindBooking(find(parse("const a = <div><BookingButton /></div>")))).toBe(false)
  expect(behindBooking(find(parse("const a = on && <BookingButton />")))).toBe(false)
})

test("reads the setting from content/site.yaml", () => {
  const site = fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")
  expect(bookingIsOn()).toBe(/^booking:/m.test(site))
})

test("the bundles learn the setting as __BOOKING__, for the branches that use booking to fold away", () => {
  expect(bookingDefinitions(true)).toEqual({ __BOOKING__: "true" })
  expect(bookingDefinitions(false)).toEqual({ __BOOKING__: "false" })
})

describe("a legal page's sections, as its query gets them", () => {
  const sections = [
    { heading: "Cookies", body: ["We set none."] },
    {
      heading: "Glass bench bookings",
      body: ["We use your booking only for your visit."],
      bookingDisclosure: true,
    },
    { heading: "Rights", body: ["Ask us."] },
  ]
  const resolve = (booking: { provider: string; label: string } | null) => {
    const findOne = jest.fn(() => Promise.resolve({ booking }))
    const result = bookingResolvers.LegalPage.sections.resolve({ sections }, {}, { nodeModel: { findOne } })
    return { result, findOne }
  }

  test("with booking on, the section about it opens with the paragraphs naming the provider", async () => {
    const resolved = await resolve({ provider: "calendly", label: "Reserve the bench" }).result
    expect(resolved.map(section => section.heading)).toEqual(["Cookies", "Glass bench bookings", "Rights"])
    const [first, ...rest] = resolved[1].body
    expect(first).toMatch(/^The “Reserve the bench” buttons open a calendar provided by Calendly/)
    expect(rest.at(-1)).toBe(sections[1].body[0])
  })

  test("without a booking setting, that section is left out, the setting read through the node model", async () => {
    const { result, findOne } = resolve(null)
    expect((await result).map(section => section.heading)).toEqual(["Cookies", "Rights"])
    // Through the node model, so that the page's query depends on the settings' node.
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ type: "SiteSettings" }))
  })
})
