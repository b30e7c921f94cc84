/*
 * Gatsby's runtime needs a build to exist; unit tests render components
 * with plain anchors for links and hand static queries their data directly.
 */

export const graphql = () => ""

// A plain anchor, as the CMS preview's stand-in for Gatsby draws it.
export { Link } from "../../../scripts/cms/preview/gatsby"

let staticData: unknown = {}
export const setStaticQueryData = (data: unknown) => {
  staticData = data
}
export const useStaticQuery = () => staticData

// What a band React keeps as the server drew it calls for its links (src/ui/server-markup.ts).
export const navigate = jest.fn()
export const prefetchPathname = jest.fn()
