import { FACETS, type Facet } from "./commissions/commission-facets"

/*
 * "Design Your Ring": a design is one value for each choice, in the order a couple decides, plus what
 * they may add. Its address names it (/design/?shape=oval&setting=halo...), and so does the brief the
 * form sends: the same names are the Tally form's hidden fields. Pure functions, for the page, the
 * contact page and the tests alike.
 */

export const DESIGN_PATH = "/design/"

/** The choices, in the order a couple decides: the first four are the commissions' facets. */
export const CHOICES = ["shape", "setting", "metal", "stone", "carat", "band"] as const
export type Choice = (typeof CHOICES)[number]

/** What a couple may add: a ring size, an engraving, the month they need it by, a few words. */
export const EXTRAS = ["size", "engraving", "when", "story"] as const
export type Extra = (typeof EXTRAS)[number]

export type Design = Record<Choice, string> & Partial<Record<Extra, string>>
/** Each choice's values, in the order the page offers them (the first is chosen until one is). */
export type Offered = Record<Choice, readonly string[]>

/** The offered values of each choice, from wherever a page keeps them. */
export const offeredBy = (values: (choice: Choice) => readonly string[]): Offered => ({
  shape: values("shape"),
  setting: values("setting"),
  metal: values("metal"),
  stone: values("stone"),
  carat: values("carat"),
  band: values("band"),
})

/** The longest engraving and story an address may carry: what the form's boxes take. */
export const MAX_LENGTH = { engraving: 30, story: 600 } as const

/** How many months "when you need it" offers, from the month it is in Singapore. */
export const MONTHS_AHEAD = 24
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * The months a couple may need the ring by ("2027-03"): the month it is in Singapore at `now` and the
 * ones after it; and a month an address already carries that is not among them (a link shared a while
 * ago), in its place, so a shared design keeps it.
 */
export function monthsFrom(now: Date, chosen?: string, count = MONTHS_AHEAD): string[] {
  const singapore = new Date(now.getTime() + SINGAPORE_OFFSET_MS)
  const [year, month] = [singapore.getUTCFullYear(), singapore.getUTCMonth()]
  const months = Array.from({ length: count }, (_, index) => {
    const at = month + index
    return `${year + Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, "0")}`
  })
  return chosen && !months.includes(chosen) ? [...months, chosen].sort() : months
}

/** The extras an address may carry, as a visitor could have written them in the form. */
function extraFrom(name: Extra, value: string | null, sizes: readonly string[]): string | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (name === "size") return sizes.includes(text) ? text : undefined
  if (name === "when") return /^20\d\d-(0[1-9]|1[0-2])$/.test(text) ? text : undefined
  return text && text.length <= MAX_LENGTH[name] ? text : undefined
}

/**
 * The design an address names: each choice that is one of the offered values, else the first offered
 * (a value that is not an option is ignored, never shown); each extra only as the form could have
 * written it.
 */
export function designFrom(search: string, offered: Offered, sizes: readonly string[] = []): Design {
  const query = new URLSearchParams(search)
  const design = Object.fromEntries(
    CHOICES.map(choice => {
      const value = query.get(choice)
      return [choice, value !== null && offered[choice].includes(value) ? value : offered[choice][0]]
    })
  ) as Design
  for (const name of EXTRAS) {
    const value = extraFrom(name, query.get(name), sizes)
    if (value !== undefined) design[name] = value
  }
  return design
}

/** Whether an address names a design at all (one of the choices, valid or not). */
export const namesADesign = (search: string) =>
  CHOICES.some(choice => new URLSearchParams(search).has(choice))

/** The query naming a design: every choice, and the extras it has. */
export function designSearch(design: Design): string {
  const query = new URLSearchParams()
  for (const choice of CHOICES) query.set(choice, design[choice])
  for (const name of EXTRAS) if (design[name]) query.set(name, design[name] ?? "")
  return `?${query.toString()}`
}

