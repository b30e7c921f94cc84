import * as React from "react"
import { registerDocument, type PreviewData } from "./data"

/*
 * What the site's code imports from "gatsby", for the CMS preview's bundle
 * (build-admin.ts points "gatsby" here). There is no Gatsby in the editor's
 * browser: the `graphql` tag keeps its text (and registers fragments), a
 * static query runs against the entry being edited (data.ts), and a
 * link is a plain link.
 */

export const graphql = (strings: TemplateStringsArray, ...values: unknown[]): string => {
  const text = String.raw(strings, ...values)
  registerDocument(text)
  return text
}

export const PreviewDataContext = React.createContext<PreviewData | null>(null)

export function useStaticQuery<T>(query: string): T {
  const data = React.useContext(PreviewDataContext)
  if (!data) throw new Error("useStaticQuery outside the CMS preview's data")
  return data.run<T>(query)
}

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

// Nothing is kept from a server here (there is none), so no band ever calls these.
export const navigate = (): void => {}

export const prefetchPathname = (): void => {}
