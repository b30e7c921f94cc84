import { graphql } from "gatsby"
import * as React from "react"
import { commissionPath } from "../content/commissions/commission-facets"
import {
  CHOICES,
  DESIGN_PATH,
  EXTRAS,
  designFrom,
  designSearch,
  namesADesign,
  offeredBy,
} from "../content/design"
import { formatBand } from "../content/price-format"
import { setEnquiryDesign, type EnquiryDesign } from "../tracking/enquiry-design"

/*
 * What a visitor comes to the contact page asking about. "Start a similar design" links opened
 * /contact-us/?design=<slug>: the page takes the slug up only when it names a piece, and then by the
 * piece's own name and band. "Design Your Ring" sends its brief as its choices in the address
 * (?shape=oval&setting=halo...): taken up only as the designer offers them, in the designer's words,
 * each value that is not an option ignored. Anything else in the address is never shown. Forgotten
 * when the visitor leaves the page.
 */
export function useDesignAskedAbout(search: string, data: Queries.DesignAskedAboutFieldsFragment): void {
  const asked = React.useMemo(() => askedAbout(search, data), [search, data])
  React.useEffect(() => {
    setEnquiryDesign(asked)
    return () => setEnquiryDesign(null)
  }, [asked])
}

function askedAbout(search: string, data: Queries.DesignAskedAboutFieldsFragment): EnquiryDesign | null {
  const slug = new URLSearchParams(search).get("design")
  const piece = slug ? data.designs.nodes.find(candidate => candidate.slug === slug) : undefined
  if (piece) {
    const band = data.designBands?.bands.find(candidate => candidate.id === piece.band)
    const named = band ? `${piece.title} (${band.label}, ${formatBand(band.low, band.high)})` : piece.title
    return { slug: piece.slug, path: commissionPath(piece.slug), named }
  }
  const designer = data.designer
  if (!designer || !namesADesign(search)) return null
  const facet = (group: "shape" | "setting" | "metal" | "stone") =>
    data.commissionsPage?.filters[group].values.filter(({ value }) =>
      designer[group].options.some(option => option.value === value)
    ) ?? []
  const words = {
    ...Object.fromEntries(
      (["shape", "setting", "metal", "stone"] as const).map(group => [group, facet(group)])
    ),
    carat: designer.carat.options,
    band: designer.band.options,
  } as Record<(typeof CHOICES)[number], readonly { value: string; label: string }[]>
  // In the designer's order: the words list every value, and the designer's options decide which.
  const offered = offeredBy(choice => designer[choice].options.map(option => option.value))
  const design = designFrom(search, offered, data.designSizes?.sizes.map(size => String(size.us)) ?? [])
  const named = CHOICES.map(
    choice => words[choice].find(entry => entry.value === design[choice])?.label ?? design[choice]
  ).join(", ")
  const choices = Object.fromEntries(CHOICES.map(choice => [choice, design[choice]]))
  const extras = Object.fromEntries(EXTRAS.flatMap(name => (design[name] ? [[name, design[name]]] : [])))
  return {
    path: `${DESIGN_PATH}${designSearch(design)}`,
    named,
    choices,
    fields: { ...choices, ...extras },
    message: `${designer.labels.whatsappMessage} ${named}`,
  }
}

/** @public */
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
    designSizes: ringSizes {
      sizes {
        us
      }
    }
    designer: designPage {
      shape {
        options {
          value
        }
      }
      setting {
        options {
          value
        }
      }
      metal {
        options {
          value
        }
      }
      stone {
        options {
          value
        }
      }
      carat {
        options {
          value
          label
        }
      }
      band {
        options {
          value
          label
        }
      }
      labels {
        whatsappMessage
      }
    }
    commissionsPage {
      labels {
        asking
      }
      filters {
        ...CommissionFilterWords
      }
    }
  }
`