/** What a piece says of itself that the designer can read: its facets, its stone's weight, its band's style. */
export interface PieceChoices {
  slug: string
  shape?: string | null
  setting: string
  metal: string
  stone: string
  /** In carats, a number (1.5); the designer's sizes are ids ("1.5"). */
  carat?: number | null
  bandStyle: string
}

/**
 * The design a piece is, in the designer's values: each of its six choices, or null when the designer
 * does not offer one of them (a cabochon, a channel, a pair of plain bands, a stone of a size it has no
 * option for). Opening the designer anyway would show its first options there: another ring than the
 * piece, at another price.
 */
export function designOfPiece(piece: PieceChoices, offered: Offered): Record<Choice, string> | null {
  const wanted: Record<Choice, string | undefined> = {
    shape: piece.shape ?? undefined,
    setting: piece.setting,
    metal: piece.metal,
    stone: piece.stone,
    // Compared as numbers, so that a piece's 1.50 is the designer's "1.5".
    carat: offered.carat.find(size => typeof piece.carat === "number" && Number(size) === piece.carat),
    band: piece.bandStyle,
  }
  const design: Partial<Record<Choice, string>> = {}
  for (const choice of CHOICES) {
    const value = wanted[choice]
    if (value === undefined || !offered[choice].includes(value)) return null
    design[choice] = value
  }
  return design as Record<Choice, string>
}

/**
 * Where a piece's "Start a similar design" leads: the designer with every choice of the piece made,
 * so a couple starts from it and changes what they like; or, for a piece the designer cannot make,
 * the contact page with the piece named (`contactPath` + `?design=<slug>`, which the contact page takes
 * up: design-asked-about.ts), as pieces linked before the designer was. Worked out at build time (a
 * piece's `designPath`), so a piece's page carries none of this module.
 */
export function similarDesignPath(piece: PieceChoices, offered: Offered, contactPath: string): string {
  const design = designOfPiece(piece, offered)
  return design
    ? `${DESIGN_PATH}${designSearch(design)}`
    : `${contactPath}?${new URLSearchParams({ design: piece.slug }).toString()}`
}

export interface DesignPrices {
  roundTo: number
  settings: readonly { setting: string; metal: string; low: number; high: number }[]
  stones: readonly { stone: string; carat: string; low: number; high: number }[]
  bands: readonly { band: string; low: number; high: number }[]
}

/**
 * What a design costs: the ring without its stone (its setting, in its metal), the centre stone (its
 * kind, at its size) and the band, added up, and rounded out to `roundTo` (the low down, the high up).
 * Null if a part has no price (the content check refuses that).
 */
export function priceOf(design: Design, prices: DesignPrices): { low: number; high: number } | null {
  const parts = [
    prices.settings.find(entry => entry.setting === design.setting && entry.metal === design.metal),
    prices.stones.find(entry => entry.stone === design.stone && entry.carat === design.carat),
    prices.bands.find(entry => entry.band === design.band),
  ]
  if (parts.some(part => !part)) return null
  const sum = (key: "low" | "high") => parts.reduce((total, part) => total + (part?.[key] ?? 0), 0)
  const step = prices.roundTo
  return { low: Math.floor(sum("low") / step) * step, high: Math.ceil(sum("high") / step) * step }
}

/** The price band a range falls in: the one its middle is within, else the nearest. */
export function bandOf<B extends { low: number; high: number }>(
  price: { low: number; high: number },
  bands: readonly B[]
): B | undefined {
  const middle = (price.low + price.high) / 2
  const distance = (band: B) =>
    middle < band.low ? band.low - middle : middle > band.high ? middle - band.high : 0
  return [...bands].sort((a, b) => distance(a) - distance(b))[0]
}

/** The commissions' filter pages there are, as "facet/value" ("shape/oval"), from the values some piece has by facet. */
export const facetPagesOf = (values: Readonly<Record<Facet, readonly string[]>>): string[] =>
  FACETS.flatMap(facet => values[facet].map(value => `${facet}/${value}`))
