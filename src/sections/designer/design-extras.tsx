import * as React from "react"
import { MAX_LENGTH, type Design } from "../../content/design"
import { eyebrowStyles } from "../../ui/eyebrow"
import { formatMonth } from "../../ui/format-date"
import { Field, Select, TextArea, TextInput } from "../../ui/form-controls"
import { SmartLink } from "../../ui/smart-link"
import type { DesignPageData } from "./design-options"

/*
 * What a couple may add to the design, none of it required: her ring size (the sizes of the ring-size
 * guide's table), an engraving, the month they need it by (a list in the house's style, not the
 * browser's month box, which Safari and Firefox on a laptop draw as a text box that takes only
 * "2027-03") and a few words about her.
 */

export interface DesignExtrasProps {
  words: DesignPageData["optional"]
  design: Design
  sizes: readonly { value: string; label: string }[]
  months: readonly string[]
  change: (next: Design) => void
}

export function DesignExtras({ words, design, sizes, months, change }: DesignExtrasProps) {
  const set = (name: "size" | "engraving" | "when" | "story") => (value: string) =>
    change({ ...design, [name]: value || undefined })
  return (
    <fieldset css={t => ({ display: "grid", gap: t.space.md, margin: 0, padding: 0, border: 0 })}>
      <legend css={t => ({ ...eyebrowStyles(t), padding: 0, marginBottom: t.space.sm })}>
        {words.legend}
      </legend>
      <div css={t => ({ display: "grid", gap: t.space.md, [t.mq.sm]: { gridTemplateColumns: "1fr 1fr" } })}>
        <div css={t => ({ display: "grid", gap: t.space.xs, alignContent: "start" })}>
          <Field id="design-size" label={words.size}>
            {ids => (
              <Select
                {...ids}
                name="size"
                value={design.size ?? ""}
                onChange={event => set("size")(event.target.value)}
              >
                <option value="">{words.notSure}</option>
                {sizes.map(size => (
                  <option key={size.value} value={size.value}>
                    {size.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <SmartLink to={words.sizeGuide.to} css={t => ({ fontSize: t.fontSizes.small })}>
            {words.sizeGuide.label}
          </SmartLink>
        </div>
        <Field id="design-when" label={words.when}>
          {ids => (
            <Select
              {...ids}
              name="when"
              value={design.when ?? ""}
              onChange={event => set("when")(event.target.value)}
            >
              <option value="">{words.notSure}</option>
              {months.map(month => (
                <option key={month} value={month}>
                  {formatMonth(month)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id="design-engraving" label={words.engraving} hint={words.engravingHint}>
        {ids => (
          <TextInput
            {...ids}
            name="engraving"
            maxLength={MAX_LENGTH.engraving}
            value={design.engraving ?? ""}
            onChange={event => set("engraving")(event.target.value)}
          />
        )}
      </Field>
      <Field id="design-story" label={words.story} hint={words.storyHint}>
        {ids => (
          <TextArea
            {...ids}
            name="story"
            maxLength={MAX_LENGTH.story}
            value={design.story ?? ""}
            onChange={event => set("story")(event.target.value)}
          />
        )}
      </Field>
    </fieldset>
  )
}
