import { useTheme, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { Picture } from "../ui/picture"
import { eyebrowStyles } from "../ui/eyebrow"
import type { FragmentProps } from "../ui/fragment-props"
import { joined } from "../ui/heading-text"

export type HeroProps = FragmentProps<Queries.HeroFieldsFragment>

/** Where a hero's phone framing is served: below the tablet breakpoint. */
const phoneMedia = (t: Theme) => `(max-width: ${t.breakpoints.md - 0.02}px)`

/**
 * The page's opening: the h1, a lead and up to two calls to action. With a
 * picture, the render fills the width and the words sit in its quiet space;
 * on a phone the picture comes first and the words beneath it: its own
 * framing (the piece large, 10:9) where it has one, else a wide crop.
 */
export function Hero({ eyebrow, heading, lead, image, primaryCta, secondaryCta }: HeroProps) {
  const theme = useTheme()
  return (
    <Section
      labelledBy="hero-heading"
      tone={image ? "ivory" : "parchment"}
      space={image ? ["xl", "xl"] : ["section", "section"]}
      bandCss={t => ({
        position: "relative",
        display: "grid",
        [t.mq.lg]: { minHeight: "min(46rem, calc(100vh - 4.5rem))", alignItems: "center" },
      })}
      css={t => ({ position: "relative", [t.mq.lg]: { paddingBlock: t.space.section } })}
      backdrop={
        image && (
          <div
            css={t => ({
              // Phones: the phone's own framing above the words, the piece large and the heading still on
              // the first screen; a tablet (and a phone without one): a wide crop of the render.
              ".gatsby-image-wrapper": { height: image.phone ? "90vw" : "50vw" },
              [t.mq.md]: { ".gatsby-image-wrapper": { height: "50vw" } },
              [t.mq.lg]: {
                position: "absolute",
                inset: 0,
                ".gatsby-image-wrapper": { height: "100%" },
                // A veil behind the words keeps them legible whatever the render's tones.
                "&::after": {
                  content: '""',
                  position: "absolute",
                  inset: 0,
                  background: `linear-gradient(90deg, ${t.colors.ivoryVeil} 0%, ${t.colors.ivoryVeil} 30%, ${t.colors.ivoryClear} 58%)`,
                },
              },
            })}
          >
            <Picture
              image={image}
              framing={image.phone && { media: phoneMedia(theme), image: image.phone }}
              sizes="100vw"
              priority
              css={{ width: "100%", height: "100%" }}
            />
          </div>
        )
      }
    >
      <div
        css={t => ({
          display: "grid",
          gap: t.space.md,
          [t.mq.md]: { gap: t.space.lg },
          // Beside a picture, as wide as the quiet side of the render allows: the headline in three lines.
          maxWidth: image ? "36rem" : t.sizes.reading,
          marginInline: image ? undefined : "auto",
          textAlign: image ? "start" : "center",
        })}
      >
        {eyebrow && <p css={eyebrowStyles}>{eyebrow}</p>}
        <h1 id="hero-heading" css={t => ({ fontSize: t.fontSizes.display, lineHeight: t.lineHeights.tight })}>
          {joined(heading, "display")}
        </h1>
        <p
          css={t => ({
            fontSize: t.fontSizes.lead,
            color: t.colors.inkSoft,
            maxWidth: "30rem",
            marginInline: image ? undefined : "auto",
          })}
        >
          {lead}
        </p>
        {(primaryCta || secondaryCta) && (
          <div
            css={t => ({
              display: "flex",
              flexWrap: "wrap",
              gap: t.space.sm,
              justifyContent: image ? "flex-start" : "center",
            })}
          >
            {primaryCta && <ButtonLink link={primaryCta} />}
            {secondaryCta && <ButtonLink link={secondaryCta} variant="secondary" />}
          </div>
        )}
      </div>
    </Section>
  )
}

/** @public */
export const heroFragment = graphql`
  fragment HeroFields on HeroSection {
    eyebrow
    heading
    lead
    primaryCta {
      ...LinkFields
    }
    secondaryCta {
      ...LinkFields
    }
    # Full width, as the picture is drawn (sizes="100vw"); a phone's framing up to a 3x phone's width.
    # Its AVIF at quality 46, not the site's 55: at 768 px (Lighthouse's phone) 12.3 KB took a round
    # trip more than 8.9 KB did (LCP 1,058 against 984 ms, interleaved, 7 December 2026; a file over
    # about 9.5 KB pays it), and 8.6 KB looks the same at a phone's size.
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920, 2400], quality: 72)
        }
      }
      phone {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [480, 768, 1080]
            quality: 60
            avifOptions: { quality: 46 }
          )
        }
      }
    }
  }
`
