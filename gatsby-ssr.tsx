import type { GatsbySSR } from "gatsby"
import { headComponents, withLaterHead } from "./src/root/head-components"

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers"
export { replaceRenderer } from "./src/root/render-body"

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
