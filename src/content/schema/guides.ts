import { z } from "zod"
import { image, isoDate, limited, seo, text } from "./fields"
import { callToAction, guideSection, intro } from "./sections"
import { ringSizeRows, sizeColumnNote } from "../ring-sizes/ring-size-table"
import { slug } from "./pages"

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
      // Drawn into the PDF by src/content/outputs/ring-sizer-pdf.ts, which reads the YAML; no page shows them.
      offPage: "the build",
      description: "The words of the printable sizer (a PDF drawn from this table after every build).",
    }),
})
