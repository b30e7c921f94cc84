import * as React from "react"
import { whatsappMessageHref } from "../../contact/contact-links"
import { BookingButton } from "../../contact/booking-button"
import { BOOKING_LINK } from "../../content/booking-link"
import {
  SIZE_COLUMNS,
  SIZE_SYSTEMS,
  cellText,
  type RingSizeRow,
  type SizeColumn,
} from "../../content/ring-sizes/ring-size-values"
import { useSiteSettings } from "../../site/use-site-settings"
import { buttonStyles } from "../../ui/button"
import { ButtonLink } from "../../ui/button-link"
import type { SizeMatch, SizeQuery } from "./match"

/*
 * The converter's answer, in a chunk of its own that the page fetches only
 * once a visitor reaches for the form (size-converter.tsx): the sizes in
 * every system, what to do between sizes, and the ways forward (her size on
 * WhatsApp, or a visit to be sized).
 */

export { matchSize, matchedRows } from "./match"

export interface ConverterAnswerProps {
  match: SizeMatch
  query: SizeQuery
  words: Queries.SizeConverterFieldsFragment
  columns: Queries.GuideSizeChartFieldsFragment["table"]["columns"]
  rows: readonly RingSizeRow[]
}

/** The rows a match names, and each column's value across them: "6 – 6½" between two sizes. */
function shownSizes(match: SizeMatch, rows: readonly RingSizeRow[]) {
  const shown =
    match.kind === "size"
      ? [rows[match.row]]
      : match.kind === "between"
        ? [rows[match.lower], rows[match.upper]]
        : []
  return (column: SizeColumn) => shown.map(row => cellText(row, column)).join(" – ")
}

export function ConverterAnswer({ match, query, words, columns, rows }: ConverterAnswerProps) {
  const site = useSiteSettings()
  if (match.kind === "none") return null
  const valueOf = shownSizes(match, rows)
  const measured =
    query.kind === "measurement"
      ? `${words.measureLabel}: ${query.millimetres} (${query.measure === "diameter" ? words.diameterLabel : words.circumferenceLabel})`
      : null
  const sizes = SIZE_SYSTEMS.map(system => `${columns[system].label} ${valueOf(system)}`).join(", ")
  const message = [
    words.message,
    match.kind === "outside" ? measured : [sizes, measured].filter(Boolean).join("; "),
  ].join(" ")
  return (
    <div css={t => ({ display: "grid", gap: t.space.md, paddingTop: t.space.sm })}>
      {match.kind === "outside" ? (
        <p>{words.outside}</p>
      ) : (
        <>
          {match.switched && <p>{words.otherMeasure}</p>}
          <p css={t => ({ fontFamily: t.fonts.display, fontSize: t.fontSizes.h3, color: t.colors.ink })}>
            {words.answerLabel}
          </p>
          <dl
            css={t => ({
              display: "grid",
              gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
              gap: t.space.sm,
              margin: 0,
              dt: { fontSize: t.fontSizes.eyebrow, color: t.colors.inkSoft },
              dd: {
                margin: 0,
                fontSize: t.fontSizes.lead,
                color: t.colors.ink,
                fontVariantNumeric: "tabular-nums",
              },
            })}
          >
            {SIZE_COLUMNS.map(column => (
              <div key={column}>
                <dt>{columns[column].label}</dt>
                <dd>{valueOf(column)}</dd>
              </div>
            ))}
          </dl>
          {match.kind === "between" && <p>{words.between}</p>}
        </>
      )}
      <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
        <a
          href={whatsappMessageHref(site.whatsapp.number, message)}
          target="_blank"
          rel="noopener"
          css={t => buttonStyles(t, "primary")}
        >
          {words.whatsappLabel}
        </a>
        {/* A visit to be sized: the calendar opens here when booking is on, as on any call to action. */}
        {__BOOKING__ && words.visit.to === BOOKING_LINK ? (
          <BookingButton
            label={words.visit.label}
            withoutOffer={<ButtonLink link={words.visit} variant="secondary" />}
          />
        ) : (
          <ButtonLink link={words.visit} variant="secondary" />
        )}
      </div>
    </div>
  )
}
