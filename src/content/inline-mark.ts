import { optimize } from "svgo"

/*
 * The brand mark, when it is an SVG, is drawn inside every page's header rather than fetched:
 * on a phone's first screen each request is a round trip (over HTTP/1.1 a connection of its
 * own), and a 1 KiB picture cost the first paint more than its bytes. Its markup becomes part
 * of the page, so it must be only a drawing: shapes, gradients, clips and masks, nothing that
 * runs, loads or styles anything else on the page. The content check refuses any other SVG
 * with the reason (`unreadablePicture`); the build prefixes its ids so they cannot meet the
 * page's own.
 */

const DRAWING = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
])

/** An element as svgo's parser gives it. */
interface DrawnElement {
  name: string
  attributes: Record<string, string>
}
type Plugin = NonNullable<NonNullable<Parameters<typeof optimize>[1]>["plugins"]>[number]

/** Attributes that name another place: only a fragment of the mark itself may be named. */
const REFERENCES = new Set(["href", "xlink:href"])

const refusal = (element: DrawnElement): string | undefined => {
  if (!DRAWING.has(element.name))
    return element.name === "style"
      ? "has a <style> block, which would restyle the page around it: export it with presentation attributes (fill, stroke) instead"
      : `contains <${element.name}>, which is not part of a drawing (shapes, gradients, clips and masks only)`
  for (const [name, value] of Object.entries(element.attributes)) {
    if (/^on/i.test(name)) return `has an ${name} attribute, which would run script on the page`
    if (REFERENCES.has(name) && !value.startsWith("#"))
      return `links to "${value}" from <${element.name}>: a mark that is drawn in the page may only use its own parts`
    if (/url\(\s*["']?(?!#)/i.test(value))
      return `points ${name} at "${value}": a mark that is drawn in the page may only use its own gradients and clips`
  }
  return undefined
}

/** Collects the first reason the tree cannot be drawn inside a page. */
const refuseAnythingButDrawing = (found: { reason?: string }): Plugin => ({
  name: "refuseAnythingButDrawing",
  fn: () => ({
    element: {
      enter: (element: DrawnElement) => {
        found.reason ??= refusal(element)
      },
    },
  }),
})

export type InlineMark = { svg: string; problem?: undefined } | { svg?: undefined; problem: string }

/**
 * The mark as markup for the page: minified, its title and size dropped (the header names the
 * link and sizes the mark), its ids prefixed with `idPrefix`, hidden from assistive technology;
 * or why it cannot be drawn inside a page.
 */
export function inlineMark(markup: string, idPrefix = "mark"): InlineMark {
  const found: { reason?: string } = {}
  let svg: string
  try {
    svg = optimize(markup, {
      multipass: true,
      plugins: [
        { name: "preset-default", params: { overrides: { removeViewBox: false } } },
        "convertStyleToAttrs",
        "removeDimensions",
        "removeXMLNS",
        { name: "prefixIds", params: { prefix: idPrefix, delim: "-" } },
        { name: "addAttributesToSVGElement", params: { attributes: [{ "aria-hidden": "true" }] } },
        refuseAnythingButDrawing(found),
      ],
    }).data
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]
    return { problem: `cannot be read as SVG (${message}): export it again from the drawing program` }
  }
  if (found.reason) return { problem: found.reason }
  if (!/\sviewBox=/.test(svg))
    return { problem: "has no viewBox, so it cannot be scaled to the header: export it with one" }
  return { svg }
}
