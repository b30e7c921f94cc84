import * as React from "react"
import { eyebrowStyles } from "./eyebrow"
import { joined } from "./heading-text"

interface Props {
  eyebrow?: string | null
  heading: string
  lead?: string | null
  id?: string
  align?: "start" | "center"
  level?: 1 | 2
}

/** Eyebrow, heading and lead: the opening of every content section. */
export function SectionHeader({ eyebrow, heading, lead, id, align = "start", level = 2 }: Props) {
  const Heading = level === 1 ? "h1" : "h2"
  return (
    <header
      css={t => ({
        display: "grid",
        gap: t.space.md,
        maxWidth: t.sizes.reading,
        marginInline: align === "center" ? "auto" : undefined,
        textAlign: align,
        marginBottom: t.space.xxl,
      })}
    >
      {eyebrow && <p css={eyebrowStyles}>{eyebrow}</p>}
      <Heading id={id} css={t => ({ fontSize: level === 1 ? t.fontSizes.h1 : t.fontSizes.h2 })}>
        {joined(heading, level === 1 ? "h1" : "h2")}
      </Heading>
      {lead && <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.inkSoft })}>{lead}</p>}
    </header>
  )
}
