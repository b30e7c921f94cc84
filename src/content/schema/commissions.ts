import { z } from "zod"
import { image, limited, seo, launchFlag, paragraphs, text } from "./fields"
import { callToAction, card, intro, testimonial } from "./sections"
import { BAND_STYLES, FACET_VALUES } from "../commissions/commission-facets"
import { slug } from "./pages"

/* The commissions: the price bands, the list and its filters (/commissions/), and each past piece. */

export const facetValue = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
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
