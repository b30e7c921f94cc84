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

function Gradient({ id, fill }: { id: string; fill: Fill }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={fill[0]} />
      <stop offset="1" stopColor={fill[1]} />
    </linearGradient>
  )
}

/** A stone's outline from above: round, oval (north-south) or a step cut with cut corners. */
function Outline({ shape, paint }: { shape: string; paint: string }) {
  const stroke = { fill: paint, stroke: "currentColor", strokeWidth: 1, vectorEffect: "non-scaling-stroke" }
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
      {[0, 45, 90, 135].map(angle => (
        <line
          key={angle}
          x1={C - Math.cos((angle * Math.PI) / 180) * rx * 1.75}
          y1={C - Math.sin((angle * Math.PI) / 180) * ry * 1.65}
          x2={C + Math.cos((angle * Math.PI) / 180) * rx * 1.75}
          y2={C + Math.sin((angle * Math.PI) / 180) * ry * 1.65}
        />
      ))}
    </g>
  )
}

function Setting({ value, metal }: { value: string; metal: string }) {
  const claw = (angle: number, r: number) => (
    <circle
      key={angle}
      cx={C + r * Math.cos((angle * Math.PI) / 180)}
      cy={C + r * Math.sin((angle * Math.PI) / 180)}
      r={2}
      fill={metal}
      stroke="currentColor"
      strokeWidth={0.6}
    />
  )
  if (value === "halo")
    return (
      <>
        {Array.from({ length: 14 }, (_, index) => (
          <circle
            key={index}
            cx={C + 15 * Math.cos((index * 2 * Math.PI) / 14)}
            cy={C + 15 * Math.sin((index * 2 * Math.PI) / 14)}
            r={2.6}
            fill="white"
            stroke="currentColor"
            strokeWidth={0.6}
          />
        ))}
        <circle cx={C} cy={C} r={10} fill="white" stroke="currentColor" strokeWidth={1} />
      </>
    )
  if (value === "bezel")
    return (
      <>
        <circle cx={C} cy={C} r={14} fill={metal} stroke="currentColor" strokeWidth={1} />
        <circle cx={C} cy={C} r={10.5} fill="white" stroke="currentColor" strokeWidth={0.8} />
      </>
    )
  if (value === "three-stone")
    return (
      <>
        {[-1, 1].map(side => (
          <circle
            key={side}
            cx={C + side * 13.5}
            cy={C}
            r={5}
            fill="white"
            stroke="currentColor"
            strokeWidth={0.8}
          />
        ))}
        <circle cx={C} cy={C} r={8.5} fill="white" stroke="currentColor" strokeWidth={1} />
      </>
    )
  return (
    <>
      <circle cx={C} cy={C} r={11} fill="white" stroke="currentColor" strokeWidth={1} />
      {[30, 90, 150, 210, 270, 330].map(angle => claw(angle, 11.5))}
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
      {value === "pave" &&
        Array.from({ length: 9 }, (_, index) => {
          const angle = Math.PI + ((index + 0.5) * Math.PI) / 9
          return (
            <circle
              key={index}
              cx={C + 15 * Math.cos(angle)}
              cy={C + 2 + 9 * Math.sin(angle)}
              r={1.5}
              fill="white"
              stroke="currentColor"
              strokeWidth={0.5}
            />
          )
        })}
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
  const id = React.useId()
  const plain: Fill = ["#FFFFFF", "#D8D2C8"]
  const metalFill = materials[metal] ?? plain
  const fill: Fill =
    choice === "metal"
      ? (materials[value] ?? plain)
      : choice === "stone"
        ? (materials[value] ?? materials.diamond ?? plain)
        : plain
  // React's ids hold colons, which a url(#...) reference would have to escape
  const gradientId = `glyph${id.replace(/:/g, "")}`
  const paint = `url(#${gradientId})`
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
            <Outline shape={shape} paint="white" />
            <Facets shape={shape} />
          </g>
        )
      case "band":
        return <Band value={value} metal={metalFill[1]} />
    }
  })()
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      <defs>
        <Gradient id={gradientId} fill={fill} />
      </defs>
      {drawing}
    </svg>
  )
}
