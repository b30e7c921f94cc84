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

/**
 * The attributes a drawing needs: geometry, paint, transforms, gradients, clips and masks, and the
 * root's own. Nothing else: a `style` attribute could restyle or hide the page around the mark
 * (position: fixed over the page), a `class` would take the page's own styles, anything unknown is
 * something no drawing program needs. Editors' own data (Inkscape, Illustrator) is removed first.
 */
const DRAWING_ATTRIBUTES = new Set([
  "id",
  "viewBox",
  "preserveAspectRatio",
  "xmlns",
  "xmlns:xlink",
  "xmlns:svg",
  "version",
  "xml:space",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "d",
  "points",
  "pathLength",
  "transform",
  "gradientTransform",
  "gradientUnits",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "color",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "vector-effect",
  "paint-order",
  "shape-rendering",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "href",
  "xlink:href",
  "aria-hidden",
  "role",
  "focusable",
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
    if (name === "style")
      return `has a style attribute on <${element.name}>, which could restyle the page around it: export it with presentation attributes (fill, stroke) instead`
    if (!DRAWING_ATTRIBUTES.has(name))
      return `has the attribute ${name} on <${element.name}>, which is not part of a drawing (shapes, paint, transforms, gradients, clips and masks only)`
    if (
      /[@\\]|\b(?:image|expression|var|attr|env)\s*\(|:\/\//i.test(value) &&
      name !== "xmlns" &&
      !name.startsWith("xmlns:")
    )
      return `has ${name}="${value}" on <${element.name}>, which names something outside the drawing`
  }
  return undefined
}

/** The root's own parts that are not elements: a processing instruction, CDATA, an entity. */
interface OtherNode {
  name?: string
  value?: string
  data?: { doctype?: string }
}

/** Collects the first reason the tree cannot be drawn inside a page. */
const refuseAnythingButDrawing = (found: { reason?: string }): Plugin => ({
  name: "refuseAnythingButDrawing",
  fn: () => {
    // A <use> of a part that holds a <use> repeats the repeats: ten lines can draw a million
    // shapes in every page's header. Parts that hold one, and the parts each <use> repeats.
    const open: (string | undefined)[] = []
    const holdingUse = new Set<string>()
    const used: string[] = []
    return {
      element: {
        enter: (element: DrawnElement) => {
          found.reason ??= refusal(element)
          if (element.name === "use") {
            for (const id of open) if (id) holdingUse.add(id)
            const target = element.attributes.href ?? element.attributes["xlink:href"]
            if (target?.startsWith("#")) used.push(target.slice(1))
          }
          open.push(element.attributes.id)
        },
        exit: () => {
          open.pop()
        },
      },
      root: {
        exit: () => {
          const chained = used.find(id => holdingUse.has(id))
          if (chained)
            found.reason ??= `repeats with <use> the part "${chained}", which itself repeats parts: copies of copies multiply (a few lines can draw millions of shapes in every page); let each <use> repeat a drawn part only`
        },
      },
      // <?xml version="1.0"?> opens many exports; any other instruction (xml-stylesheet) loads or runs something.
      instruction: {
        enter: (node: OtherNode) => {
          if (node.name !== "xml")
            found.reason ??= `has the processing instruction <?${node.name ?? ""}?>, which is not part of a drawing: export it again without it`
        },
      },
      cdata: {
        enter: () => {
          found.reason ??=
            "has a CDATA section (text hidden from the drawing, usually a style sheet or a script): export it again with presentation attributes"
        },
      },
      doctype: {
        enter: (node: OtherNode) => {
          if (node.data?.doctype?.includes("["))
            found.reason ??=
              "declares its own entities in its DOCTYPE, text the reader would put anywhere in the drawing: export it again without them"
        },
      },
    }
  },
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
        // What editors' programs add that draws nothing goes first; the rest is held to the
        // allow-lists as written, before anything is changed (a style attribute is refused, not converted).
        "removeMetadata",
        "removeEditorsNSData",
        "removeTitle",
        "removeDesc",
        "removeComments",
        refuseAnythingButDrawing(found),
        { name: "preset-default", params: { overrides: { removeViewBox: false } } },
        "convertStyleToAttrs",
        "removeDimensions",
        "removeXMLNS",
        { name: "prefixIds", params: { prefix: idPrefix, delim: "-" } },
        { name: "addAttributesToSVGElement", params: { attributes: [{ "aria-hidden": "true" }] } },
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
