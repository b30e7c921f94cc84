import type { CSSObject, Theme } from "@emotion/react"

/*
 * Lists of cards never leave one card alone on a row beside fuller ones ("three, three, one"): at each
 * width the list takes the most columns it may there that its count fills without a lone last card,
 * fewer when none does (three cards: one column, then three), or one more (seven: four and three).
 * A last row that is still short ("three, three, two") stands in the middle, not flush left: the grid
 * has two tracks for each column, every card spans two, and the first of the last row starts as far
 * in as centres the row.
 */

type Width = "sm" | "md" | "lg" | "xl"
export type MostColumns = Partial<Record<Width, number>>

/** The columns `count` cards take where at most `most` fit: no row of one under fuller rows. */
export function columnsFor(count: number, most: number): number {
  if (count <= 1) return most
  if (count <= most) return count
  for (let columns = most; columns > 1; columns--) if (count % columns !== 1) return columns
  return most > 2 && count % (most + 1) !== 1 ? most + 1 : 1
}

/**
 * The grid of `count` cards, and the `sizes` of a card's picture in it: its column's share of the
 * screen at each width, and of the content's width once the screen is wider than that.
 */
export function cardGrid(t: Theme, count: number, most: MostColumns): { css: CSSObject; sizes: string } {
  const css: CSSObject = { display: "grid", gridTemplateColumns: "minmax(0, 1fr)" }
  const sizes = ["100vw"]
  let columns = 1
  // The last row's first card, as each width before this one placed it: a wider width places it anew.
  const placed = new Set<string>()
  for (const width of ["sm", "md", "lg", "xl"] as const) {
    if (!most[width]) continue
    columns = columnsFor(count, most[width])
    const rest = count % columns
    const rules: CSSObject = {
      gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))`,
      "& > *": { gridColumn: "span 2" },
    }
    for (const first of placed) rules[first] = { gridColumn: "span 2" }
    if (rest > 0) {
      const first = `& > :nth-child(${count - rest + 1})`
      rules[first] = { gridColumn: `${columns - rest + 1} / span 2` }
      placed.add(first)
    }
    css[t.mq[width]] = rules
    sizes.unshift(`(min-width: ${t.breakpoints[width]}px) ${Math.ceil(100 / columns)}vw`)
  }
  sizes.unshift(`(min-width: ${t.breakpoints.xl}px) ${Math.ceil(parseFloat(t.sizes.content) / columns)}rem`)
  return { css, sizes: sizes.join(", ") }
}
