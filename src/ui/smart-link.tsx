import { Link } from "gatsby"
import * as React from "react"

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }

/** Gatsby's Link for internal paths (prefetch, client routing); a plain anchor for everything else. */
export function SmartLink({ to, children, ...rest }: Props) {
  if (to.startsWith("/")) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    )
  }
  const external = to.startsWith("http")
  return (
    <a href={to} {...(external ? { target: "_blank", rel: "noopener" } : {})} {...rest}>
      {children}
    </a>
  )
}
