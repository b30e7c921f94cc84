import fs from "node:fs"
import path from "node:path"
import { bookingAliases, bookingIsOn } from "../../src/node/booking-modules"
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
  ).toEqual(["src/contact/booking-button.tsx", "src/contact/booking-disclosure.ts"])
  for (const [real, stub] of Object.entries(aliases)) {
    expect(fs.existsSync(real)).toBe(true)
    expect(path.relative(root, stub)).toBe("src/contact/booking-off.tsx")
  }
})

test("the stub offers every name the pages import, and offers nothing", () => {
  const imported = fs
    .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter(file => /\.tsx?$/.test(file) && !file.startsWith("contact"))
    .flatMap(file => [
      ...fs
        .readFileSync(path.join(root, "src", file), "utf8")
        .matchAll(/import \{([^}]+)\} from "[./]+contact\/booking-(?:button|disclosure)"/g),
    ])
    .flatMap(([, names]) => names.split(",").map(name => name.trim()))
  // Type-only names ("type BookingOffer") leave nothing in the bundle.
  const values = imported.filter(name => name && !name.startsWith("type "))
  expect(values.length).toBeGreaterThan(0)
  for (const name of values) expect(Object.keys(off)).toContain(name)
  expect(off.useBookingOffer()).toBeNull()
  expect(off.bookingDisclosure("calendly", "Book a visit")).toEqual([])
})

test("reads the setting from content/site.yaml", () => {
  const site = fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")
  expect(bookingIsOn()).toBe(/^booking:/m.test(site))
})
