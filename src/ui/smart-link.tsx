import { Link } from "gatsby"
import * as React from "react"
import { targetKind } from "../content/text/linked-text"

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }

/**
 * Gatsby's Link for the site's pages (prefetch, client routing); a plain anchor for https:,
 * mailto: and tel:. Any other target (javascript:, //host, ...) gets no link at all, whatever
 * the content says: its words are shown as they are.
 */
export function SmartLink({ to, children, ...rest }: Props) {
  const kind = targetKind(to)
  if (kind === "page") {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    )
  }
  if (!kind) return <span className={rest.className}>{children}</span>
  return (
    <a href={to} {...(kind === "https" ? { target: "_blank", rel: "noopener" } : {})} {...rest}>
      {children}
    </a>
  )
}
