import {
  bandOf,
  designFrom,
  designSearch,
  monthsFrom,
  namesADesign,
  priceOf,
  type Offered,
} from "../../../src/content/design"
import { awaitingPictures, designPictureKey, picturedDesign } from "../../../src/content/design-pictures"
import { formatMonth } from "../../../src/ui/format-date"

/*
 * src/content/design.ts: a design from its address (every value held to what is offered), the address
 * of a design, and what it costs, added up from its parts and rounded out. Fictional options and prices.
 */

const offered: Offered = {
  shape: ["round", "oval"],
  setting: ["prong", "halo"],
  metal: ["platinum", "rose-gold"],
  stone: ["natural-diamond", "lab-grown-diamond"],
  carat: ["0.5", "1"],
  band: ["plain", "pave"],
}
const sizes = ["5", "5.5", "6"]

describe("a design's address", () => {
  it("opens the design it names, and a missing choice takes the first offered", () => {
    expect(designFrom("?shape=oval&metal=rose-gold&carat=1", offered, sizes)).toEqual({
      shape: "oval",
      setting: "prong",
      metal: "rose-gold",
      stone: "natural-diamond",
      carat: "1",
      band: "plain",
    })
  })

  it("ignores a value that is not an option, and never keeps it", () => {
    const design = designFrom("?shape=<b>trillion</b>&setting=halo&band=gold-leaf", offered, sizes)
    expect(design.shape).toBe("round")
    expect(design.band).toBe("plain")
    expect(Object.values(design).join(" ")).not.toMatch(/trillion|gold-leaf/)
  })

  it("keeps what a couple added only as the form could have written it", () => {
    const design = designFrom(
      `?size=5.5&engraving=${encodeURIComponent("A & B, always")}&when=2027-03&story=${encodeURIComponent("She loves the sea.")}`,
      offered,
      sizes
    )
    expect(design).toMatchObject({
      size: "5.5",
      engraving: "A & B, always",
      when: "2027-03",
      story: "She loves the sea.",
    })
    const refused = designFrom(`?size=99&when=March&engraving=${"x".repeat(31)}`, offered, sizes)
    expect(refused).not.toHaveProperty("size")
    expect(refused).not.toHaveProperty("when")
    expect(refused).not.toHaveProperty("engraving")
  })

  it("is written back as every choice, then what was added, and read again as the same design", () => {
    const design = designFrom("?shape=oval&setting=halo&engraving=Always", offered, sizes)
    const search = designSearch(design)
    expect(search).toBe(
      "?shape=oval&setting=halo&metal=platinum&stone=natural-diamond&carat=0.5&band=plain&engraving=Always"
    )
    expect(designFrom(search, offered, sizes)).toEqual(design)
    expect(namesADesign(search)).toBe(true)
    expect(namesADesign("?design=a-piece")).toBe(false)
  })
})

describe("the months a couple may need the ring by", () => {
  it("start with the month it is in Singapore, eight hours ahead of UTC", () => {
    expect(monthsFrom(new Date("2026-12-31T15:59:59Z"), undefined, 3)).toEqual([
      "2026-12",
      "2027-01",
      "2027-02",
    ])
    expect(monthsFrom(new Date("2026-12-31T16:00:00Z"), undefined, 2)).toEqual(["2027-01", "2027-02"])
  })

  it("keep a month an address carries that is not among them, in its place", () => {
    expect(monthsFrom(new Date("2027-03-10T00:00:00Z"), "2027-01", 2)).toEqual([
      "2027-01",
      "2027-03",
      "2027-04",
    ])
    expect(monthsFrom(new Date("2027-03-10T00:00:00Z"), "2027-04", 2)).toEqual(["2027-03", "2027-04"])
  })

  it("are written as Singapore English writes a month", () => {
    expect(formatMonth("2027-03")).toBe("March 2027")
    expect(formatMonth("2026-12")).toBe("December 2026")
  })
})

describe("what a design costs", () => {
  const prices = {
    roundTo: 100,
    settings: [{ setting: "halo", metal: "platinum", low: 3410, high: 4590 }],
    stones: [{ stone: "lab-grown-diamond", carat: "1", low: 1120, high: 1880 }],
    bands: [
      { band: "plain", low: 0, high: 0 },
      { band: "pave", low: 705, high: 1295 },
    ],
  }
  const design = designFrom("?setting=halo&stone=lab-grown-diamond&carat=1&band=pave", offered, sizes)

  it("is its parts added up, the low rounded down and the high rounded up", () => {
    expect(priceOf(design, prices)).toEqual({ low: 5200, high: 7800 })
    expect(priceOf({ ...design, band: "plain" }, { ...prices, roundTo: 500 })).toEqual({
      low: 4500,
      high: 6500,
    })
  })

  it("is nothing while a part has no price", () => {
    expect(priceOf({ ...design, metal: "rose-gold" }, prices)).toBeNull()
  })

  it("falls in the band its middle is within, else the nearest", () => {
    const bands = [
      { id: "a", low: 1000, high: 3000 },
      { id: "b", low: 3000, high: 6000 },
      { id: "c", low: 6000, high: 12000 },
    ]
    expect(bandOf({ low: 5200, high: 7800 }, bands)?.id).toBe("c")
    expect(bandOf({ low: 3500, high: 5000 }, bands)?.id).toBe("b")
    expect(bandOf({ low: 20000, high: 30000 }, bands)?.id).toBe("c")
  })
})

describe("the picture a design is shown with", () => {
  const ring = { shape: "oval", setting: "halo", metal: "platinum", band: "pave", stone: "ruby" }
  const base = { band: "plain", stone: "natural-diamond" }
  const widths = (key: string) => [360, 720, 1080].map(width => `${key}-${width}.webp`)
  const offered = {
    shape: ["oval"],
    setting: ["halo"],
    metal: ["platinum"],
    band: ["plain", "pave"],
    stone: ["natural-diamond", "ruby"],
  }
  const shown = (...keys: string[]) =>
    designPictureKey(
      picturedDesign(ring, new Set(awaitingPictures(offered, new Set(keys.flatMap(widths)))), base)
    )

  it("is its own once rendered at every width", () => {
    expect(shown("oval-halo-platinum-pave-ruby", "oval-halo-platinum-plain-diamond")).toBe(
      "oval-halo-platinum-pave-ruby"
    )
  })

  it("while its band or stone awaits its render, is the nearest there is: its stone on the plain band, then the band with a diamond, then the base", () => {
    expect(
      shown(
        "oval-halo-platinum-plain-ruby",
        "oval-halo-platinum-pave-diamond",
        "oval-halo-platinum-plain-diamond"
      )
    ).toBe("oval-halo-platinum-plain-ruby")
    expect(shown("oval-halo-platinum-pave-diamond", "oval-halo-platinum-plain-diamond")).toBe(
      "oval-halo-platinum-pave-diamond"
    )
    expect(shown("oval-halo-platinum-plain-diamond")).toBe("oval-halo-platinum-plain-diamond")
  })

  it("waits for a picture missing at any one width", () => {
    const files = new Set([
      ...widths("oval-halo-platinum-plain-diamond"),
      "oval-halo-platinum-pave-ruby-360.webp",
    ])
    expect(awaitingPictures(offered, files)).toContain("oval-halo-platinum-pave-ruby")
    expect(awaitingPictures(offered, files)).not.toContain("oval-halo-platinum-plain-diamond")
  })
})
