import * as React from "react"
import { Container } from "./container"

export type Tone = "ivory" | "parchment"

interface Props {
  labelledBy: string
  tone?: Tone
  width?: "content" | "reading"
  children: React.ReactNode
  id?: string
}

/** A page band: background tone, vertical rhythm and the content width. */
export function Section({ labelledBy, tone = "ivory", width, children, id }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      css={t => ({ background: t.colors[tone], paddingBlock: t.space.section })}
    >
      <Container width={width}>{children}</Container>
    </section>
  )
}

/** Stable ids for headings, derived from their text; always starting with a letter, so CSS can select them. */
export function slugify(value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
  return /^[a-z]/.test(slug) ? slug : `section-${slug}`
}
