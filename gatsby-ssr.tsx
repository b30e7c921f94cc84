import type { GatsbySSR } from "gatsby"
import { headComponents, withLaterHead } from "./src/root/head-components"

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers"
export { replaceRenderer } from "./src/root/render-body"

// No page opens on italic text (the stories' quotes are upright since issue 68): the italic waits for
// the first paint everywhere. A page that did would pass `true` to both, for its pathname.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-SG" })
  setHeadComponents(headComponents())
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(withLaterHead(getHeadComponents()))
}
