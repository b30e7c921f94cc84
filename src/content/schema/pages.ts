import { z } from "zod"
import {
  displayLink,
  displayText,
  linkedParagraphs,
  linkedText,
  isoDate,
  limited,
  link,
  seo,
  text,
} from "./fields"
import {
  callToAction,
  faq,
  feature,
  featureCards,
  hero,
  intro,
  journey,
  legalSection,
  step,
  testimonial,
  turntableFeature,
} from "./sections"

/* The pages of one file each: home, engagement rings, services, process, stories, contact, legal, 404. */

export const homePage = z.strictObject({
  seo,
  hero,
  pictureThis: featureCards,
  engagement: feature,
  beyond: featureCards,
  journey,
  closing: callToAction,
})

export const engagementRingsPage = z.strictObject({
  seo,
  hero,
  knowHer: feature,
  everything: turntableFeature,
  journey,
  pictureThis: featureCards,
  closing: callToAction,
  faq,
})

export const servicesPage = z.strictObject({
  seo,
  hero,
  services: z.array(feature).min(1),
  closing: callToAction,
})

export const processPage = z.strictObject({
  seo,
  intro,
  steps: z.array(step).min(1),
  closing: callToAction,
})

export const storiesPage = z.strictObject({
  seo,
  intro,
  stories: z.array(testimonial).min(1),
  pieceLabel: limited("eyebrow").meta({
    description: "Said over the name of the piece a story speaks of, such as Their piece.",
  }),
  closing: callToAction,
})

export const contactPage = z.strictObject({
  seo,
  intro,
  details: z.strictObject({
    heading: limited("sectionHeading"),
    phoneLabel: text,
    whatsappLabel: text,
    whatsappAction: text,
    addressLabel: text,
    hoursLabel: text,
    emailLabel: text,
  }),
  form: z.strictObject({
    heading: limited("sectionHeading"),
    lead: text,
    privacy: linkedText.meta({
      description:
        "One sentence under the heading, before the form: why the form asks for details, that Tally processes them for you, and a link to the privacy page, such as [privacy policy](/privacy/).",
    }),
    iframeTitle: text,
    unavailable: text,
    noscript: text,
  }),
})

export const slug = z
  .string()
  // Words joined by one hyphen each: "-a", "a--b" and "a-" are addresses no editor means.
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
  .meta({ description: "The page's address: lower-case words joined by hyphens." })

export const legalPage = z.strictObject({
  slug,
  seo,
  heading: limited("pageHeading"),
  lastUpdated: isoDate,
  intro: linkedParagraphs,
  sections: z.array(legalSection).min(1),
})

export const notFoundPage = z.strictObject({
  heading: displayText,
  subheading: limited("pageHeading"),
  body: text,
  cta: link,
  wayOn: z
    .strictObject({
      heading: limited("eyebrow"),
      links: z.array(displayLink).min(1),
    })
    .optional()
    .meta({ description: "Under the button home: the other pages a lost visitor most likely wanted." }),
})
