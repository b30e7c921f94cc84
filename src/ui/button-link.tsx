import { graphql } from "gatsby"
import * as React from "react"
import { buttonStyles, type ButtonVariant } from "./button"
import { SmartLink } from "./smart-link"

interface Props {
  link: { label: string; to: string }
  variant?: ButtonVariant
}

/** A call to action from the content: a link that looks like a button. */
export function ButtonLink({ link, variant = "primary" }: Props) {
  return (
    <SmartLink to={link.to} css={t => buttonStyles(t, variant)}>
      {link.label}
    </SmartLink>
  )
}

/** @public */
export const linkFragment = graphql`
  fragment LinkFields on ContentLink {
    label
    to
  }
`
