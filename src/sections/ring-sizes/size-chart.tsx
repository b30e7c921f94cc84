import { graphql } from "gatsby"
import * as React from "react"
import { SIZE_COLUMNS, SIZER_PDFS, cellText, type RingSizeRow } from "../../content/ring-size-values"
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
  const [marked, setMarked] = React.useState<readonly number[]>([])
  return (
    <div data-size-chart="" css={t => ({ display: "grid", gap: t.space.xl })}>
      <SizeConverter words={converter} columns={table.columns} rows={rows} onMatch={setMarked} />
      <TableFrame caption={caption} css={{ "@media print": { overflow: "visible" } }}>
        <thead>
          <tr>
            {SIZE_COLUMNS.map(column => (
              <th key={column} scope="col">
                {table.columns[column].label}
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
          {rows.map((row, index) => (
            <tr key={row.diameter} data-marked={marked.includes(index) ? "" : undefined}>
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
                {table.columns[column].label}:{" "}
              </dt>
              <dd css={t => ({ display: "inline", margin: 0, color: t.colors.inkSoft })}>
                {table.columns[column].source}
              </dd>
            </div>
          ))}
        </dl>
      </section>
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
