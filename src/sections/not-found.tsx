import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import type { FragmentProps } from "../ui/fragment-props"

export type NotFoundProps = FragmentProps<NonNullable<Queries.NotFoundPageQuery["notFoundPage"]>> & {
  pathname: string
}

/** The 404 screen; it reports the unknown path to the console for whoever is debugging links. */
export function NotFound({ heading, subheading, body, cta, pathname }: NotFoundProps) {
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
    </Section>
  )
}
