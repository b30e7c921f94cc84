import fs from "node:fs"
import path from "node:path"
import {
  bookingAliases,
  bookingDefinitions,
  bookingIsOn,
  bookingResolvers,
} from "../../src/node/booking-modules"
import * as off from "../../src/contact/booking-off"

/*
 * Without a booking setting, the build swaps the booking modules for stubs
 * that render and say nothing, so none of their code ships; with one, it
 * swaps nothing. (The browser suite tests booking as the content ships it, on.)
 */

const root = path.resolve(__dirname, "../..")

test("with booking on, the build uses the real modules", () => {
  expect(bookingAliases(true)).toEqual({})
})

test("with booking off, both booking modules the pages import become the stub, which exists", () => {
  const aliases = bookingAliases(false)
  expect(
    Object.keys(aliases)
      .map(file => path.relative(root, file))
      .sort()
  ).toEqual(["src/contact/booking-button.tsx", "src/tracking/booking-events.ts"])
  for (const [real, stub] of Object.entries(aliases)) {
    expect(fs.existsSync(real)).toBe(true)
    expect(path.relative(root, stub)).toBe("src/contact/booking-off.tsx")
  }
})

test("the stub offers every name the pages import, and offers nothing", () => {
  const imported = fs
    .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    // What the bundles hold: not the build's own code (src/node/), which webpack never sees.
    .filter(file => /\.tsx?$/.test(file) && !file.startsWith("contact") && !file.startsWith("node"))
    .flatMap(file => [
      ...fs
        .readFileSync(path.join(root, "src", file), "utf8")
        .matchAll(
          /import \{([^}]+)\} from "[./]+(?:contact\/booking-button|(?:tracking\/)?booking-events)"/g
        ),
    ])
    .flatMap(([, names]) => names.split(",").map(name => name.trim()))
  // Type-only names ("type BookingOffer") leave nothing in the bundle.
  const values = imported.filter(name => name && !name.startsWith("type "))
  expect(values.length).toBeGreaterThan(0)
  for (const name of values) expect(Object.keys(off)).toContain(name)
  expect(off.bookingEvents()).toEqual([])
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
    expect(first).toMatch(/^The "Reserve the bench" buttons open a calendar provided by Calendly/)
    expect(rest.at(-1)).toBe(sections[1].body[0])
  })

  test("without a booking setting, that section is left out, the setting read through the node model", async () => {
    const { result, findOne } = resolve(null)
    expect((await result).map(section => section.heading)).toEqual(["Cookies", "Rights"])
    // Through the node model, so that the page's query depends on the settings' node.
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ type: "SiteSettings" }))
  })
})
