import { z } from "zod"
import {
  displayLink,
  displayText,
  image,
  linkedParagraphs,
  linkedText,
  isoDate,
  limited,
  link,
  logo,
  openingPeriod,
  pagePath,
  phoneE164,
  samePhoneNumber,
  seo,
  launchFlag,
  paragraphs,
  text,
  url,
} from "./fields"
import {
  callToAction,
  card,
  faq,
  feature,
  featureCards,
  guideSection,
  hero,
  intro,
  journey,
  legalSection,
  step,
  testimonial,
  turntableFeature,
} from "./sections"
import { CALENDLY_EXAMPLE, CALENDLY_ORIGIN, isCalendlySchedulingUrl } from "../providers/calendly"
import { BOOKING_LINK } from "./booking-link"
import { SOCIAL_PROFILES, isOrigin, socialProfileProblem } from "./addresses"
import { ringSizeRows, sizeColumnNote } from "./ring-size-table"
import { PHONE_WORDMARK, phoneWordmarkPx } from "../theme/wordmark"
import { BAND_STYLES, FACET_VALUES } from "./commission-facets"

/* One schema per YAML document. `collections.ts` maps files to them. */

const pixelId = (label: string) =>
  z
    .string({ error: `must be the ${label} id in quotes, such as "123456789012345", or left empty` })
    .regex(/^[A-Z0-9]{6,32}$/i, `must be the ${label} id (letters and digits only), or left empty`)
    .nullish()
    .meta({
      description: `Set it here, or with GATSBY_${label.split(" ")[0].toUpperCase()}_PIXEL_ID at build time. Left empty, no pixel script is added and no request is made.`,
    })

/** The business facts that still hold the sample values the site was built with. */
export const SAMPLE_FACTS = [
  "name",
  "legalName",
  "madeIn",
  "phone",
  "whatsapp",
  "email",
  "address",
  "siteUrl",
  "social",
  "contactForm",
  "booking",
  "dataProtectionOfficer",
] as const

const sampleFacts = z
  .array(z.enum(SAMPLE_FACTS, { error: `must be one of ${SAMPLE_FACTS.join(", ")}` }))
  .optional()
  .meta({
    offPage: "launch check",
    description:
      "The facts above that still hold sample values. Remove each one once it holds the business's own; " +
      "`npm run check:launch` lists those that remain.",
  })

