import { graphql } from "gatsby"
import * as React from "react"
import {
  SIZE_SYSTEMS,
  cellText,
  type Measure,
  type RingSizeRow,
} from "../../content/ring-sizes/ring-size-values"
import { buttonStyles } from "../../ui/button"
import { Choice, Radio, Select, TextInput, fieldMessageStyles } from "../../ui/form-controls"
import type * as Answering from "./converter-answer"
import type { SizeMatch, SizeQuery } from "./match"

type Columns = Queries.GuideSizeChartFieldsFragment["table"]["columns"]

interface Props {
  words: Queries.SizeConverterFieldsFragment
  columns: Columns
  rows: readonly RingSizeRow[]
  /** Told which rows of the table answer the visitor's query, so the table can mark them. */
  onMatch: (rows: readonly number[]) => void
}

interface Answer {
  module: typeof Answering
  query: SizeQuery
  match: SizeMatch
}

// The arithmetic and the answer are a chunk of their own, fetched once the visitor reaches for the form.
let answering: Promise<typeof Answering> | undefined
const loadAnswering = () => (answering ??= import("./converter-answer"))

type Controls = HTMLFormControlsCollection & {
  measure: HTMLInputElement
  unit: RadioNodeList
  size: HTMLSelectElement
}

/** A measurement as a visitor types one: a number of millimetres, with a decimal point or comma ("16.5", "16,5"). */
const MEASUREMENT = /^(?:\d+[.,]?\d*|[.,]\d+)$/

/**
 * What the form asks now: the box or the list, whichever the visitor touched last (the other is
 * cleared); "invalid" for a box that holds something other than a measurement.
 */
function readQuery(form: HTMLFormElement, changed: EventTarget | null): SizeQuery | "invalid" | null {
  const { measure, unit, size } = form.elements as Controls
  if (changed === size) {
    measure.value = ""
    const row = size.value.split(":")[1]
    return row === undefined ? null : { kind: "size", row: Number(row) }
  }
  const written = measure.value.trim()
  if (!written) return size.value ? readQuery(form, size) : null
  size.value = ""
  if (!MEASUREMENT.test(written)) return "invalid"
  return {
    kind: "measurement",
    measure: unit.value as Measure,
    millimetres: Number(written.replace(",", ".")),
  }
}

/**
 * A visitor types a measurement (across a ring, or around her finger) or
 * picks a size in one system, and the answer names the size in every system.
 * The form is in the HTML, hidden without JavaScript (the table below then
 * serves); its arithmetic and answer load on first focus.
 */
export function SizeConverter({ words, columns, rows, onMatch }: Props) {
  const [answer, setAnswer] = React.useState<Answer | null>(null)
  const [invalid, setInvalid] = React.useState(false)
  const update = (form: HTMLFormElement, changed: EventTarget | null) => {
    const query = readQuery(form, changed)
    setInvalid(query === "invalid")
    if (!query || query === "invalid") {
      setAnswer(null)
      onMatch([])
      return
    }
    void loadAnswering().then(module => {
      const match = module.matchSize(rows, query)
      setAnswer({ module, query, match })
      onMatch(module.matchedRows(match))
    })
  }
  const Answer = answer?.module.ConverterAnswer
  return (
    <div
      css={t => ({
        display: "grid",
        gap: t.space.md,
        // Closer on a phone, so its buttons hold a button's label on one line from 414 px as any other
        // (fields.ts LIMITS.buttonLabel; tests/e2e/content-limits.spec.ts).
        padding: t.space.sm,
        [t.mq.sm]: { padding: t.space.lg },
        border: t.borders.hairline,
        borderRadius: t.radii.md,
        background: t.colors.white,
        "@media print": { display: "none" },
      })}
    >
      <h3 id="size-converter" css={t => ({ fontSize: t.fontSizes.h3 })}>
        {words.heading}
      </h3>
      <noscript>
        <p>{words.noscript}</p>
      </noscript>
      <form
        data-needs-script=""
        aria-labelledby="size-converter"
        noValidate
        onFocus={() => void loadAnswering()}
        onChange={event => update(event.currentTarget, event.target)}
        onSubmit={event => {
          event.preventDefault()
          update(event.currentTarget, null)
        }}
        css={t => ({
          display: "grid",
          gap: t.space.md,
          fieldset: { display: "grid", gap: t.space.xs, margin: 0, padding: 0, border: 0 },
          legend: { padding: 0, marginBottom: t.space.xs, fontWeight: t.fontWeights.semibold },
          "label, legend": { color: t.colors.ink },
        })}
      >
        {words.lead && <p>{words.lead}</p>}
        <fieldset>
          <legend id="ring-measure-label">{words.measureLabel}</legend>
          <div>
            <TextInput
              id="ring-measure"
              name="measure"
              inputMode="decimal"
              autoComplete="off"
              aria-labelledby="ring-measure-label"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "ring-measure-error" : undefined}
              css={{ maxWidth: "10rem" }}
            />
            {/* Said as soon as the box holds something it cannot read, and gone once it can. */}
            <p id="ring-measure-error" aria-live="polite" css={fieldMessageStyles}>
              {invalid ? words.invalid : ""}
            </p>
          </div>
          {(["diameter", "circumference"] as const).map((measure, index) => (
            <Choice
              key={measure}
              control={<Radio name="unit" value={measure} defaultChecked={index === 0} />}
            >
              {measure === "diameter" ? words.diameterLabel : words.circumferenceLabel}
            </Choice>
          ))}
        </fieldset>
        <div css={t => ({ display: "grid", gap: t.space.xs })}>
          <label htmlFor="ring-size" css={t => ({ fontWeight: t.fontWeights.semibold })}>
            {words.sizeLabel}
          </label>
          <Select id="ring-size" name="size" defaultValue="" css={{ maxWidth: "16rem" }}>
            <option value="">{words.sizePrompt}</option>
            {SIZE_SYSTEMS.map(system => (
              <optgroup key={system} label={columns[system].label}>
                {rows.map((row, index) => (
                  <option key={index} value={`${system}:${index}`}>
                    {columns[system].label} {cellText(row, system)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </div>
        <button type="submit" css={t => ({ ...buttonStyles(t, "secondary"), justifySelf: "start" })}>
          {words.submit}
        </button>
        <div role="status" aria-live="polite" aria-atomic="true" data-size-answer="">
          {answer && Answer && (
            <Answer match={answer.match} query={answer.query} words={words} columns={columns} rows={rows} />
          )}
        </div>
      </form>
    </div>
  )
}

/** @public */
export const fragment = graphql`
  fragment SizeConverterFields on GuideSizeChartConverter {
    heading
    lead
    measureLabel
    diameterLabel
    circumferenceLabel
    sizeLabel
    sizePrompt
    submit
    answerLabel
    between
    outside
    otherMeasure
    invalid
    message
    whatsappLabel
    visit {
      label
      to
    }
    noscript
  }
`
