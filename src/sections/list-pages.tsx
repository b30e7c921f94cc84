import type { CSSObject, Theme } from "@emotion/react"
import * as React from "react"
import type { ListLink } from "../content/commissions/commission-facets"
import { pill, pillCurrent } from "../ui/pill"
import { SmartLink } from "../ui/smart-link"

export interface ListPagesProps {
  /** The links, words and all, made at build time (listLinks): none for a list that fits one page. */
  links: readonly ListLink[]
  /** Their name for screen readers: "Pages of the list". */
  label: string
}

const link = (t: Theme): CSSObject => ({
  ...pill(t),
  minWidth: t.sizes.touch,
  "&:hover": { borderColor: t.colors.ink },
  "&[aria-current]": pillCurrent(t),
  "&[aria-hidden]": { border: "none" },
})

/**
 * The links between a long list's pages, under its cards: plain links, so they work without script
 * and a crawler follows them. Which pages to name, and their words, are decided at build time.
 */
export function ListPages({ links, label }: ListPagesProps) {
  if (links.length === 0) return null
  return (
    <nav
      aria-label={label}
      css={t => ({
        display: "flex",
        flexWrap: "wrap",
        justifyContent: "center",
        gap: t.space.xs,
        marginTop: t.space.xxl,
      })}
    >
      {links.map(({ to, text, name, rel, current }, index) =>
        to ? (
          <SmartLink
            key={index}
            to={to}
            rel={rel}
            aria-label={name}
            aria-current={current ? "page" : undefined}
            css={link}
          >
            {text}
          </SmartLink>
        ) : (
          <span key={index} aria-hidden="true" css={link}>
            {text}
          </span>
        )
      )}
    </nav>
  )
}