export const siteSettings = z
  .strictObject({
    name: limited("brandName").meta({
      description: "The brand as the header's wordmark, titles and copy ({brand}) show it.",
    }),
    shortName: limited("shortName").optional().meta({
      description:
        "The name a phone's header shows when the full name is too wide there (the check says when): a shorter form of it, such as its first word.",
    }),
    legalName: text,
    madeIn: text.meta({
      offPage: "placeholders",
      description: "Where the pieces are made, such as Singapore: the copy names it as {madeIn}.",
    }),
    sampleFacts,
    titleTagline: text,
    description: text,
    siteUrl: url
      .refine(value => !value.endsWith("/"), "must not end with /")
      // Every canonical link, share card and the sitemap start with it: an origin, nothing after.
      .refine(
        value => isOrigin(value.replace(/\/$/, "")),
        "must be the site's address alone, such as https://www.example.com: in lower case, with no path, query or #, which every page's canonical address and the sitemap would repeat"
      )
      .meta({
        description: "The site's address, without a trailing slash: canonical links and share cards use it.",
      }),
    logo,
    phone: z
      .strictObject({ display: text, e164: phoneE164 })
      .refine(({ display, e164 }) => samePhoneNumber(display, e164), {
        message: "shows a different number from e164; change both together",
        path: ["display"],
      }),
    email: z.email("must be an email address"),
    openingHours: z.strictObject({
      byAppointment: z.boolean({ error: "must be true or false" }),
      periods: z.array(openingPeriod).min(1, "needs at least one period"),
    }),
    whatsapp: z.strictObject({
      number: phoneE164,
      label: text,
      defaultMessage: text,
      messages: z.array(z.strictObject({ path: pagePath, text }).meta({ id: "WhatsappMessage" })).meta({
        description: "The message pre-filled when a visitor opens WhatsApp from one of these pages.",
      }),
    }),
    address: z.strictObject({
      streetAddress: text,
      postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit Singapore postal code"),
      locality: text,
      countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as SG"),
      appointmentNote: text,
    }),
    social: z
      .array(
        z
          .strictObject({
            network: z.enum(["instagram", "facebook", "tiktok"], {
              error: "must be instagram, facebook or tiktok",
            }),
            url,
          })
          // Only the network's own hosts (src/providers/): a profile link cannot lead anywhere else.
          .superRefine(({ network, url: value }, context) => {
            // An address that is not one at all is the url field's to refuse, once.
            const problem =
              network in SOCIAL_PROFILES && url.safeParse(value).success
                ? socialProfileProblem(network, value)
                : undefined
            if (problem) context.addIssue({ code: "custom", path: ["url"], message: problem })
          })
          .meta({ id: "SocialLink" })
      )
      .min(1),
    policies: z
      .array(
        z
          .strictObject({
            id: z.string().regex(/^[a-z][a-zA-Z]*$/, "must be one word in camelCase, such as deposit"),
            text,
            confirmed: launchFlag(
              "Ticked once the business has confirmed this promise; `npm run check:launch` lists every one not yet ticked."
            ),
          })
          .meta({ id: "Policy" })
      )
      .meta({
        description:
          "Promises the pages make on the business's behalf, each written once and quoted in the copy as {policy.<id>}. The business must confirm every one before launch.",
      }),
    contactForm: z.strictObject({
      tallyFormId: z.string().regex(/^[A-Za-z0-9]{4,12}$/, "must be the Tally form id, such as wMxKqB"),
    }),
    dataProtectionOfficer: z
      .strictObject({
        name: text.meta({
          description:
            'The person who answers for personal data, as the privacy page names them after "Our Data Protection Officer,": a name (Mei Lin Tan) or a title (the head of client care). Copy names it as {dpoName}.',
        }),
        email: z.email("must be an email address").meta({
          description:
            "Where requests about personal data go: a business address, shown on the privacy page. Copy names it as {dpoEmail}.",
        }),
      })
      .meta({
        offPage: "placeholders",
        description:
          "Singapore's PDPA asks every organisation to make its Data Protection Officer's business contact public: the privacy page names them where it explains your rights and requests.",
      }),
    booking: z
      .strictObject({
        url: z
          .string({
            error: `must be your Calendly scheduling link, such as ${CALENDLY_EXAMPLE}`,
          })
          .refine(
            isCalendlySchedulingUrl,
            `must be your Calendly scheduling link, such as ${CALENDLY_EXAMPLE} (https, ${new URL(CALENDLY_ORIGIN).host}, your name and optionally one event)`
          )
          .meta({
            description: `Your Calendly scheduling link (${CALENDLY_ORIGIN}/your-name or ${CALENDLY_ORIGIN}/your-name/event). Visitors without JavaScript, or whose browser cannot load Calendly, are sent there.`,
          }),
        provider: z.enum(["calendly"], { error: "must be calendly" }).meta({
          description: "The scheduling service that takes the bookings. Calendly is the one the site embeds.",
        }),
        label: limited("buttonLabel").meta({
          description: 'The button that opens the calendar, such as "Book a visit".',
        }),
        title: text.meta({ description: "The heading of the window the calendar opens in." }),
        unavailable: text.meta({
          description:
            "Shown when the calendar cannot load, before a link to your Calendly page and the WhatsApp and phone links.",
        }),
        booked: text.meta({ description: "The notification a visitor sees once a time is booked." }),
      })
      .optional()
      .meta({
        description: `Online booking of a visit. Leave it out and the site has no booking button, loads nothing from Calendly and its privacy page does not name it. With it, "Book a visit" appears beside the contact form, next to the appointment note (footer, contact details) and on any call to action whose link is ${BOOKING_LINK}.`,
      }),
    tracking: z.strictObject({
      metaPixelId: pixelId("Meta pixel"),
      tiktokPixelId: pixelId("TikTok pixel"),
      consentMode: z.enum(["notice", "opt-in"], { error: "must be notice or opt-in" }).meta({
        description:
          "notice: pixels run unless the visitor declines. opt-in: pixels wait until the visitor accepts.",
      }),
    }),
    copyrightYear: z.number().int().min(2000).max(2100),
    navigation: z.strictObject({
      links: z.array(displayLink).min(1).meta({
        description:
          "The header's links on a wide screen, and the first in the phone's menu: the pages a visitor finds first.",
      }),
      more: z.array(link).optional().meta({
        description:
          "The phone's menu lists these after the links above: the other pages a couple looks for. The header keeps to the links above.",
      }),
      // Still a ContentLink in GraphQL: the same two fields, a shorter label.
      cta: link.extend({ label: limited("headerButton") }).meta({
        graphql: "ContentLink",
        description: "The button at the right of the header, on every page.",
      }),
    }),
    footer: z.strictObject({
      blurb: text,
      explore: z.strictObject({ heading: limited("eyebrow"), links: z.array(link).min(1) }),
      connect: z.strictObject({
        heading: limited("eyebrow"),
        links: z
          .array(link)
          .min(1)
          .meta({ description: "The WhatsApp link and the phone number are added from the facts above." }),
      }),
    }),
    consent: z.strictObject({
      message: text,
      accept: text,
      decline: text,
      privacyLink: link,
    }),
    messages: z.strictObject({
      phoneCopied: text,
    }),
  })
  // The header's wordmark on a phone: the short name if there is one, else the name, at a size people can read.
  .superRefine(({ name, shortName }, context) => {
    const shown = shortName ?? name
    const px = phoneWordmarkPx(shown)
    if (px >= PHONE_WORDMARK.leastPx) return
    const { viewport, leastPx } = PHONE_WORDMARK
    context.addIssue({
      code: "custom",
      path: [shortName ? "shortName" : "name"],
      message:
        `is too wide for the header on a phone: at ${viewport} px it would be set at ${px.toFixed(1)} px, and ${leastPx} px is the least; ` +
        (shortName ? "shorten it" : "add a shortName, the name phones show (such as its first word)"),
    })
  })
  .meta({ description: "Business facts for the whole site. Change them here; nothing in src/ repeats them." })

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

