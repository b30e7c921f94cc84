import { commissionPath, facetValuesOf } from "../content/commission-facets"
import { formatBand } from "../content/price-format"

/*
 * GraphQL fields the commissions add to what the YAML says: a piece's related pieces (those that
 * share most of its metal, stone, shape, setting and band), so its page carries only their cards;
 * and each piece's WhatsApp message, naming it and its band (joined to site.yaml's messages by
 * guide-resolvers.ts). Read through the node model, so pages run again when a piece changes.
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
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> }
}

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
  },
}
