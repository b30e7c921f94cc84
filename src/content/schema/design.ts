import { z } from "zod"
import { limited, link, seo, launchFlag, text } from "./fields"
import { callToAction, intro } from "./sections"
import { FACET_VALUES } from "../commissions/commission-facets"
import { facetValue } from "./commissions"

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
    mm: z.array(stoneSize).min(1).meta({
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
