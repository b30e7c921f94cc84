import type { Interpolation, Theme } from "@emotion/react"
import * as React from "react"
import { Container } from "./container"
import { followLinks, keptMarkup, usePrefetchInView, useServerMarkup } from "./server-markup"

export type Tone = "ivory" | "parchment" | "ink"
type Space = keyof Theme["space"]

interface Props {
  /** The id of the heading that names the band, which makes it a region landmark. */
  labelledBy?: string
  tone?: Tone
  width?: "content" | "reading"
  /** Padding above and below, as theme spaces: the full section rhythm unless a band sits tighter. */
  space?: [top: Space, bottom: Space]
  id?: string
  /** Styles for the content (what a `css` prop on Section becomes). */
  className?: string
  /** Drawn behind the content at full bleed, outside the measure (the hero's picture). */
  backdrop?: React.ReactNode
  /** Styles for the band itself, for the one layout that needs them (the hero). */
  bandCss?: Interpolation<Theme>
  children: React.ReactNode
}

/** A page band: background tone, vertical rhythm and the content measure. Every band on a page is one. */
export function Section(props: Props) {
  const { labelledBy, tone = "ivory", width, space = ["section", "section"], id, className } = props
  const band = React.useRef<HTMLElement>(null)
  // A band of words, pictures and links (nothing that needs script, src/ui/needs-script.ts) is kept as
  // the server drew it on a page's first load, its links opening pages as Gatsby's Link would; after a
  // client-side navigation every band is drawn as usual. The server's markup decides, so no band says.
  const name = React.useId()
  const kept = useServerMarkup(band, name)
  usePrefetchInView(band, kept)
  // The site's own mark of a band left as drawn: what the browser tests read, and a developer sees.
  React.useEffect(() => {
    if (kept) band.current?.setAttribute("data-kept", "")
  }, [kept])
  return (
    <section
      ref={band}
      data-band={name}
      id={id}
      aria-labelledby={labelledBy}
      {...(kept && { ...keptMarkup, ...followLinks })}
      css={[
        t => ({
          background: t.colors[tone],
          ...(tone === "ink" && {
            color: t.colors.ivory,
            ":focus-visible, & :focus-visible": { outline: t.focus.ringOnDark },
          }),
        }),
        props.bandCss,
      ]}
    >
      {kept ? undefined : (
        <>
          {props.backdrop}
          <Container
            width={width}
            className={className}
            css={t => ({ paddingTop: t.space[space[0]], paddingBottom: t.space[space[1]] })}
          >
            {props.children}
          </Container>
        </>
      )}
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
