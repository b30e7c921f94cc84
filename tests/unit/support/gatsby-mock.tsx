import * as React from "react"

/*
 * Gatsby's runtime needs a build to exist; unit tests render components
 * with plain anchors for links and hand static queries their data directly.
 */

export const graphql = () => ""

export const Link = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function Link({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

let staticData: unknown = {}
export const setStaticQueryData = (data: unknown) => {
  staticData = data
}
export const useStaticQuery = () => staticData