const slug = z
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

/** The guides' index at /guides/, and the words every guide page shares. */
export const guidesPage = z.strictObject({
  seo,
  intro,
  labels: z.strictObject({
    updated: text.meta({ description: 'Before the date a guide was last updated, such as "Updated".' }),
    contents: limited("eyebrow").meta({ description: "The heading of a guide's list of its sections." }),
  }),
  closing: callToAction,
})

/** One guide, at /guides/<slug>/: a file in content/guides/ is a page, listed on /guides/. */
export const guide = z
  .strictObject({
    slug: slug.meta({
      description: "The guide's address, /guides/<slug>/: lower-case words joined by hyphens.",
    }),
    seo,
    heading: limited("guideHeading").meta({
      description: "The guide's title on the page (its h1) and on its card on /guides/.",
    }),
    lead: text.meta({ description: "The paragraph under the title that says what the guide answers." }),
    published: isoDate,
    updated: isoDate.meta({
      graphql: "Date @dateformat",
      description: "When the guide last changed in substance, written as YYYY-MM-DD.",
    }),
    image,
    sections: z.array(guideSection).min(1, "needs at least one section"),
    whatsapp: text.meta({
      // Joins site.yaml's messages by page (src/node/guide-resolvers.ts), where GraphQL reads it.
      offPage: "the build",
      description:
        "The message pre-filled when a visitor opens WhatsApp from this guide; name the guide, so the atelier knows what was read.",
    }),
    closing: callToAction,
  })
  .refine(({ published, updated }) => !(published && updated) || updated >= published, {
    message: "must not be before published",
    path: ["updated"],
  })

/** The ring-size table at content/data/ring-sizes.yaml: what the ring-size guide, its converter and the printable sizer show. */
export const ringSizes = z.strictObject({
  columns: z
    .strictObject({
      us: sizeColumnNote,
      uk: sizeColumnNote,
      jp: sizeColumnNote,
      eu: sizeColumnNote,
      diameter: sizeColumnNote,
      circumference: sizeColumnNote,
    })
    .meta({ description: "Each column's heading and where its numbers come from." }),
  sizes: ringSizeRows,
  sizer: z
    .strictObject({
      title: text,
      intro: text.meta({ description: "Under the title: print at 100%, not fitted to the page." }),
      cardLabel: text.meta({ description: "Inside the outline a bank card should fill exactly." }),
      rulerLabel: text.meta({ description: "Beside the 100 mm ruler." }),
      check: text.meta({ description: "What to do when the card or the ruler does not match." }),
      circlesHeading: text,
      circles: text.meta({ description: "How to use the circles with a ring that fits her." }),
      stripHeading: text,
      strip: text.meta({ description: "How to use the paper strip around her finger." }),
      footer: text.meta({ description: "The last line: what to do with the size." }),
    })
    .meta({
      // Drawn into the PDF by src/content/ring-sizer-pdf.ts, which reads the YAML; no page shows them.
      offPage: "the build",
      description: "The words of the printable sizer (a PDF drawn from this table after every build).",
    }),
})

