import { z } from "zod"
import {
  frameFolder,
  image,
  imagePath,
  launchFlag,
  limited,
  link,
  linkedParagraphs,
  linkedText,
  pagePath,
  paragraphs,
  text,
} from "./fields"
import { COMMISSIONS_PATH } from "../commissions/commission-facets"

/*
 * Section shapes, named by purpose and shared across pages. Each `id` becomes
 * the GraphQL type of the same name, so one React component serves them all.
 */

export const intro = z
  .strictObject({
    eyebrow: limited("eyebrow").optional(),
    heading: limited("pageHeading"),
    lead: text.optional(),
    cta: link
      .optional()
      .meta({ description: "A button under the lead, to the page a reader may want next." }),
  })
  .meta({ id: "SectionIntro" })

/**
 * A hero's picture, and optionally its framing for a phone: a render made for a phone's first screen
 * (the piece large, taller than wide), which the page serves below 768 px (gatsby-plugin-image's art
 * direction); without one a phone sees the wide picture cropped.
 */
const heroImage = image
  .extend({
    phone: imagePath.optional().meta({
      description:
        "The same scene framed for a phone (about 10:9, the piece large), served on screens narrower than 768 px.",
    }),
  })
  .meta({ id: "HeroImage" })

export const hero = z
  .strictObject({
    eyebrow: limited("eyebrow").optional(),
    heading: limited("heroHeading").meta({
      description: "The page's main heading (its h1): a few words, no full stop.",
    }),
    lead: text,
    image: heroImage.optional(),
    primaryCta: link.optional(),
    secondaryCta: link.optional(),
  })
  .meta({ id: "HeroSection" })

export const card = z
  .strictObject({ title: limited("title"), description: text, image: image.optional() })
  .meta({ id: "FeatureCard" })

export const featureCards = z
  .strictObject({
    eyebrow: limited("eyebrow").optional(),
    heading: limited("sectionHeading"),
    lead: text.optional(),
    cards: z.array(card).min(1),
    cta: link.optional(),
  })
  .meta({ id: "FeatureCardsSection" })

/**
 * The words of a feature band, the same whether a picture or a turning ring stands beside them:
 * a GraphQL interface, so one fragment reads them for both kinds of band.
 */
export const featureText = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be lower-case words joined by hyphens")
      .optional()
      .meta({
        description:
          "Anchor for links to this band (/services/#family-jewellery): lower-case words and hyphens.",
      }),
    eyebrow: limited("eyebrow").optional(),
    heading: limited("sectionHeading"),
    subtitle: limited("title").meta({ face: "display-italic" }).optional(),
    body: paragraphs.optional(),
    pointsHeading: limited("title").optional(),
    points: z.array(text).min(1).optional(),
    cta: link.optional(),
    secondaryCta: link.optional().meta({ description: "A second, quieter button beside the first." }),
  })
  .meta({ id: "FeatureText" })

// The picture comes before the buttons, as editors see the fields in the CMS.
const { cta, secondaryCta, ...words } = featureText.shape
export const feature = z
  .strictObject({ ...words, image, cta, secondaryCta })
  .meta({ id: "FeatureSection", implements: [featureText] })

/** One design in one metal: its frames and the alt text of its first frame. */
export const turntableSequence = z
  .strictObject({
    metal: limited("choice").meta({ description: "The metal's name on its button, such as Yellow gold." }),
    frames: frameFolder,
    alt: image.shape.alt,
  })
  .meta({ id: "TurntableSequence" })

export const turntableDesign = z
  .strictObject({
    name: limited("choice").meta({ description: "The design's name on its button, such as Solitaire." }),
    metals: z.array(turntableSequence).min(1, "needs at least one metal"),
  })
  .meta({ id: "TurntableDesign" })

