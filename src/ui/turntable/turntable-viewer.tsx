import * as React from "react"
import { useEffect, useRef, useState } from "react"
import { imageOf, type TurntableData, type TurntableProps } from "./turntable-layout"
import { AUTO_TURN_STEP, turnText } from "./view-name"

const mod = (value: number, n: number) => ((value % n) + n) % n

/** The frames of one design in one metal, as "design/metal/frame", nearest to `around` first. */
function framesAround(designs: TurntableData["designs"], d: number, m: number, around: number): string[] {
  const count = designs[d].metals[m].frames?.length ?? 0
  const distance = (i: number) => Math.min(mod(i - around, count), mod(around - i, count))
  return Array.from({ length: count }, (_, i) => i)
    .sort((a, b) => distance(a) - distance(b))
    .map(i => `${d}/${m}/${i}`)
}

export interface TurntableViewerProps extends TurntableProps {
  /** The design and metal chosen in the layout around the viewer. */
  design: number
  metal: number
}

/**
 * The ring turned by dragging or with the arrow keys: the frames and the
 * slider, drawn over the still inside `TurntableLayout`. Loaded by `Turntable`
 * once the ring is near the screen; it fetches the frames at once, nearest
 * angle first, and shows a frame only once decoded, so the turn never flashes
 * blank. Another design or metal is shown at the angle the ring was at.
 */
export function TurntableViewer(props: TurntableViewerProps) {
  const { turntable, sizes } = props
  const { label, designs } = turntable
  /** The choice the frames below belong to; it follows the props' choice within the render that changes it. */
  const [{ design, metal }, setShowing] = useState({ design: props.design, metal: props.metal })
  const [frame, setFrame] = useState(0)
  /** Frames asked of the network, as "design/metal/frame", nearest angle first. */
  const [requested, setRequested] = useState(() => framesAround(designs, design, metal, 0))
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set())
  /** What stays on screen while the wanted frame is still on its way: the frame shown before it. */
  const [fallback, setFallback] = useState<string | null>(null)
  const [autoTurn, setAutoTurn] = useState<"waiting" | "done">("waiting")
  const drag = useRef<{ x: number; frame: number; step: number } | null>(null)

  const frames = designs[design].metals[metal].frames ?? []
  const n = frames.length
  const angle = Math.round((frame * 360) / n)
  const wanted = `${design}/${metal}/${frame}`
  const shown = ready.has(wanted) ? wanted : fallback

  if (props.design !== design || props.metal !== metal) {
    // Another design or metal: its frame at the same angle, fetched nearest first.
    const count = designs[props.design].metals[props.metal].frames?.length ?? 1
    const next = mod(Math.round((angle / 360) * count), count)
    const fresh = framesAround(designs, props.design, props.metal, next)
    setShowing({ design: props.design, metal: props.metal })
    setFallback(shown)
    setFrame(next)
    setAutoTurn("done")
    setRequested(list => {
      const added = fresh.filter(key => !list.includes(key))
      return added.length > 0 ? [...list, ...added] : list
    })
  }

  // The current sequence is always requested already (at mount, or on a new choice): touching only stops the turn.
  const interact = () => setAutoTurn("done")

  const allReady = frames.every((_, i) => ready.has(`${design}/${metal}/${i}`))
  useEffect(() => {
    if (autoTurn === "done" || !allReady) return
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return
    let left = n
    const timer = setInterval(() => {
      if (left <= 0) return
      left -= 1
      setFrame(f => mod(f + 1, n))
      if (left === 0) setAutoTurn("done")
    }, AUTO_TURN_STEP)
    return () => clearInterval(timer)
  }, [autoTurn, allReady, n])

  const turnTo = (next: number) => {
    interact()
    setFallback(shown)
    setFrame(mod(next, n))
  }
  const keySteps: Record<string, number> = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: Math.round(n / 4),
    PageDown: -Math.round(n / 4),
  }

  return (
    <>
      {requested.map(key => {
        const [d, m, i] = key.split("/").map(Number)
        const sequence = designs[d].metals[m]
        const image = imageOf(sequence.frames?.[i] ?? null)
        if (!image) return null
        return (
          <picture key={key}>
            {image.images.sources?.map(source => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
            ))}
            <img
              src={image.images.fallback?.src}
              srcSet={image.images.fallback?.srcSet}
              sizes={sizes}
              alt=""
              data-frame={key}
              data-ready={ready.has(key) || undefined}
              width={image.width}
              height={image.height}
              onLoad={event => {
                const done = () => setReady(set => new Set(set).add(key))
                event.currentTarget.decode().then(done, done)
              }}
              css={{
                position: "absolute",
                inset: 0,
                width: "100%",
                height: "100%",
                // The global reduced-motion rule gives every property a 0.01 ms transition, which
                // holds a frame change back by one animation frame: frames never transition.
                transitionProperty: "none",
              }}
              style={{ visibility: key === shown ? "visible" : "hidden" }}
            />
          </picture>
        )
      })}
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={360 - 360 / n}
        aria-valuenow={angle}
        aria-valuetext={turnText(angle)}
        onFocus={interact}
        onKeyDown={event => {
          const step = keySteps[event.key]
          const next = event.key === "Home" ? 0 : event.key === "End" ? n - 1 : frame + (step ?? Number.NaN)
          if (Number.isNaN(next)) return
          event.preventDefault()
          turnTo(next)
        }}
        onPointerDown={event => {
          interact()
          event.currentTarget.setPointerCapture(event.pointerId)
          drag.current = { x: event.clientX, frame, step: event.currentTarget.clientWidth / n }
        }}
        onPointerMove={event => {
          const start = drag.current
          if (!start) return
          setFallback(shown)
          setFrame(mod(start.frame + Math.round((event.clientX - start.x) / start.step), n))
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        css={t => ({
          position: "absolute",
          inset: 0,
          borderRadius: t.radii.lg,
          cursor: "grab",
          touchAction: "pan-y",
          // Inside its edge: the stage clips anything drawn outside it.
          "&:focus-visible": { outlineOffset: `calc(-2 * ${t.focus.offset})` },
          "&:active": { cursor: "grabbing" },
        })}
      />
    </>
  )
}