const facetValue = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  z.enum(values, { error: `must be one of the ${what} the site knows: ${values.join(", ")}` })

/** The words a facet's values show: one shape for every facet, held to each facet's list by the page's schema. */
const facetWords = z
  .strictObject({
    label: limited("eyebrow").meta({ description: 'The heading over the filter, such as "Metal".' }),
    values: z
      .array(
        z
          .strictObject({
            // An address's word, not prose (so the editor rehearsal rewords the label, never this).
            value: z
              .string()
              .regex(
                /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
                "must be a value's address: lower-case words joined by hyphens"
              )
              .meta({ description: "The value as a piece's file names it, such as platinum." }),
            label: limited("title"),
          })
          .meta({ id: "CommissionFacetValue" })
      )
      .meta({ description: "What a visitor reads for each value, on the filters and the pieces." }),
  })
  .meta({ id: "CommissionFacetWords" })

/** Each of a facet's values named once, and nothing else: every page of the facet has a name. */
const namesEveryValue = (
  filters: Record<keyof typeof FACET_VALUES, z.output<typeof facetWords>>,
  context: z.core.$RefinementCtx
) => {
  for (const facet of Object.keys(FACET_VALUES) as (keyof typeof FACET_VALUES)[]) {
    const words = filters[facet]
    const known: readonly string[] = FACET_VALUES[facet]
    words.values.forEach(({ value }, index) => {
      if (!known.includes(value))
        context.addIssue({
          code: "custom",
          path: [facet, "values", index, "value"],
          message: `must be one of the ${facet} values the site knows: ${known.join(", ")}`,
        })
      else if (words.values.findIndex(entry => entry.value === value) !== index)
        context.addIssue({
          code: "custom",
          path: [facet, "values", index, "value"],
          message: `"${value}" is named twice`,
        })
    })
    const missing = known.filter(value => !words.values.some(entry => entry.value === value))
    if (missing.length > 0)
      context.addIssue({
        code: "custom",
        path: [facet, "values"],
        message: `needs the words for ${missing.join(", ")}`,
      })
  }
}

/** Each of `known` named once, and none left without words (the values' own schema refuses others). */
const namesEach =
  (known: readonly string[]) => (values: readonly { value: string }[], context: z.core.$RefinementCtx) => {
    values.forEach(({ value }, index) => {
      if (values.findIndex(entry => entry.value === value) !== index)
        context.addIssue({ code: "custom", path: [index, "value"], message: `"${value}" is named twice` })
    })
    const missing = known.filter(value => !values.some(entry => entry.value === value))
    if (missing.length > 0)
      context.addIssue({ code: "custom", path: [], message: `needs the words for ${missing.join(", ")}` })
  }

