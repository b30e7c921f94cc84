import type { Theme } from "@emotion/react"
import * as React from "react"
import { Section, slugify } from "../ui/section"
import { ConsentSettings, type ConsentSettingsProps } from "../tracking/consent-settings"
import { RichText } from "../ui/rich-text"
import { TrackingDisclosure } from "../tracking/tracking-disclosure"
import { formatDate } from "../ui/format-date"
import { joined } from "../ui/heading-text"

export type LegalDocumentProps = {
  lastUpdated: string | null
  intro: readonly string[]
  sections: readonly {
    heading: string
    body: readonly string[]
    points: readonly string[] | null
    consentSettings: boolean | null
    trackingDisclosure: boolean | null
  }[]
  /** The site's pixel settings, for the consent control and the pixel paragraphs a section may carry. */
  tracking: ConsentSettingsProps["tracking"]
  /** The consent notice's button labels, which the pixel paragraphs quote. */
  consentLabels: { accept: string; decline: string }
}

const gridCss = (t: Theme) => ({ display: "grid", gap: t.space.md })

/** Long-form legal text at a reading measure, with the date it last changed. */
export function LegalDocument({ lastUpdated, intro, sections, tracking, consentLabels }: LegalDocumentProps) {
  return (
    <Section
      width="reading"
      space={["xxl", "section"]}
      css={t => ({
        display: "grid",
        gap: t.space.md,
        h2: { fontSize: t.fontSizes.h3, marginTop: t.space.xl },
        "p, li": { color: t.colors.inkSoft },
        ul: { display: "grid", gap: t.space.xs, margin: 0, paddingLeft: t.space.lg },
      })}
    >
      <div css={gridCss}>
        <p css={t => ({ fontSize: t.fontSizes.small })}>
          Last updated: <time dateTime={lastUpdated ?? undefined}>{formatDate(lastUpdated)}</time>
        </p>
        {intro.map((paragraph, index) => (
          <p key={index}>
            <RichText>{paragraph}</RichText>
          </p>
        ))}
      </div>
      {sections.map(section => (
        <section key={section.heading} aria-labelledby={slugify(section.heading)} css={gridCss}>
          <h2 id={slugify(section.heading)}>{joined(section.heading)}</h2>
          {section.trackingDisclosure && <TrackingDisclosure tracking={tracking} labels={consentLabels} />}
          {section.body.map((paragraph, index) => (
            <p key={index}>
              <RichText>{paragraph}</RichText>
            </p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point, index) => (
                <li key={index}>
                  <RichText>{point}</RichText>
                </li>
              ))}
            </ul>
          )}
          {section.consentSettings && <ConsentSettings tracking={tracking} />}
        </section>
      ))}
    </Section>
  )
}
