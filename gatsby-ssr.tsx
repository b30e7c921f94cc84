import type { GatsbySSR } from "gatsby"
import { headComponents } from "./src/root/head-components"

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-SG" })
  setHeadComponents(headComponents())
}
