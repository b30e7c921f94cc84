import { graphql } from "gatsby"
import * as React from "react"
import {
  SIZE_COLUMNS,
  SIZER_PDFS,
  cellText,
  type RingSizeRow,
} from "../../content/ring-sizes/ring-size-values"
import { TableFrame } from "../../ui/table-frame"
import { SizeConverter } from "./size-converter"

export type SizeChartProps = Queries.GuideSizeChartFieldsFragment

/**
 * The ring-size table (content/data/ring-sizes.yaml) in a guide: the
 * converter above it, which loads its code only once a visitor uses it, the
 * table itself, which needs no JavaScript, each column's source, and the
 * printable sizer drawn from the same table.
 */
export function SizeChart({ caption, sourcesLabel, converter, printable, table }: SizeChartProps) {
  const rows = table.sizes as readonly RingSizeRow[]
  const chart = React.useRef<HTMLDivElement>(null)
  // The rows the converter matches are marked in the table as it stands: an attribute React does not
  // draw, so the table is not drawn again on every answer.
  const mark = React.useCallback((matched: readonly number[]) => {
    chart.current?.querySelectorAll("tbody tr").forEach((row, index) => {
      row.toggleAttribute("data-marked", matched.includes(index))
    })
  }, [])
  return (
    <div ref={chart} data-size-chart="" css={t => ({ display: "grid", gap: t.space.xl })}>
      <SizeConverter words={converter} columns={table.columns} rows={rows} onMatch={mark} />
      <div
        css={t => ({
          display: "grid",
          gap: t.space.xl,
          // A grid item, it would otherwise grow to the table's width on a phone instead of letting it scroll.
          minWidth: 0,
          // As the chart itself on paper (guide-print-styles.tsx): blocks, which Chromium splits cleanly.
          "@media print": { display: "block", "& > * + *": { marginTop: t.space.lg } },
        })}
      >
        <SizeTable caption={caption} sourcesLabel={sourcesLabel} columns={table.columns} rows={rows} />
      </div>
      <div data-printable="" css={t => ({ display: "grid", gap: t.space.sm })}>
        <p>{printable.body}</p>
        <ul
          css={t => ({
            listStyle: "none",
            paddingLeft: 0,
            display: "flex",
            flexWrap: "wrap",
            gap: t.space.lg,
          })}
        >
          <li>
            <a href={SIZER_PDFS.a4} type="application/pdf" css={t => ({ color: t.colors.goldDeep })}>
              {printable.a4Label}
            </a>
          </li>
          <li>
            <a href={SIZER_PDFS.letter} type="application/pdf" css={t => ({ color: t.colors.goldDeep })}>
              {printable.letterLabel}
            </a>
          </li>
        </ul>
      </div>
    </div>
  )
}

interface SizeTableProps extends Pick<SizeChartProps, "caption" | "sourcesLabel"> {
  columns: SizeChartProps["table"]["columns"]
  rows: readonly RingSizeRow[]
}

/** The table, every size in every system (a row the converter matches is marked `data-marked`), and its sources. */
function SizeTable({ caption, sourcesLabel, columns, rows }: SizeTableProps) {
  return (
    <>
      <TableFrame caption={caption} css={{ "@media print": { overflow: "visible" } }}>
        <thead>
          <tr>
            {SIZE_COLUMNS.map(column => (
              <th key={column} scope="col">
                {columns[column].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          css={t => ({
            "tr[data-marked] > *": { background: t.colors.sand, color: t.colors.ink },
            "td, th": { fontVariantNumeric: "tabular-nums" },
          })}
        >
          {rows.map(row => (
            <tr key={row.diameter}>
              {SIZE_COLUMNS.map((column, place) =>
                place === 0 ? (
                  <th key={column} scope="row">
                    {cellText(row, column)}
                  </th>
                ) : (
                  <td key={column}>{cellText(row, column)}</td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <section aria-labelledby="ring-size-sources" css={t => ({ display: "grid", gap: t.space.xs })}>
        <h3 id="ring-size-sources" css={t => ({ fontSize: t.fontSizes.body, fontFamily: t.fonts.body })}>
          {sourcesLabel}
        </h3>
        <dl css={t => ({ display: "grid", gap: t.space.xs, margin: 0, fontSize: t.fontSizes.small })}>
          {SIZE_COLUMNS.map(column => (
            <div key={column}>
              <dt css={t => ({ display: "inline", fontWeight: t.fontWeights.semibold, color: t.colors.ink })}>
                {columns[column].label}:{" "}
              </dt>
              <dd css={t => ({ display: "inline", margin: 0, color: t.colors.inkSoft })}>
                {columns[column].source}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}

/** @public */
export const fragment = graphql`
  fragment RingSizeColumnFields on RingSizeColumn {
    label
    source
  }

  fragment GuideSizeChartFields on GuideSizeChart {
    caption
    sourcesLabel
    converter {
      ...SizeConverterFields
    }
    printable {
      body
      a4Label
      letterLabel
    }
    table {
      columns {
        us {
          ...RingSizeColumnFields
        }
        uk {
          ...RingSizeColumnFields
        }
        jp {
          ...RingSizeColumnFields
        }
        eu {
          ...RingSizeColumnFields
        }
        diameter {
          ...RingSizeColumnFields
        }
        circumference {
          ...RingSizeColumnFields
        }
      }
      sizes {
        us
        uk
        jp
        eu
        diameter
        circumference
      }
    }
  }
`
