import * as React from "react"
import { SmartLink } from "./smart-link"

/**
 * Paragraph text with one piece of markup editors may use: [label](/path/)
 * for a link, so legal copy can point to the contact page.
 */
export function RichText({ children }: { children: string }) {
  const parts = children.split(/(\[[^\]]+\]\([^)\s]+\))/g)
  return (
    <>
      {parts.map((part, index) => {
        const match = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
        return match ? (
          <SmartLink key={index} to={match[2]} css={t => ({ color: t.colors.goldDeep })}>
            {match[1]}
          </SmartLink>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        )
      })}
    </>
  )
}
