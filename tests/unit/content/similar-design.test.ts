import {
  CHOICES,
  DESIGN_PATH,
  designFrom,
  designOfPiece,
  similarDesignPath,
  type Offered,
  type PieceChoices,
} from "../../../src/content/design"

/*
 * A piece's way to a design like it (src/content/design.ts): a piece the ring designer can make opens
 * it with every one of the piece's choices, read back by the designer as that same design; a piece it
 * cannot make opens the contact page naming the piece, never the designer's first options. Fictional
 * options, pieces and contact page.
 */

const offered: Offered = {
  shape: ["round", "oval"],
  setting: ["prong", "halo"],
  metal: ["platinum", "rose-gold"],
  stone: ["natural-diamond", "lab-grown-diamond"],
  carat: ["0.5", "1", "1.5"],
  band: ["plain", "pave"],
}
const CONTACT = "/fixture-contact/"

/** Every choice the last offered, so that none of them is the designer's default. */
const piece: PieceChoices = {
  slug: "fixture-piece",
  shape: "oval",
  setting: "halo",
  metal: "rose-gold",
  stone: "lab-grown-diamond",
  carat: 1.5,
  bandStyle: "pave",
}

const contactFor = (slug: string) => `${CONTACT}?design=${encodeURIComponent(slug)}`

describe("a piece the designer can make", () => {
  it("opens the designer with each of its six choices, read back as the piece", () => {
    const path = similarDesignPath(piece, offered, CONTACT)
    expect(path.startsWith(`${DESIGN_PATH}?`)).toBe(true)
    const search = path.slice(DESIGN_PATH.length)
    expect([...new URLSearchParams(search).keys()]).toEqual([...CHOICES])
    expect(designFrom(search, offered)).toEqual({
      shape: "oval",
      setting: "halo",
      metal: "rose-gold",
      stone: "lab-grown-diamond",
      carat: "1.5",
      band: "pave",
    })
  })

  it("names a weight by the designer's own size, whole or not", () => {
    expect(designOfPiece({ ...piece, carat: 1 }, offered)?.carat).toBe("1")
    expect(designOfPiece({ ...piece, carat: 0.5 }, offered)?.carat).toBe("0.5")
  })
})

describe("a piece the designer cannot make", () => {
  const cases: [string, Partial<PieceChoices>][] = [
    ["a shape it does not offer", { shape: "cabochon" }],
    ["a setting it does not offer", { setting: "channel" }],
    ["a metal it does not offer", { metal: "yellow-gold" }],
    ["a stone it does not offer", { stone: "ruby" }],
    ["a band it does not offer", { bandStyle: "channel" }],
    ["a weight it has no size for", { carat: 1.2 }],
    ["no single centre stone", { carat: undefined }],
    ["no stone at all", { stone: "none", shape: undefined, carat: undefined, setting: "plain" }],
  ]

  it.each(cases)("(%s) opens the contact page naming it", (_, change) => {
    const other = { ...piece, ...change }
    expect(designOfPiece(other, offered)).toBeNull()
    expect(similarDesignPath(other, offered, CONTACT)).toBe(contactFor(piece.slug))
  })

  it("names it by its address, written safely into the link", () => {
    const odd = { ...piece, slug: "fixture piece&design=other", carat: null }
    const path = similarDesignPath(odd, offered, CONTACT)
    expect(new URL(path, "https://fixture.example").searchParams.getAll("design")).toEqual([odd.slug])
  })

  it("is asked about by name when the designer offers nothing", () => {
    const none = Object.fromEntries(CHOICES.map(choice => [choice, []])) as unknown as Offered
    expect(similarDesignPath(piece, none, CONTACT)).toBe(contactFor(piece.slug))
  })
})
