import * as React from "react"
import { linkedText, safeHref } from "../content/text/linked-text"
import { SmartLink } from "./smart-link"

/**
 * Text with the one piece of markup editors may use: [label](target) for a link, split by the
 * same parser the content check uses (src/content/text/linked-text.ts). A target the check would
 * refuse (javascript:, http:, //host, a relative path) is shown as its label, never as an href.
 */
export function RichText({ children }: { children: string }) {
  return (
    <>
      {linkedText(children).map((segment, index) => {
        if (!("label" in segment)) return <React.Fragment key={index}>{segment.text}</React.Fragment>
        const href = safeHref(segment.target)
        return href ? (
          <SmartLink key={index} to={href} css={t => ({ color: t.colors.goldDeep })}>
            {segment.label}
          </SmartLink>
        ) : (
          <React.Fragment key={index}>{segment.label}</React.Fragment>
        )
      })}
    </>
  )
}
