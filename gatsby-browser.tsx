import type { GatsbyBrowser } from "gatsby"
import "./src/theme/fonts.css"
import { rememberPage } from "./src/contact/came-from"
import { recordPageView } from "./src/tracking/page-views"

export { wrapPageElement, wrapRootElementInBrowser as wrapRootElement } from "./src/root/wrappers"

// The page's first hydration has committed (Gatsby calls this from an effect of its root): a mark
// that browser tests wait on, in place of reading React's private keys off the DOM.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = ""
}

// Fires on the first page and on every client-side navigation, Back and Forward included.
// Gatsby also fires it when only the #hash changes (the skip link, say): that is the same page.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname === location.pathname) return
  recordPageView()
  rememberPage(location.pathname)
}
