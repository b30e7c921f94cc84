import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"
import { useMemo } from "react"
import { Picture } from "../picture"
import { ChoiceGroup } from "./choice-group"

type Frame = { childImageSharp: { gatsbyImageData: unknown } | null } | null
interface Sequence {
  metal: string
  alt: string
  /** The first frame alone, in every format the site's pictures come in. */
  still: readonly Frame[] | null
  frames: readonly Frame[] | null
}
export interface TurntableData {
  label: string
  hint: string
  designsLabel: string
  metalsLabel: string
  designs: readonly { name: string; metals: readonly Sequence[] }[]
}

export interface TurntableProps {
  turntable: TurntableData
  /** The `sizes` attribute of every frame: how wide the ring is drawn at each breakpoint. */
  sizes: string
  className?: string
}

export const imageOf = (frame: Frame) =>
  frame?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined

interface Props extends TurntableProps {
  design: number
  metal: number
  /** Null until the viewer runs: the choices then hold their place, unseen, so nothing moves when they appear. */
  onChoose: ((design: number, metal: number) => void) | null
  figureRef?: React.Ref<HTMLElement>
  /** Drawn over the still: the frames and the slider. */
  children?: React.ReactNode
}

/** The turntable's markup, the same before and after its script loads: the still, the hint and the choices. */
export function TurntableLayout(props: Props) {
  const { turntable, sizes, className, design, metal, onChoose, figureRef, children } = props
  const { hint, designsLabel, metalsLabel, designs } = turntable
  const sequences = designs[design].metals
  // The one described image: the chosen design and metal, whichever frame is drawn over it. Made
  // again only when its alt text changes, so turning never re-renders gatsby-plugin-image's picture.
  const alt = sequences[metal].alt
  const firstFrame = designs[0].metals[0].still?.[0] ?? null
  const still = useMemo(
    () => <Picture image={{ alt, src: firstFrame }} sizes={sizes} />,
    [alt, firstFrame, sizes]
  )
  const choose = onChoose ?? (() => {})
  return (
    <figure ref={figureRef} className={className} css={{ margin: 0 }}>
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
        {children}
      </div>
      <figcaption
        css={t => ({
          display: "grid",
          gap: t.space.sm,
          marginTop: t.space.md,
          visibility: onChoose ? "visible" : "hidden",
        })}
      >
        <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>{hint}</p>
        {designs.length > 1 && (
          <ChoiceGroup
            label={designsLabel}
            options={designs.map(({ name }) => name)}
            selected={design}
            onChoose={d => {
              // The same metal in the other design, if it has one.
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

/** @public */
export const turntableFragment = graphql`
  fragment TurntableFields on Turntable {
    label
    hint
    designsLabel
    metalsLabel
    designs {
      name
      metals {
        metal
        alt
        # The 800 px renders at one width: the viewer is 358-576 CSS px wide, so every phone (2x-3x)
        # and laptop picks 800 anyway, and 120 frames at a second width would cost the build ~10 s.
        # No placeholder: the stage behind the frames is sand. The still (the first frame, which
        # every visitor sees) comes in WebP too, like every picture; the frames turned only once the
        # viewer runs do not: a browser without AVIF (Safari before 16.4) turns the JPEGs, and WebP
        # would cost the build ~6 s for 120 frames.
        still: frames(limit: 1) {
          childImageSharp {
            gatsbyImageData(width: 800, breakpoints: [800], placeholder: NONE)
          }
        }
        frames {
          childImageSharp {
            gatsbyImageData(width: 800, breakpoints: [800], placeholder: NONE, formats: [AUTO, AVIF])
          }
        }
      }
    }
  }
`
