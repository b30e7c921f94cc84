import { useTheme } from "@emotion/react"
import * as React from "react"
import type { Choice } from "../../content/design"

/*
 * Each option drawn, as the best builders draw them: the shape's outline from above, the setting round
 * a stone, the metal as a swatch, the stone in its colour, the size to scale, the band. Decorative (the
 * option's words name it), 40 x 40, in the theme's materials; a value with no drawing draws nothing.
 */

const SIZE = 40
const C = SIZE / 2

type Fill = readonly [string, string]

/** A coordinate to a tenth, written short (20, not 20.0): the glyphs are in the page's first response. */
const round = (value: number) => String(Math.round(value * 10) / 10)

function Gradient({ id, fill }: { id: string; fill: Fill }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={fill[0]} />
      <stop offset="1" stopColor={fill[1]} />
    </linearGradient>
  )
}

/** A stone's outline from above: round, oval (north-south) or a step cut with cut corners. */
function Outline({ shape, paint, scaled = false }: { shape: string; paint: string; scaled?: boolean }) {
  // A size drawn smaller keeps the outline's hairline: only there does the stroke need not to scale.
  const stroke = {
    fill: paint,
    stroke: "currentColor",
    ...(scaled && { vectorEffect: "non-scaling-stroke" }),
  }
  if (shape === "oval") return <ellipse cx={C} cy={C} rx={10} ry={14} {...stroke} />
  if (shape === "emerald") {
    const [w, h, k] = [9.5, 13.5, 3]
    const points = [
      [C - w + k, C - h],
      [C + w - k, C - h],
      [C + w, C - h + k],
      [C + w, C + h - k],
      [C + w - k, C + h],
      [C - w + k, C + h],
      [C - w, C + h - k],
      [C - w, C - h + k],
    ]
    return <polygon points={points.map(point => point.join(",")).join(" ")} {...stroke} />
  }
  return <circle cx={C} cy={C} r={13} {...stroke} />
}

/** The facets of a stone from above, faint: a table and the lines that meet it. */
function Facets({ shape }: { shape: string }) {
  const line = { stroke: "currentColor", strokeWidth: 0.6, opacity: 0.45, fill: "none" }
  if (shape === "emerald")
    return (
      <g {...line}>
        <rect x={C - 6} y={C - 10} width={12} height={20} />
        <rect x={C - 3} y={C - 6.5} width={6} height={13} />
      </g>
    )
  const [rx, ry] = shape === "oval" ? [5.5, 8] : [7, 7]
  return (
    <g {...line}>
      <ellipse cx={C} cy={C} rx={rx} ry={ry} />
      <path
        d={[0, 45, 90, 135]
          .map(angle => {
            const [dx, dy] = [
              Math.cos((angle * Math.PI) / 180) * rx * 1.75,
              Math.sin((angle * Math.PI) / 180) * ry * 1.65,
            ]
            return `M${round(C - dx)} ${round(C - dy)}L${round(C + dx)} ${round(C + dy)}`
          })
          .join("")}
      />
    </g>
  )
}

/**
 * A ring of `count` dots of radius `r` on a circle of radius `around`: one circle stroked in dashes of
 * no length with round caps (a dot each), outlined by a wider one under it. Two elements, not forty.
 */
function Dots({ count, around, r, fill }: { count: number; around: number; r: number; fill: string }) {
  const gap = (2 * Math.PI * around) / count
  const dots = {
    cx: C,
    cy: C,
    r: around,
    fill: "none",
    strokeLinecap: "round" as const,
    strokeDasharray: `0 ${gap.toFixed(2)}`,
  }
  return (
    <>
      <circle {...dots} stroke="currentColor" strokeWidth={2 * r + 1} />
      <circle {...dots} stroke={fill} strokeWidth={2 * r} />
    </>
  )
}

function Setting({ value, metal }: { value: string; metal: string }) {
  const stone = (r: number, cx = C) => <circle cx={cx} cy={C} r={r} fill="white" stroke="currentColor" />
  if (value === "halo")
    return (
      <>
        <Dots count={14} around={15} r={2.6} fill="white" />
        {stone(10)}
      </>
    )
  if (value === "bezel")
    return (
      <>
        <circle cx={C} cy={C} r={14} fill={metal} stroke="currentColor" />
        {stone(10.5)}
      </>
    )
  if (value === "three-stone")
    return (
      <>
        {stone(5, C - 13.5)}
        {stone(5, C + 13.5)}
        {stone(8.5)}
      </>
    )
  return (
    <>
      {stone(11)}
      <Dots count={6} around={11.5} r={2} fill={metal} />
    </>
  )
}

function Band({ value, metal }: { value: string; metal: string }) {
  return (
    <>
      <ellipse cx={C} cy={C + 2} rx={15} ry={9} fill="none" stroke={metal} strokeWidth={5} />
      <ellipse
        cx={C}
        cy={C + 2}
        rx={15}
        ry={9}
        fill="none"
        stroke="currentColor"
        strokeWidth={0.6}
        opacity={0.5}
      />
      {value === "pave" && (
        // small stones along the band's far half: an arc of nine dots
        <path
          d={`M${C - 15} ${C + 2}A15 9 0 0 1 ${C + 15} ${C + 2}`}
          pathLength={9}
          fill="none"
          stroke="white"
          strokeWidth={3}
          strokeLinecap="round"
          strokeDasharray="0 1"
          strokeDashoffset={-0.5}
        />
      )}
    </>
  )
}

export interface OptionGlyphProps {
  choice: Choice
  value: string
  /** The design's shape, to draw a size in it; its metal, to draw the setting and the band in it. */
  shape: string
  metal: string
  /** A size's scale against the largest offered (1). */
  scale?: number
}

export function OptionGlyph({ choice, value, shape, metal, scale = 1 }: OptionGlyphProps) {
  const { materials } = useTheme()
  const plain: Fill = ["#FFFFFF", "#D8D2C8"]
  const metalFill = materials[metal] ?? plain
  const fill: Fill =
    choice === "metal"
      ? (materials[value] ?? plain)
      : choice === "stone"
        ? (materials[value] ?? materials.diamond ?? plain)
        : plain
  // React's ids hold colons, which a url(#...) reference would have to escape
  const gradientId = `g${React.useId().replace(/:/g, "")}`
  const paint = `url(#${gradientId})`
  // Only a metal's swatch and a stone's colour are painted in a gradient.
  const painted = choice === "metal" || choice === "stone"
  const drawing = (() => {
    switch (choice) {
      case "shape":
        return (
          <>
            <Outline shape={value} paint="white" />
            <Facets shape={value} />
          </>
        )
      case "setting":
        return <Setting value={value} metal={metalFill[1]} />
      case "metal":
        return <circle cx={C} cy={C} r={14} fill={paint} stroke="currentColor" strokeWidth={0.8} />
      case "stone":
        return (
          <>
            <Outline shape="round" paint={paint} />
            <Facets shape="round" />
          </>
        )
      case "carat":
        return (
          <g transform={`translate(${C} ${C}) scale(${scale}) translate(${-C} ${-C})`}>
            <Outline shape={shape} paint="white" scaled />
            <Facets shape={shape} />
          </g>
        )
      case "band":
        return <Band value={value} metal={metalFill[1]} />
    }
  })()
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      {painted && (
        <defs>
          <Gradient id={gradientId} fill={fill} />
        </defs>
      )}
      {drawing}
    </svg>
  )
}
