import { readContent } from "../../../src/content/read-content"
import { BANK_CARD, PAPER, drawRingSizer } from "../../../src/content/outputs/ring-sizer-pdf"
import { extent, isCircle, readPdf } from "../support/pdf"

/*
 * The printable sizer is only useful at true scale: its page must be the
 * paper it says, and each circle must be its size's inner diameter, read
 * back from the drawing operators of the PDF itself.
 */

const sizes = readContent("data/ring-sizes.yaml")
const brand = readContent("site.yaml").name

describe.each(Object.keys(PAPER) as (keyof typeof PAPER)[])("the ring sizer on %s", paper => {
  let page: ReturnType<typeof readPdf>[number]

  beforeAll(async () => {
    const pages = readPdf(await drawRingSizer(sizes, brand, paper))
    expect(pages).toHaveLength(1)
    page = pages[0]
  })

  it("is one page of that paper, in millimetres", () => {
    expect(page.width).toBeCloseTo(PAPER[paper].width, 1)
    expect(page.height).toBeCloseTo(PAPER[paper].height, 1)
  })

  it("draws one circle per size of the table, smallest first, each at its inner diameter to 0.01 mm", () => {
    const circles = page.paths.filter(isCircle).map(path => extent(path).width)
    expect(circles).toHaveLength(sizes.sizes.length)
    circles.forEach((diameter, index) =>
      expect(Math.abs(diameter - sizes.sizes[index].diameter)).toBeLessThan(0.01)
    )
  })

  it("keeps every circle on the page, none touching another", () => {
    const circles = page.paths.filter(isCircle).map(extent)
    for (const circle of circles) {
      expect(circle.x - circle.width / 2).toBeGreaterThan(5)
      expect(circle.x + circle.width / 2).toBeLessThan(page.width - 5)
      expect(circle.y + circle.height / 2).toBeLessThan(page.height - 5)
    }
    for (const [index, a] of circles.entries())
      for (const b of circles.slice(index + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan((a.width + b.width) / 2)
  })

  it("has the outline of a bank card, 85.60 x 53.98 mm, to check the print's scale", () => {
    const card = page.paths
      .map(extent)
      .find(
        box => Math.abs(box.width - BANK_CARD.width) < 0.01 && Math.abs(box.height - BANK_CARD.height) < 0.01
      )
    expect(card).toBeDefined()
  })

  it("has a 100 mm ruler", () => {
    const lines = page.paths.filter(path => path.operators.join(" ") === "m l").map(extent)
    expect(lines.some(line => Math.abs(line.width - 100) < 0.01 && line.height < 0.01)).toBe(true)
  })
})
