import type { GatsbyBrowser } from "gatsby"
import "./src/theme/fonts.css"
import { recordPageView } from "./src/tracking/page-views"

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers"

// Fires on the first page and on every client-side navigation, Back and Forward included.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  recordPageView()
}
