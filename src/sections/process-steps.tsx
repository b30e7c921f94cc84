import { graphql } from "gatsby"
import * as React from "react"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { joined } from "../ui/heading-text"

export type ProcessStepsProps = {
  steps: readonly Queries.StepFieldsFragment[]
  /** The page opens with the first step's picture: fetched first, never lazily. */
  priority?: boolean
}

/** The atelier's numbered steps, each with its picture where there is one, alternating sides; a step without one centred on its own. */
export function ProcessSteps({ steps, priority = false }: ProcessStepsProps) {
  return (
    <Section>
      <ol css={t => ({ display: "grid", gap: t.space.section, margin: 0, padding: 0, listStyle: "none" })}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            css={t => ({
              display: "grid",
              gap: t.space.xl,
              alignItems: "center",
              [t.mq.md]: {
                gridTemplateColumns: step.image ? "repeat(2, minmax(0, 1fr))" : "minmax(0, 1fr)",
                gap: t.space.xxxl,
              },
            })}
          >
            {step.image && (
              <Picture
                image={step.image}
                sizes="(min-width: 1216px) 36rem, (min-width: 768px) 46vw, 100vw"
                priority={priority && index === 0}
                css={t => ({ borderRadius: t.radii.lg, [t.mq.md]: { order: index % 2 ? 2 : 0 } })}
              />
            )}
            <div
              css={t => ({
                display: "grid",
                gap: t.space.md,
                maxWidth: t.sizes.reading,
                // A step without a picture is set on its own, across the band and centred, never beside
                // an empty half.
                ...(step.image
                  ? {}
                  : {
                      justifyItems: "center",
                      marginInline: "auto",
                      paddingTop: t.space.xxl,
                      borderTop: t.borders.hairline,
                      textAlign: "center",
                    }),
              })}
            >
              <p
                aria-hidden="true"
                css={t => ({
                  fontFamily: t.fonts.display,
                  fontSize: t.fontSizes.display,
                  fontVariantNumeric: "lining-nums",
                  color: t.colors.goldDeep,
                  lineHeight: 1,
                })}
              >
                {index + 1}
              </p>
              <h2 css={t => ({ fontSize: t.fontSizes.h2 })}>{joined(step.title)}</h2>
              <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.inkSoft })}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}

/** @public */
export const stepFragment = graphql`
  fragment StepFields on Step {
    title
    description
    # The widths serve the steps' sizes above: half the band, or a phone's width.
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
`
