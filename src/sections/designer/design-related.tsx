import * as React from "react"
import { COMMISSIONS_PATH, facetPath } from "../../content/commissions/commission-facets"
import { eyebrowStyles } from "../../ui/eyebrow"
import { SmartLink } from "../../ui/smart-link"
import type { Band } from "../commission-words"
import type { DesignPageData } from "./design-options"

/*
 * Where a couple sees what the atelier has made like their design: the price band it falls in (its
 * pieces' filter page, if there is one) and the filter pages of /commissions/ for its shape, setting,
 * metal and stone that exist.
 */

export interface DesignRelatedProps {
  labels: DesignPageData["labels"]
  band: Band | null | undefined
  facetPages: readonly string[]
  similar: readonly { label: string; to: string }[]
}

export function DesignRelated({ labels, band, facetPages, similar }: DesignRelatedProps) {
  return (
    <>
      {band && (
        <p>
          {labels.band}{" "}
          <SmartLink
            to={facetPages.includes(`band/${band.id}`) ? facetPath("band", band.id) : COMMISSIONS_PATH}
          >
            {band.label}
          </SmartLink>
        </p>
      )}
      {similar.length > 0 && (
        <nav aria-labelledby="design-similar" css={t => ({ display: "grid", gap: t.space.xs })}>
          <p id="design-similar" css={eyebrowStyles}>
            {labels.similar}
          </p>
          <ul
            css={t => ({
              display: "flex",
              flexWrap: "wrap",
              gap: t.space.sm,
              margin: 0,
              padding: 0,
              listStyle: "none",
            })}
          >
            {similar.map(link => (
              <li key={link.to}>
                <SmartLink to={link.to}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}