const bandId = z
  .string({ error: "must be the id of a band in content/data/price-bands.yaml, such as classic" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a band's id: lower-case words joined by hyphens")

/** The budget bands at content/data/price-bands.yaml: what /commissions/ and every piece show in S$. */
export const priceBands = z.strictObject({
  bands: z
    .array(
      z
        .strictObject({
          id: bandId.meta({
            description: "The band's address (/commissions/budget/<id>/) and what a piece names as its band.",
          }),
          label: limited("title").meta({ description: 'The band\'s name, such as "Classic".' }),
          low: z.number({ error: "must be a whole number of Singapore dollars" }).int().positive(),
          high: z.number({ error: "must be a whole number of Singapore dollars" }).int().positive(),
          description: text.meta({ description: "What a couple can expect for this budget." }),
          confirmed: launchFlag(
            "Ticked once the atelier has confirmed this band's figures; `npm run check:launch` lists every one not yet ticked."
          ),
        })
        .refine(({ low, high }) => low < high, { message: "must be more than low", path: ["high"] })
        .meta({ id: "PriceBand" })
    )
    .min(1)
    .superRefine((bands, context) => {
      bands.forEach(({ id }, index) => {
        if (bands.findIndex(band => band.id === id) !== index)
          context.addIssue({ code: "custom", path: [index, "id"], message: `"${id}" names two bands` })
      })
    })
    .meta({ description: "From the least to the most: the order /commissions/ shows them in." }),
})

/** /commissions/: the words of the list, its filters and its price guide. */
export const commissionsPage = z.strictObject({
  seo,
  intro,
  samples: z
    .strictObject({
      lead: text.meta({
        description:
          "The list's lead while any piece is still a sample: the intro's lead says the pieces are the atelier's own work, which samples are not.",
      }),
      facetDescription: text
        .min(90, "should be 90-125 characters: a filter's page puts the value before it for search results")
        .max(125, "should be 90-125 characters: a filter's page puts the value before it for search results")
        .meta({ description: "The filter pages' sentence while any piece is still a sample." }),
    })
    .meta({
      description:
        "Words for while the pieces are samples: once every piece is the atelier's own (no `sample: true`), the intro's lead and the filters' sentence are used.",
    }),
  filters: z
    .strictObject({
      label: limited("eyebrow").meta({
        description: 'Over the filters (and their name for screen readers), such as "Browse the work".',
      }),
      toggle: limited("choice").meta({
        description: 'On a phone, the button that opens the filters, such as "Filter".',
      }),
      count: z
        .strictObject({
          one: limited("choice").meta({ description: 'After "1": "piece".' }),
          other: limited("choice").meta({ description: 'After any other number: "pieces".' }),
        })
        .meta({ description: "How many pieces a list shows: the number, then these words." }),
      remove: limited("label").meta({
        description:
          'Names the link that takes a chosen filter away, for screen readers: "Remove the filter" is read with the filter\'s name.',
      }),
      pages: z
        .strictObject({
          label: limited("label").meta({
            description:
              'Names the links between a long list\'s pages, for screen readers: "Pages of the list".',
          }),
          page: limited("choice").meta({ description: 'Before the number of a page: "Page" 2.' }),
          of: limited("choice").meta({ description: 'Between the page and how many: page 2 "of" 9.' }),
          newer: limited("choice").meta({ description: "The link to the page before, of newer pieces." }),
          older: limited("choice").meta({ description: "The link to the page after, of older pieces." }),
        })
        .meta({
          description:
            "A list of more pieces than one page shows is cut into pages (/commissions/page/2/): the words of the links between them, and of each page's title.",
        }),
      metal: facetWords,
      stone: facetWords,
      shape: facetWords,
      setting: facetWords,
      band: limited("eyebrow").meta({ description: 'The heading over the budget filter, such as "Budget".' }),
      facetDescription: text
        .min(90, "should be 90-125 characters: a filter's page puts the value before it for search results")
        .max(125, "should be 90-125 characters: a filter's page puts the value before it for search results")
        .meta({
          description:
            'A filter\'s page is described in search results as its value ("Platinum") and then this sentence.',
        }),
    })
    .superRefine(namesEveryValue),
  labels: z.strictObject({
    sample: limited("eyebrow").meta({ description: "Marks a sample piece, as honest as the launch check." }),
    details: limited("sectionHeading").meta({ description: "The heading over a piece's facts." }),
    band: limited("label").meta({ description: "Beside a piece's price band in S$." }),
    weeks: limited("label").meta({ description: "Beside the weeks from first visit to collection." }),
    year: limited("label"),
    story: limited("sectionHeading"),
    words: limited("sectionHeading").meta({ description: "Over the couple's own words." }),
    related: limited("sectionHeading"),
    similar: limited("buttonLabel").meta({
      description: "The button that opens the ring designer with the piece's choices made.",
    }),
    enquire: limited("buttonLabel").meta({
      description:
        "The same button on a piece the ring designer cannot make (a pair of bands, a cabochon): it opens the contact page with the piece named.",
    }),
    carat: z
      .strictObject({
        label: limited("label").meta({
          description: 'Beside the centre stone\'s weight, such as "Centre stone".',
        }),
        unit: limited("choice").meta({ description: 'After the weight, such as "ct" (1.5 ct).' }),
      })
      .meta({ description: "A piece's centre stone's weight in carats, among its facts." }),
    bandStyle: z
      .strictObject({
        label: limited("label").meta({ description: 'Beside the band\'s style, such as "Band".' }),
        values: z
          .array(
            z
              .strictObject({ value: facetValue(BAND_STYLES, "band styles"), label: limited("title") })
              .meta({ id: "CommissionBandStyleWords" })
          )
          .superRefine(namesEach(BAND_STYLES))
          .meta({ description: "What a visitor reads for each band style." }),
      })
      .meta({ description: "A piece's band style (plain, pavé...), among its facts." }),
    asking: text.meta({
      description:
        'On the contact page, before the name of the piece a visitor came from, such as "You are asking about".',
    }),
    whatsapp: text.meta({
      // Joins site.yaml's messages by page (src/node/commission-resolvers.ts), where GraphQL reads it.
      offPage: "the build",
      description:
        'The WhatsApp message from a piece\'s page or with it named, before its name and band, such as "Hello, I would like a design like".',
    }),
  }),
  prices: z.strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be lower-case words joined by hyphens")
      .meta({
        description: "Anchor for links to the price guide (/commissions/#prices).",
      }),
    heading: limited("sectionHeading"),
    lead: text,
    factors: z.array(card.omit({ image: true }).meta({ id: "PriceFactor" })).min(1),
    bandsHeading: limited("title"),
    note: text.optional(),
  }),
  closing: callToAction,
})

