import { graphql } from "gatsby"

/*
 * The fields each section component needs, one fragment per section type.
 * Gatsby's typegen turns each into Queries.<Name>Fragment, the section's props.
 * Image sizes here match the layouts in src/sections (see their `sizes`).
 */
export const fragments = graphql`
  fragment LinkFields on ContentLink {
    label
    to
  }

  fragment PageSeoFields on PageSeo {
    title
    description
    image {
      alt
    }
  }

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
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920, 2400], quality: 72)
        }
      }
    }
  }

  fragment FeatureCardsFields on FeatureCardsSection {
    eyebrow
    heading
    lead
    cta {
      ...LinkFields
    }
    cards {
      title
      description
      image {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.3333, breakpoints: [360, 560, 840, 1120])
          }
        }
      }
    }
  }

  fragment FeatureTextFields on FeatureText {
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
  }

  fragment FeatureFields on FeatureSection {
    ...FeatureTextFields
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.3333, breakpoints: [360, 540, 720, 1080, 1440])
        }
      }
    }
  }

  fragment TurntableFeatureFields on TurntableFeatureSection {
    ...FeatureTextFields
    turntable {
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
  }

  fragment TestimonialFields on Testimonial {
    title
    quote
    name
    collection
    rating
  }

  fragment StepFields on Step {
    title
    description
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.3333, breakpoints: [360, 540, 720, 1080, 1440])
        }
      }
    }
  }

  fragment JourneyFields on JourneySection {
    eyebrow
    heading
    lead
    steps {
      ...StepFields
    }
    testimonial {
      ...TestimonialFields
    }
  }

  fragment CallToActionFields on CallToActionSection {
    heading
    body
    cta {
      ...LinkFields
    }
  }

  fragment FaqFields on FaqSection {
    heading
    lead
    items {
      question
      answer
    }
  }

  fragment IntroFields on SectionIntro {
    eyebrow
    heading
    lead
  }
`
