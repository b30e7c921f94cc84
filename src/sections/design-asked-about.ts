import { graphql } from "gatsby"
import * as React from "react"
import { commissionPath } from "../content/commission-facets"
import { formatBand } from "../content/price-format"
import { setEnquiryDesign } from "../tracking/enquiry-design"

/*
 * "Start a similar design" opens /contact-us/?design=<slug>. The contact page takes the slug up
 * only when it names a piece, and then by the piece's own name and band, never the address's
 * words: anything else in the address is ignored. Forgotten when the visitor leaves the page.
 */
export function useDesignAskedAbout(search: string, data: Queries.DesignAskedAboutFieldsFragment): void {
  const slug = new URLSearchParams(search).get("design")
  const piece = slug ? data.designs.nodes.find(candidate => candidate.slug === slug) : undefined
  const band = piece && data.designBands?.bands.find(candidate => candidate.id === piece.band)
  const named =
    piece && (band ? `${piece.title} (${band.label}, ${formatBand(band.low, band.high)})` : piece.title)
  React.useEffect(() => {
    setEnquiryDesign(piece && named ? { slug: piece.slug, path: commissionPath(piece.slug), named } : null)
    return () => setEnquiryDesign(null)
  }, [piece, named])
}

export const fragment = graphql`
  fragment DesignAskedAboutFields on Query {
    designs: allCommission {
      nodes {
        slug
        title
        band
      }
    }
    designBands: priceBands {
      bands {
        id
        label
        low
        high
      }
    }
    commissionsPage {
      labels {
        asking
      }
    }
  }
`