/** One past piece, at /commissions/<slug>/: a file in content/commissions/ is a page, listed on /commissions/. */
export const commission = z
  .strictObject({
    slug: slug.meta({ description: "The piece's address, /commissions/<slug>/." }),
    // Not a launch flag alone: the page says a sample is one, as honestly as the launch check does.
    sample: z.boolean({ error: "must be true or false" }).optional().meta({
      description:
        "Ticked while this is a sample piece, not the atelier's own; the page says so and `npm run check:launch` lists it.",
    }),
    seo,
    title: limited("pageHeading").meta({
      description: "The piece's name: its page's h1 and its card's title.",
    }),
    summary: text.meta({ description: "One or two sentences on its card." }),
    year: z.number({ error: "must be a year, such as 2025" }).int().min(2000).max(2100),
    weeks: z
      .number({ error: "must be a whole number of weeks" })
      .int()
      .min(1)
      .max(104)
      .meta({ description: "Weeks from the first visit to collection." }),
    metal: facetValue(FACET_VALUES.metal, "metals"),
    stone: facetValue(FACET_VALUES.stone, "stones"),
    shape: facetValue(FACET_VALUES.shape, "shapes")
      .optional()
      .meta({ description: "The centre stone's shape; left out for a piece without a stone." }),
    setting: facetValue(FACET_VALUES.setting, "settings"),
    carat: z
      .number({ error: "must be the centre stone's weight in carats, such as 1.5" })
      .positive("must be the centre stone's weight in carats, such as 1.5")
      .max(50, "must be the centre stone's weight in carats, such as 1.5")
      .optional()
      .meta({
        description:
          "The centre stone's weight in carats, such as 1.5. Left out for a piece without a single centre stone (a pair of bands, an eternity band).",
      }),
    bandStyle: facetValue(BAND_STYLES, "band styles").meta({
      description:
        "How the ring's band is made: plain, pave (small diamonds along its top) or channel (stones between two rails). Not its price: that is `band`.",
    }),
    band: bandId.meta({ description: "The price band's id, from content/data/price-bands.yaml." }),
    pictures: z
      .array(image)
      .min(2, "needs at least two pictures")
      .meta({ description: "The first is the piece's card and the top of its page." }),
    story: paragraphs,
    words: z
      .strictObject({
        quote: testimonial.shape.quote,
        names: text.meta({ description: "The couple's first names only, such as Wei Ling & Daniel." }),
        consent: z
          .boolean({ error: "must be true or false" })
          .refine(
            given => given,
            "must be true: the couple's words and names go on the site only once they have agreed, and this records it"
          )
          .meta({
            offPage: "the content check",
            description: "Ticked once the couple have agreed to be quoted and named.",
          }),
      })
      .optional()
      .meta({ id: "CoupleWords", description: "The couple's own words, with their consent." }),
  })
  .superRefine(({ stone, shape, carat }, context) => {
    if (stone === "none" && carat !== undefined)
      context.addIssue({
        code: "custom",
        path: ["carat"],
        message: "must be left out for a piece without a stone",
      })
    if (stone !== "none" && shape === undefined)
      context.addIssue({ code: "custom", path: ["shape"], message: "needs the centre stone's shape" })
    if (stone === "none" && shape !== undefined)
      context.addIssue({
        code: "custom",
        path: ["shape"],
        message: "must be left out for a piece without a stone",
      })
  })

