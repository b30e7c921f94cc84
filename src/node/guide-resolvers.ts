import { guidePath } from "../content/guide-paths"
import { commissionMessages, type CommissionMessageSources } from "./commission-resolvers"

/*
 * GraphQL fields the guides add to what the YAML says:
 * - every guide's WhatsApp message (its `whatsapp`), and every commission's
 *   (its name and band), joins site.yaml's list of messages by page, so the footer, the floating button and the booking
 *   window open WhatsApp with it on that guide, as on any page with its own;
 * - a guide's ring-size chart gets the ring-size table
 *   (content/data/ring-sizes.yaml) as `table`, so only the guide that shows
 *   it carries it in its page data.
 * Both read through the node model, so a page's query runs again when a guide
 * or the table changes.
 */

interface Context {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
    findOne(args: { type: string }): Promise<unknown>
  }
}
type Message = { path: string; text: string }

/** site.yaml's messages, then one per guide (a message site.yaml gives a guide's page wins). */
export function withGuideMessages(
  messages: readonly Message[],
  guides: Iterable<{ slug: string; whatsapp: string }>
) {
  const own = new Set(messages.map(message => message.path))
  const fromGuides = [...guides]
    .map(guide => ({ path: guidePath(guide.slug), text: guide.whatsapp }))
    .filter(message => !own.has(message.path))
  return [...messages, ...fromGuides]
}

/** The ring-size table a guide's size chart shows: there has to be one. */
export function ringSizeTable<Table>(table: Table | null | undefined): Table {
  if (!table) throw new Error("content/data/ring-sizes.yaml is missing: a guide shows its ring-size table")
  return table
}

/** The SDL of the field the resolvers below add, for tools that read the schema without Gatsby. */
export const guideFieldTypeDefs = "extend type GuideSizeChart { table: RingSizes! }"

export const guideResolvers = {
  SiteSettingsWhatsapp: {
    messages: {
      async resolve(source: { messages: readonly Message[] }, _args: unknown, context: Context) {
        const { entries } = await context.nodeModel.findAll({ type: "Guide" })
        const guides = withGuideMessages(
          source.messages,
          entries as Iterable<{ slug: string; whatsapp: string }>
        )
        // A piece's page opens WhatsApp naming the piece and its band, as its contact link does.
        const sources = {
          pieces: (await context.nodeModel.findAll({ type: "Commission" })).entries,
          page: await context.nodeModel.findOne({ type: "CommissionsPage" }),
          bands: await context.nodeModel.findOne({ type: "PriceBands" }),
        } as CommissionMessageSources
        const own = new Set(guides.map(message => message.path))
        return [...guides, ...commissionMessages(sources).filter(message => !own.has(message.path))]
      },
    },
  },
  GuideSizeChart: {
    table: {
      type: "RingSizes!",
      async resolve(_source: unknown, _args: unknown, context: Context) {
        return ringSizeTable(await context.nodeModel.findOne({ type: "RingSizes" }))
      },
    },
  },
}
