import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"
import { useEffect, useMemo, useRef, useState } from "react"
import { Picture } from "../picture"
import { useHydrated } from "../use-hydrated"
import { whenIdle } from "../use-idle"
import { ChoiceGroup } from "./choice-group"
import { turnText } from "./view-name"

type Frame = { childImageSharp: { gatsbyImageData: unknown } | null } | null
interface Sequence {
  metal: string
  alt: string
  frames: readonly Frame[] | null
}
export interface TurntableData {
  label: string
  hint: string
  designsLabel: string
  metalsLabel: string
  designs: readonly { name: string; metals: readonly Sequence[] }[]
}

interface Props {
  turntable: TurntableData
  /** The `sizes` attribute of every frame: how wide the ring is drawn at each breakpoint. */
  sizes: string
  className?: string
}

/** Milliseconds per frame of the one gentle turn shown once the frames are in. */
const AUTO_TURN_STEP = 120

const mod = (value: number, n: number) => ((value % n) + n) % n
const imageOf = (frame: Frame) => frame?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined

/**
 * A ring the visitor turns by dragging, with the arrow keys, or by choosing
 * another design or metal at the same angle. The built HTML holds only the
 * first frame, as a picture with its alt text; frames are requested once the
 * viewer is near the screen and the visitor reaches for it or the page is
 * idle, nearest angle first, and a frame is shown only once decoded, so the
 * turn never flashes blank.
 */
export function Turntable({ turntable, sizes, className }: Props) {
  const { label, hint, designsLabel, metalsLabel, designs } = turntable
  const hydrated = useHydrated()
  const [design, setDesign] = useState(0)
  const [metal, setMetal] = useState(0)
  const [frame, setFrame] = useState(0)
  /** Frames asked of the network, as "design/metal/frame", nearest angle first. */
  const [requested, setRequested] = useState<string[]>([])
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set())
  const [shown, setShown] = useState<string | null>(null)
  const [autoTurn, setAutoTurn] = useState<"waiting" | "done">("waiting")
  const figure = useRef<HTMLElement>(null)
  const drag = useRef<{ x: number; frame: number; step: number } | null>(null)

  const sequences = designs[design].metals
  const frames = sequences[metal].frames ?? []
  const n = frames.length
  const angle = Math.round((frame * 360) / n)
  const wanted = `${design}/${metal}/${frame}`
  // The last frame that was ready stays on screen until the wanted one is.
  if (ready.has(wanted) && shown !== wanted) setShown(wanted)

  function request(d: number, m: number, around: number) {
    const count = designs[d].metals[m].frames?.length ?? 0
    const distance = (i: number) => Math.min(mod(i - around, count), mod(around - i, count))
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => distance(a) - distance(b))
    setRequested(list => {
      const fresh = order.map(i => `${d}/${m}/${i}`).filter(key => !list.includes(key))
      return fresh.length > 0 ? [...list, ...fresh] : list
    })
  }
  const interact = () => {
    request(design, metal, frame)
    setAutoTurn("done")
  }

  // Near the screen and idle: fetch the frames, then turn once unless the visitor prefers less motion.
  const active = requested.length > 0
  useEffect(() => {
    const element = figure.current
    if (active || !element) return
    let cancel = () => {}
    const observer = new IntersectionObserver(
      ([entry]) => {
        cancel()
        if (entry.isIntersecting) cancel = whenIdle(() => request(0, 0, 0))
      },
      { rootMargin: "200px" }
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancel()
    }
  })

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
    setFrame(mod(next, n))
  }
  const choose = (d: number, m: number) => {
    const count = designs[d].metals[m].frames?.length ?? 1
    const next = mod(Math.round((angle / 360) * count), count)
    setDesign(d)
    setMetal(m)
    setFrame(next)
    setAutoTurn("done")
    request(d, m, next)
  }
  const keySteps: Record<string, number> = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: Math.round(n / 4),
    PageDown: -Math.round(n / 4),
  }

  // The one described image: the chosen design and metal, whichever frame is drawn over it. Made
  // again only when its alt text changes, so turning never re-renders gatsby-plugin-image's picture.
  const alt = sequences[metal].alt
  const firstFrame = designs[0].metals[0].frames?.[0] ?? null
  const still = useMemo(
    () => imageOf(firstFrame) && <Picture image={{ alt, src: firstFrame }} sizes={sizes} />,
    [alt, firstFrame, sizes]
  )
  return (
    <figure ref={figure} className={className} css={{ margin: 0 }}>
      <div
        css={t => ({
          position: "relative",
          aspectRatio: "1",
          overflow: "hidden",
          borderRadius: t.radii.lg,
          backgroundColor: t.colors.sand,
        })}
      >
        {still}
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
                  visibility: key === shown ? "visible" : "hidden",
                }}
              />
            </picture>
          )
        })}
        {hydrated && (
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
              const next =
                event.key === "Home" ? 0 : event.key === "End" ? n - 1 : frame + (step ?? Number.NaN)
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
              if (start) setFrame(mod(start.frame + Math.round((event.clientX - start.x) / start.step), n))
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
        )}
      </div>
      <figcaption
        css={t => ({
          display: "grid",
          gap: t.space.sm,
          marginTop: t.space.md,
          visibility: hydrated ? "visible" : "hidden",
        })}
      >
        <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>{hint}</p>
        {designs.length > 1 && (
          <ChoiceGroup
            label={designsLabel}
            options={designs.map(({ name }) => name)}
            selected={design}
            onChoose={d => {
              const same = designs[d].metals.findIndex(({ metal: name }) => name === sequences[metal].metal)
              choose(d, Math.max(same, 0))
            }}
          />
        )}
        <ChoiceGroup
          label={metalsLabel}
          options={sequences.map(({ metal: name }) => name)}
          selected={metal}
          onChoose={m => choose(design, m)}
        />
      </figcaption>
    </figure>
  )
}