/*
 * "Design Your Ring" at /design/ (content/pages/design.yaml) and its prices
 * (content/data/design-prices.yaml). The shape, setting, metal and stone are the commissions'
 * own values and words (FACET_VALUES, commissions.yaml's filters), so a brief and a piece speak
 * alike; each option adds a line of description here, and the order it is offered in. The centre
 * stone's size and the band are the design's own.
 */
const pictured = limited("label").meta({
  description:
    "How the picture's alt text names this choice, such as \"Round\", \"in a halo of small diamonds\" or \"in platinum\": the alt text is the shape's, the stone's, the setting's, the band's and the metal's, in that order.",
})

const designOption = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  z.strictObject({
    value: facetValue(values, what),
    pictured,
    description: text.meta({ description: "A line under the option: what it is, for someone new to it." }),
  })

/** A design option's id (a size, "1.5"; a band, "pave"): the address's word, never prose. */
const optionId = z
  .string({ error: "must be the option's id: lower case letters, digits, dots and hyphens" })
  .regex(/^[a-z0-9.-]+$/, "must be the option's id: lower case letters, digits, dots and hyphens")

const ownOption = {
  value: optionId,
  label: limited("choice"),
  description: text.meta({ description: "A line under the option: what it is, for someone new to it." }),
}

const millimetres = z
  .number({ error: "must be a size in millimetres, such as 6.4" })
  .positive("must be a size in millimetres, such as 6.4")
  .max(30, "must be a size in millimetres, such as 6.4")

const shapes = FACET_VALUES.shape.filter(shape => shape !== "cabochon") as unknown as readonly [
  string,
  ...string[],
]

/** The centre stone's size seen from above, for one shape, as the page draws it on her finger. */
const stoneSize = z
  .strictObject({
    shape: facetValue(shapes, "shapes"),
    length: millimetres.meta({ description: "Along the finger, in millimetres." }),
    width: millimetres.meta({ description: "Across the finger, in millimetres." }),
  })
  .meta({ id: "StoneSize" })

const caratOption = z
  .strictObject({
    ...ownOption,
    mm: z
      .array(stoneSize)
      .min(1)
      .meta({
        description: "The stone's size at this weight, for each shape offered: the page draws it to scale.",
      }),
  })
  .meta({ id: "DesignCaratOption" })

const bandOption = z.strictObject({ ...ownOption, pictured }).meta({ id: "DesignBandOption" })

const oncePerValue = (options: readonly { value: string }[], context: z.core.$RefinementCtx) =>
  options.forEach(({ value }, index) => {
    if (options.findIndex(option => option.value === value) !== index)
      context.addIssue({ code: "custom", path: [index, "value"], message: `offers "${value}" twice` })
  })

/**
 * A group of options. The groups of one kind are one GraphQL type (one fragment reads them all): the
 * first is that type (`id`), the others name it (`graphql`), as JSON Schema takes each id once.
 */
const offered = <O extends z.ZodType<{ value: string }>>(
  option: O,
  what: string,
  type: { id: string } | { graphql: string }
) =>
  z
    .strictObject({
      legend: limited("sectionHeading").meta({ description: `The question over the ${what} options.` }),
      options: z.array(option).min(1, `needs at least one ${what} to offer`).superRefine(oncePerValue).meta({
        description: "In the order they are offered; the first is chosen until the visitor chooses.",
      }),
    })
    .meta(type)

const settings = FACET_VALUES.setting.filter(
  setting => !["pave", "channel", "plain"].includes(setting)
) as unknown as readonly [string, ...string[]]
const stones = FACET_VALUES.stone.filter(
  stone => !["none", "coloured-gemstone"].includes(stone)
) as unknown as readonly [string, ...string[]]