/** A ring the visitor can turn, shown in place of a feature's picture. Its first frame is the still. */
export const turntable = z
  .strictObject({
    label: text.meta({
      description: "What the turning control is called for screen readers, such as Turn the ring.",
    }),
    hint: text.meta({
      description: "The short instruction under the ring, such as Drag or use the arrow keys to turn it.",
    }),
    designsLabel: text.meta({ description: "The name of the group of design buttons, such as Design." }),
    metalsLabel: text.meta({ description: "The name of the group of metal buttons, such as Metal." }),
    designs: z.array(turntableDesign).min(1, "needs at least one design"),
  })
  .meta({ id: "Turntable" })

export const turntableFeature = featureText
  .extend({ turntable })
  .meta({ id: "TurntableFeatureSection", implements: [featureText] })

export const testimonial = z
  .strictObject({
    title: limited("title"),
    quote: text
      .refine(
        value => !/^["“”'‘’]|["“”'‘’]$/.test(value),
        "should be written without quotation marks around it; the site adds them"
      )
      .meta({ face: "display-italic" }),
    name: text,
    collection: text,
    piece: pagePath
      .regex(
        new RegExp(`^${COMMISSIONS_PATH}[a-z0-9-]+/$`),
        `must be a piece's page, such as ${COMMISSIONS_PATH}the-piece/ (not the list or a filter page)`
      )
      .optional()
      .meta({
        description: `The piece the story speaks of, by its page (${COMMISSIONS_PATH}<slug>/): its picture and a link to it go with the words.`,
      }),
    rating: z.number().int().min(1).max(5).optional().meta({ description: "Stars out of 5." }),
    sample: launchFlag(
      "Ticked while this is a sample story, not a real client's; `npm run check:launch` lists every one."
    ),
  })
  .meta({ id: "Testimonial" })

export const step = z
  .strictObject({ title: limited("title"), description: text, image: image.optional() })
  .meta({ id: "Step" })

export const journey = z
  .strictObject({
    eyebrow: limited("eyebrow").optional(),
    heading: limited("sectionHeading"),
    lead: text.optional(),
    steps: z.array(step).min(1),
    testimonial: testimonial.optional(),
  })
  .meta({ id: "JourneySection" })

export const callToAction = z
  .strictObject({
    heading: limited("pageHeading"),
    body: text,
    cta: link,
    note: text.optional().meta({
      description:
        "A short line under the button, answering what a visitor may wonder before taking the step; it may quote a promise as {policy.<id>}.",
    }),
  })
  .meta({ id: "CallToActionSection" })

export const faq = z
  .strictObject({
    heading: limited("sectionHeading"),
    lead: text.optional(),
    items: z
      .array(
        z.strictObject({ question: limited("question"), answer: linkedParagraphs }).meta({ id: "FaqItem" })
      )
      .min(1),
  })
  .meta({ id: "FaqSection" })

export const legalSection = z
  .strictObject({
    heading: limited("title"),
    body: linkedParagraphs,
    points: z.array(linkedText).min(1).optional(),
    /** Shows the visitor's current cookie choice and a control to change it. */
    consentSettings: z
      .boolean()
      .optional()
      .meta({ description: "Shows the visitor's current cookie choice and a control to change it." }),
    trackingDisclosure: z.boolean().optional().meta({
      description:
        "Opens the section with the paragraphs the site writes itself from site.yaml's tracking settings: which advertising pixels run, the consent notice and mode, and Global Privacy Control.",
    }),
    bookingDisclosure: z.boolean().optional().meta({
      description:
        "Makes this the section about online booking: shown only when site.yaml has a booking setting, and opened with the paragraphs the site writes itself naming the booking provider and what it receives.",
    }),
  })
  .meta({ id: "LegalSection" })

/** A picture inside a guide, with an optional caption under it. */
export const figure = image
  .extend({ caption: text.optional().meta({ description: "A line under the picture, if it needs one." }) })
  .meta({ id: "GuideFigure" })

/** A small table of facts in a guide (metals side by side, say): the first cell of each row names it. */
export const guideTable = z
  .strictObject({
    caption: limited("caption").meta({
      description: "What the table shows; screen readers announce it before the table.",
    }),
    columns: z.array(text).min(2, "needs at least two columns").meta({ description: "The column headings." }),
    rows: z
      .array(
        z
          .strictObject({
            cells: z
              .array(text)
              .min(1)
              .meta({ description: "One cell per column; the first names the row." }),
          })
          .meta({ id: "GuideTableRow" })
      )
      .min(1, "needs at least one row"),
  })
  .superRefine(({ columns, rows }, context) =>
    rows.forEach(({ cells }, index) => {
      if (cells.length !== columns.length)
        context.addIssue({
          code: "custom",
          path: ["rows", index, "cells"],
          message: `has ${cells.length} cells but the table has ${columns.length} columns`,
        })
    })
  )
  .meta({ id: "GuideTable" })

export const callout = z
  .strictObject({
    title: limited("boxTitle").optional(),
    body: linkedText,
  })
  .meta({ id: "GuideCallout" })

/** The words around the ring-size table: its converter and the printable sizer's links. */
export const sizeChart = z
  .strictObject({
    caption: limited("caption").meta({ description: "The table's caption, announced before it." }),
    sourcesLabel: limited("label").meta({
      description: "The heading of the note under the table naming each column's source.",
    }),
    converter: z.strictObject({
      heading: limited("boxTitle"),
      lead: text.optional(),
      measureLabel: limited("label").meta({ description: "The box for a measurement in millimetres." }),
      diameterLabel: limited("label").meta({
        description: "The choice that says the measurement is across a ring's inside.",
      }),
      circumferenceLabel: limited("label").meta({
        description: "The choice that says the measurement is around the finger.",
      }),
      sizeLabel: limited("label").meta({
        description: "The list of sizes, for a visitor who already knows one.",
      }),
      sizePrompt: text.meta({ description: "The list's first line, before a size is chosen." }),
      submit: limited("buttonLabel").meta({
        description:
          "The form's button. The answer also follows each change as the visitor types or chooses.",
      }),
      answerLabel: limited("boxTitle").meta({ description: "Shown before the sizes the converter finds." }),
      between: text.meta({ description: "Said when a measurement falls between two sizes of the table." }),
      outside: text.meta({
        description: "Said when a measurement is smaller or larger than every size in the table.",
      }),
      otherMeasure: text.meta({
        description:
          "Said when a diameter was chosen but the number can only be a circumference (or the other way round), so the converter read it as the other.",
      }),
      invalid: text.meta({
        description:
          "Said under the box when what is typed in it is not a measurement (letters, say): what the box takes.",
      }),
      message: text.meta({
        description: "How the WhatsApp message starts; the sizes found follow it, so end it with a colon.",
      }),
      whatsappLabel: limited("buttonLabel").meta({
        description: "The button that sends the sizes on WhatsApp.",
      }),
      // The second way forward, a visit to be sized: /contact-us/#book-a-visit opens the calendar when booking is on.
      visit: link,
      noscript: text.meta({
        description: "Shown instead of the converter when the browser runs no JavaScript.",
      }),
    }),
    printable: z.strictObject({
      body: text.meta({ description: "Introduces the printable sizer." }),
      a4Label: limited("label").meta({ description: "The link to the A4 sheet." }),
      letterLabel: limited("label").meta({ description: "The link to the US Letter sheet." }),
    }),
  })
  .meta({
    id: "GuideSizeChart",
    description:
      "Shows the ring-size table (content/data/ring-sizes.yaml) here, with the converter above it and the links to the printable sizer.",
  })

export const guideSection = z
  .strictObject({
    heading: limited("sectionHeading"),
    body: linkedParagraphs,
    points: z.array(linkedText).min(1).optional(),
    table: guideTable.optional(),
    callout: callout.optional(),
    image: figure.optional(),
    sizeChart: sizeChart.optional(),
  })
  .meta({ id: "GuideSection" })
