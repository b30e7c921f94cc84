import { COMMISSIONS_PATH, commissionPath, facetValuesOf } from "../content/commissions/commission-facets"
import { filterGroups } from "../content/commissions/commission-filter-groups"
import { collections } from "../content/schema/collections"
import {
  designOfPiece,
  offeredBy,
  similarDesignPath,
  type Offered,
  type PieceChoices,
} from "../content/design"
import { formatBand } from "../content/price-format"

/*
 * GraphQL fields the commissions add to what the YAML says: a piece's related pieces (those that
 * share most of its metal, stone, shape, setting and band), so its page carries only their cards;
 * and each piece's WhatsApp message, naming it and its band (joined to site.yaml's messages by
 * guide-resolvers.ts); and its way into the ring designer with its choices made, or to the contact page
 * with it named where the designer cannot make it. Read through the node model, so pages run again
 * when a piece, or the designer's options, change.
 */

interface Piece {
  slug: string
  title: string
  band: string
  year: number
  metal?: string
  stone?: string
  shape?: string
  setting?: string
}

interface Context {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
    findOne(args: { type: string; query?: { filter: Record<string, { eq: string }> } }): Promise<unknown>
  }
}

/** The piece a page of it names (`/commissions/<slug>/`), by its slug; null for any other page. */
export const pieceSlugOf = (path: string | null | undefined): string | null =>
  path?.startsWith(COMMISSIONS_PATH)
    ? (/^([a-z0-9-]+)\/$/.exec(path.slice(COMMISSIONS_PATH.length))?.[1] ?? null)
    : null

/** The ring designer's page as its node holds it: each group's options, in the order they are offered. */
export type DesignerOptions = Partial<Record<keyof Offered, { options?: readonly { value: string }[] }>>

/** What the designer offers; nothing at all without its page, so every piece is then asked about by name. */
export const offeredIn = (designer: DesignerOptions | null | undefined): Offered =>
  offeredBy(choice => designer?.[choice]?.options?.map(option => option.value) ?? [])

/** Where a piece the designer cannot make is asked about by name: the contact page, whose route is the registry's. */
export const CONTACT_PATH = collections.flatMap(c =>
  c.type === "ContactPage" && "route" in c ? [c.route] : []
)[0]

async function designerOf(context: Context): Promise<Offered> {
  return offeredIn((await context.nodeModel.findOne({ type: "DesignPage" })) as DesignerOptions | null)
}

/** The filters' links, each list page's (commissionResolvers' CommissionsPageFilters.groups). */
export const commissionFilterTypeDefs = `
  type CommissionFilterChoice { label: String! to: String! }
  type CommissionFilterGroup { facet: String! heading: String! choices: [CommissionFilterChoice!]! }
`

export interface CommissionMessageSources {
  pieces: Iterable<Piece>
  page: { labels?: { whatsapp?: string } } | null
  bands: { bands?: readonly { id: string; label: string; low: number; high: number }[] } | null
}

/** How many related pieces a piece's page shows. */
export const RELATED_COUNT = 3

/** The pieces most like this one: most facet values in common, then the newest, then by name. */
export function relatedPieces<P extends Piece>(piece: P, all: Iterable<P>): P[] {
  const own = new Set(facetValuesOf(piece).map(([facet, value]) => `${facet}/${value}`))
  const shared = (other: P) =>
    facetValuesOf(other).filter(([facet, value]) => own.has(`${facet}/${value}`)).length
  return [...all]
    .filter(other => other.slug !== piece.slug)
    .map(other => ({ other, score: shared(other) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) => b.score - a.score || b.other.year - a.other.year || a.other.title.localeCompare(b.other.title)
    )
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other)
}

/** One WhatsApp message per piece: the page's opening words, its name and its band in S$. */
export function commissionMessages({ pieces, page, bands }: CommissionMessageSources) {
  const opening = page?.labels?.whatsapp
  if (!opening) return []
  return [...pieces].map(piece => {
    const band = bands?.bands?.find(candidate => candidate.id === piece.band)
    const figures = band ? ` (${band.label}, ${formatBand(band.low, band.high)})` : ""
    return { path: commissionPath(piece.slug), text: `${opening} ${piece.title}${figures}.` }
  })
}

export const commissionResolvers = {
  Commission: {
    related: {
      type: "[Commission!]!",
      async resolve(source: Piece, _args: unknown, context: Context) {
        const { entries } = await context.nodeModel.findAll({ type: "Commission" })
        return relatedPieces(source, entries as Iterable<Piece>)
      },
    },
    designPath: {
      type: "String!",
      async resolve(source: PieceChoices, _args: unknown, context: Context) {
        return similarDesignPath(source, await designerOf(context), CONTACT_PATH)
      },
    },
    // Which words the piece's button takes: the designer's, or the contact page's.
    designComposable: {
      type: "Boolean!",
      async resolve(source: PieceChoices, _args: unknown, context: Context) {
        return designOfPiece(source, await designerOf(context)) !== null
      },
    },
    // Its first picture, the one its card shows: the object itself, so its file resolves beside the piece's YAML.
    cover: {
      type: "ContentImage!",
      resolve: (source: { pictures: readonly unknown[] }) => source.pictures[0],
    },
  },
  // A couple's story and the piece it speaks of (content/pages/stories.yaml's `piece`), shown with the words.
  Testimonial: {
    pieceCard: {
      type: "Commission",
      resolve(source: { piece?: string | null }, _args: unknown, context: Context) {
        const slug = pieceSlugOf(source.piece)
        return slug
          ? context.nodeModel.findOne({ type: "Commission", query: { filter: { slug: { eq: slug } } } })
          : null
      },
    },
  },
  CommissionsPageFilters: {
    groups: {
      type: "[CommissionFilterGroup!]!",
      async resolve(source: Parameters<typeof filterGroups>[0], _args: unknown, context: Context) {
        const { entries } = await context.nodeModel.findAll({ type: "Commission" })
        const bands = (await context.nodeModel.findOne({ type: "PriceBands" })) as {
          bands?: Parameters<typeof filterGroups>[1]
        } | null
        return filterGroups(source, bands?.bands ?? [], entries as Iterable<Piece>)
      },
    },
  },
}
