import { graphql } from "gatsby"
import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import { Picture } from "../ui/picture"
import { Section, slugify, type Tone } from "../ui/section"
import { eyebrowStyles } from "../ui/eyebrow"
import type { FragmentProps } from "../ui/fragment-props"
import { joined } from "../ui/heading-text"

export type FeatureSplitProps = FragmentProps<Queries.FeatureTextFieldsFragment> & {
  reverse?: boolean
  tone?: Tone
  /** The page opens with this picture (no hero picture above it): fetched first, never lazily. */
  priority?: boolean
} & (
    | { image: Queries.FeatureFieldsFragment["image"]; media?: never }
    /** Drawn in the picture's place (the turntable); given the picture's `sizes`. */
    | { image?: never; media: (sizes: string) => React.ReactNode }
  )

const SIZES = "(min-width: 1216px) 36rem, (min-width: 768px) 46vw, 100vw"

/** Picture on one side, words on the other: heading, paragraphs, a list of points and a button. */
export function FeatureSplit(props: FeatureSplitProps) {
  const {
    id,
    eyebrow,
    heading,
    subtitle,
    body,
    pointsHeading,
    points,
    cta,
    secondaryCta,
    image,
    media,
    reverse = false,
    tone,
    priority = false,
  } = props
  const headingId = id ? `${id}-heading` : slugify(heading)
  return (
    <Section labelledBy={headingId} tone={tone} id={id ?? undefined}>
      <div
        css={t => ({
          display: "grid",
          gap: t.space.xxl,
          alignItems: "center",
          [t.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: t.space.xxxl },
        })}
      >
        {image ? (
          <Picture
            image={image}
            sizes={SIZES}
            priority={priority}
            css={t => ({ borderRadius: t.radii.lg, [t.mq.md]: { order: reverse ? 2 : 0 } })}
          />
        ) : (
          <div css={t => ({ [t.mq.md]: { order: reverse ? 2 : 0 } })}>{media(SIZES)}</div>
        )}
        <div css={t => ({ display: "grid", gap: t.space.lg, alignContent: "center" })}>
          {eyebrow && <p css={eyebrowStyles}>{eyebrow}</p>}
          <h2 id={headingId} css={t => ({ fontSize: t.fontSizes.h2 })}>
            {joined(heading)}
          </h2>
          {subtitle && (
            <p
              // Takes the italic face after the first paint (theme/italic-face.ts).
              data-italic=""
              css={t => ({
                fontFamily: t.fonts.display,
                fontStyle: "italic",
                fontSize: t.fontSizes.h3,
                color: t.colors.goldDeep,
              })}
            >
              {subtitle}
            </p>
          )}
          {body?.map((paragraph, index) => (
            <p key={index} css={t => ({ color: t.colors.inkSoft })}>
              {paragraph}
            </p>
          ))}
          {points && (
            <div css={t => ({ display: "grid", gap: t.space.sm })}>
              {pointsHeading && <h3 css={t => ({ fontSize: t.fontSizes.h3 })}>{pointsHeading}</h3>}
              <ul css={t => ({ display: "grid", gap: t.space.sm, margin: 0, padding: 0, listStyle: "none" })}>
                {points.map((point, index) => (
                  <li
                    key={index}
                    css={t => ({
                      position: "relative",
                      paddingLeft: t.space.xl,
                      "&::before": {
                        content: '""',
                        position: "absolute",
                        left: 0,
                        top: "0.7em",
                        width: t.space.md,
                        borderTop: t.borders.accent,
                      },
                    })}
                  >
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {(cta || secondaryCta) && (
            <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
              {cta && <ButtonLink link={cta} />}
              {secondaryCta && <ButtonLink link={secondaryCta} variant="secondary" />}
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}

/** @public */
export const featureFragments = graphql`
  fragment FeatureTextFields on FeatureText {
    # The words of a feature band (an interface), the same whether a picture or a turning ring stands beside them.
    id
    eyebrow
    heading
    subtitle
    body
    pointsHeading
    points
    cta {
      ...LinkFields
    }
    secondaryCta {
      ...LinkFields
    }
  }

  fragment FeatureFields on FeatureSection {
    ...FeatureTextFields
    # The widths serve SIZES above.
    image {
      alt
      src {
        childImageSharp {
          # 768, not 720: a 412 px phone at 1.75x needs 721 px, and a 720 step sent it the 1080
          gatsbyImageData(width: 720, aspectRatio: 1.3333, breakpoints: [360, 540, 768, 1080, 1440])
        }
      }
    }
  }

  fragment TurntableFeatureFields on TurntableFeatureSection {
    ...FeatureTextFields
    turntable {
      ...TurntableFields
    }
  }
`