export const designPage = z.strictObject({
  seo,
  intro,
  shape: offered(designOption(shapes, "shapes"), "shape", { id: "DesignGroup" }),
  setting: offered(designOption(settings, "settings"), "setting", { graphql: "DesignGroup" }),
  metal: offered(designOption(FACET_VALUES.metal, "metals"), "metal", { graphql: "DesignGroup" }),
  stone: offered(designOption(stones, "stones"), "stone", { graphql: "DesignGroup" }),
  carat: offered(caratOption, "size", { id: "DesignCaratGroup" }),
  band: offered(bandOption, "band", { id: "DesignBandGroup" }),
  optional: z
    .strictObject({
      legend: limited("sectionHeading"),
      size: limited("label").meta({ description: "Over the ring size list." }),
      notSure: limited("choice").meta({ description: "The first choice of the ring size list." }),
      sizeGuide: link.meta({ description: "Where a couple learns her size (the ring-size guide)." }),
      engraving: limited("label"),
      engravingHint: text,
      when: limited("label").meta({ description: "Over the month they need the ring by." }),
      story: limited("label"),
      storyHint: text,
      typicalSize: z
        .number({ error: "must be a US ring size from the ring-size table, such as 6" })
        .positive()
        .meta({
          description:
            "The US ring size the drawing of the stone on her finger uses until a couple chooses hers (a common one).",
        }),
    })
    .meta({ description: "What a couple may add, none of it required." }),
  labels: z
    .strictObject({
      picture: text.meta({
        description:
          "Under the picture: what it shows besides the choices (the stone's size is drawn beside it).",
      }),
      scale: limited("label").meta({
        description: "Under the drawing of the stone on her finger, before her ring size (or the one drawn).",
      }),
      enlarge: limited("buttonLabel").meta({
        description: "On a phone, the small picture pinned with the price: what a tap on it does.",
      }),
      close: limited("buttonLabel").meta({ description: "Closes the larger picture." }),
      price: limited("eyebrow").meta({ description: "Over the price range." }),
      includes: text.meta({ description: "What the price includes and how it is quoted." }),
      band: text.meta({ description: "Before the name of the price band the design falls in." }),
      similar: limited("eyebrow").meta({ description: "Over the links to the pieces made like this." }),
      summary: limited("eyebrow").meta({ description: "Over the summary of the design." }),
      send: limited("buttonLabel").meta({ description: "The button that sends the design to the atelier." }),
      sendNote: text.meta({ description: "Under the send button: what happens next." }),
      whatsapp: limited("buttonLabel"),
      whatsappMessage: text.meta({
        description: "The WhatsApp message's opening; the design's summary follows it.",
      }),
      share: limited("buttonLabel"),
      copied: text.meta({ description: "The message shown once the link is copied." }),
    })
    .meta({ description: "The words around the choices." }),
  closing: callToAction,
})

const dollars = z.number({ error: "must be a whole number of Singapore dollars" }).int().nonnegative()
const range = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject({ ...shape, low: dollars, high: dollars })
    .refine(figures => (figures as { low: number }).low <= (figures as { high: number }).high, {
      message: "must be no less than low",
      path: ["high"],
    })

/** What a design costs, added up from its parts: content/data/design-prices.yaml. */
export const designPrices = z.strictObject({
  roundTo: z
    .number({ error: "must be a whole number of dollars, such as 100" })
    .int()
    .positive()
    .meta({ description: "The range is rounded out to a multiple of this: its low down, its high up." }),
  confirmed: launchFlag(
    "Ticked once the atelier has confirmed these figures; `npm run check:launch` lists them until then."
  ),
  settings: z
    .array(
      range({ setting: facetValue(settings, "settings"), metal: facetValue(FACET_VALUES.metal, "metals") })
    )
    .min(1)
    .meta({ description: "The ring without its centre stone, for each setting in each metal." }),
  stones: z
    .array(range({ stone: facetValue(stones, "stones"), carat: optionId }))
    .min(1)
    .meta({ description: "The centre stone, for each kind at each size the design page offers." }),
  bands: z
    .array(range({ band: optionId }))
    .min(1)
    .meta({ description: "What each band adds to the ring (a plain band: nothing)." }),
})
