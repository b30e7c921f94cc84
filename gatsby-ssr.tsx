import type { GatsbySSR } from "gatsby"
import { collections } from "./src/content/schema/collections"
import { headComponents, withLaterHead } from "./src/root/head-components"

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers"
export { replaceRenderer } from "./src/root/render-body"

// The stories page opens on its quotes, which are set in italic: there the face cannot wait for the first paint.
const italicFirst = (pathname: string) =>
  collections.some(collection => collection.type === "StoriesPage" && collection.route === pathname)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en-SG" })
  setHeadComponents(headComponents(italicFirst(pathname)))
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(withLaterHead(getHeadComponents(), italicFirst(pathname)))
}
