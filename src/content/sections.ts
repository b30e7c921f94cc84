import { z } from "zod"
import { image, link, paragraphs, text } from "./fields"

/*
 * Section shapes, named by purpose and shared across pages. Each `id` becomes
 * the GraphQL type of the same name, so one React component serves them all.
 */

export const intro = z
  .strictObject({ eyebrow: text.optional(), heading: text, lead: text.optional() })
  .meta({ id: "SectionIntro" })

export const hero = z
  .strictObject({
    eyebrow: text.optional(),
    heading: text.meta({ description: "The page's main heading (its h1): a few words, no full stop." }),
    lead: text,
    image: image.optional(),
    primaryCta: link.optional(),
    secondaryCta: link.optional(),
  })
  .meta({ id: "HeroSection" })

export const card = z
  .strictObject({ title: text, description: text, image: image.optional() })
  .meta({ id: "FeatureCard" })

export const featureCards = z
  .strictObject({
    eyebrow: text.optional(),
    heading: text,
    lead: text.optional(),
    cards: z.array(card).min(1),
    cta: link.optional(),
  })
  .meta({ id: "FeatureCardsSection" })

export const feature = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be lower-case words joined by hyphens")
      .optional()
      .meta({
        description:
          "Anchor for links to this band (/services/#family-jewellery): lower-case words and hyphens.",
      }),
    eyebrow: text.optional(),
    heading: text,
    subtitle: text.optional(),
    body: paragraphs.optional(),
    pointsHeading: text.optional(),
    points: z.array(text).min(1).optional(),
    image: image,
    cta: link.optional(),
  })
  .meta({ id: "FeatureSection" })

export const testimonial = z
  .strictObject({
    title: text,
    quote: text.refine(
      value => !/^["“”'‘’]|["“”'‘’]$/.test(value),
      "should be written without quotation marks around it; the site adds them"
    ),
    name: text,
    collection: text,
    rating: z.number().int().min(1).max(5).optional().meta({ description: "Stars out of 5." }),
  })
  .meta({ id: "Testimonial" })

export const step = z
  .strictObject({ title: text, description: text, image: image.optional() })
  .meta({ id: "Step" })

export const journey = z
  .strictObject({
    eyebrow: text.optional(),
    heading: text,
    lead: text.optional(),
    steps: z.array(step).min(1),
    testimonial: testimonial.optional(),
  })
  .meta({ id: "JourneySection" })

export const callToAction = z
  .strictObject({ heading: text, body: text, cta: link })
  .meta({ id: "CallToActionSection" })

export const faq = z
  .strictObject({
    heading: text,
    lead: text.optional(),
    items: z.array(z.strictObject({ question: text, answer: paragraphs }).meta({ id: "FaqItem" })).min(1),
  })
  .meta({ id: "FaqSection" })

export const legalSection = z
  .strictObject({
    heading: text,
    body: paragraphs,
    points: z.array(text).min(1).optional(),
    /** Shows the visitor's current cookie choice and a control to change it. */
    consentSettings: z
      .boolean()
      .optional()
      .meta({ description: "Shows the visitor's current cookie choice and a control to change it." }),
    trackingDisclosure: z.boolean().optional().meta({
      description:
        "Opens the section with the paragraphs the site writes itself from site.yaml's tracking settings: which advertising pixels run, the consent notice and mode, and Global Privacy Control.",
    }),
  })
  .meta({ id: "LegalSection" })
