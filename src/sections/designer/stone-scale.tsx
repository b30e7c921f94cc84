import { useTheme } from "@emotion/react"
import * as React from "react"

/*
 * The stone at its true size, as every picture shows a stone of about one carat: drawn from above on
 * her finger (the ring size she chose, or a middle size), finger and stone in the same millimetres, so
 * two carats look as much larger as they are. Decorative; the words under it say it.
 */

export interface StoneScaleProps {
  shape: string
  /** The stone from above, in millimetres: along the finger and across it. */
  length: number
  width: number
  /** Across the inside of the ring: the finger's width, in millimetres. */
  finger: number
  metal: string
  stone: string
}

/** The drawing's field of view, in millimetres: room for the widest finger and the largest stone. */
const VIEW = 26

export function StoneScale({ shape, length, width, finger, metal, stone }: StoneScaleProps) {
  const { materials, colors } = useTheme()
  const id = `scale${React.useId().replace(/:/g, "")}`
  const c = VIEW / 2
  const [light, deep] = materials[stone] ?? materials.diamond ?? ["#FFFFFF", "#C4CDD6"]
  const band = materials[metal]?.[1] ?? colors.goldDeep
  const [a, b] = [width / 2, length / 2]
  const cut = Math.min(a, b) * 0.32
  const outline =
    shape === "oval" ? (
      <ellipse cx={c} cy={c} rx={a} ry={b} />
    ) : shape === "emerald" ? (
      <polygon
        points={[
          [c - a + cut, c - b],
          [c + a - cut, c - b],
          [c + a, c - b + cut],
          [c + a, c + b - cut],
          [c + a - cut, c + b],
          [c - a + cut, c + b],
          [c - a, c + b - cut],
          [c - a, c - b + cut],
        ]
          .map(point => point.join(","))
          .join(" ")}
      />
    ) : (
      <circle cx={c} cy={c} r={a} />
    )
  return (
    <svg
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      aria-hidden="true"
      focusable="false"
      css={{ display: "block", width: "100%" }}
    >
      <defs>
        <radialGradient id={id} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={deep} />
        </radialGradient>
      </defs>
      {/* the finger, from the knuckle to past the tip of the picture */}
      <rect
        x={c - finger / 2}
        y={-2}
        width={finger}
        height={VIEW + 4}
        rx={finger / 2}
        fill={colors.parchment}
        stroke={colors.sand}
        strokeWidth={0.25}
      />
      <rect x={c - finger / 2 - 0.3} y={c - 1} width={finger + 0.6} height={2} rx={0.6} fill={band} />
      <g fill={`url(#${id})`} stroke={colors.inkSoft} strokeWidth={0.18}>
        {outline}
      </g>
    </svg>
  )
}
