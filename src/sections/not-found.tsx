import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import { cardGrid } from "../ui/card-grid"
import { eyebrowStyles } from "../ui/eyebrow"
import { Icon } from "../ui/icons"
import { SmartLink } from "../ui/smart-link"
import { Section } from "../ui/section"
import type { FragmentProps } from "../ui/fragment-props"

export type NotFoundProps = FragmentProps<NonNullable<Queries.NotFoundPageQuery["notFoundPage"]>> & {
  pathname: string
}

/** The 404 screen; it reports the unknown path to the console for whoever is debugging links. */
export function NotFound({ heading, subheading, body, cta, wayOn, pathname }: NotFoundProps) {
  React.useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <Section
      width="reading"
      css={t => ({ display: "grid", gap: t.space.lg, justifyItems: "center", textAlign: "center" })}
    >
      <p
        aria-hidden="true"
        css={t => ({
          fontFamily: t.fonts.display,
          fontSize: t.fontSizes.display,
          color: t.colors.goldDeep,
          lineHeight: 1,
        })}
      >
        {heading}
      </p>
      <h1 css={t => ({ fontSize: t.fontSizes.h1 })}>
        <span
          css={{
            position: "absolute",
            width: 1,
            height: 1,
            overflow: "hidden",
            clipPath: "inset(50%)",
            whiteSpace: "nowrap",
          }}
        >
          {heading}:{" "}
        </span>
        {subheading}
      </h1>
      <p css={t => ({ color: t.colors.inkSoft, fontSize: t.fontSizes.lead })}>{body}</p>
      <ButtonLink link={cta} />
      {wayOn && (
        <nav
          aria-labelledby="way-on"
          css={t => ({ display: "grid", gap: t.space.md, width: "100%", marginTop: t.space.xl })}
        >
          <h2 id="way-on" css={eyebrowStyles}>
            {wayOn.heading}
          </h2>
          <ul
            css={t => ({
              ...cardGrid(t, wayOn.links.length, { sm: 2 }).css,
              gap: t.space.sm,
              margin: 0,
              padding: 0,
              listStyle: "none",
            })}
          >
            {wayOn.links.map(link => (
              // A grid of one, so the tile fills its row's height: a name that wraps leaves no shorter neighbour.
              <li key={link.to} css={{ display: "grid" }}>
                <SmartLink
                  to={link.to}
                  css={t => ({
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "space-between",
                    gap: t.space.sm,
                    minHeight: `calc(${t.sizes.touch} + ${t.space.md})`,
                    padding: `0 ${t.space.md}`,
                    border: t.borders.hairline,
                    borderRadius: t.radii.md,
                    background: t.colors.white,
                    textAlign: "start",
                    textDecoration: "none",
                    fontFamily: t.fonts.display,
                    fontSize: t.fontSizes.h3,
                    "&:hover": { borderColor: t.colors.goldDeep },
                  })}
                >
                  {link.label}
                  <span css={t => ({ display: "inline-flex", color: t.colors.goldDeep })}>
                    <Icon name="arrow" />
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Section>
  )
}
