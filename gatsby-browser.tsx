import type { GatsbyBrowser } from "gatsby"
import "./src/theme/fonts.css"
import { rememberPage } from "./src/contact/came-from"
import { recordPageView } from "./src/tracking/page-views"

export { wrapPageElement, wrapRootElementInBrowser as wrapRootElement } from "./src/root/wrappers"

// Fires on the first page and on every client-side navigation, Back and Forward included.
// Gatsby also fires it when only the #hash changes (the skip link, say): that is the same page.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname === location.pathname) return
  recordPageView()
  rememberPage(location.pathname)
}
