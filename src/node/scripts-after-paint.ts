import fs from "node:fs/promises"
import path from "node:path"
import { htmlFiles } from "./html-files"

/*
 * Gatsby ends every page with `<script async>` tags for its bundles. The
 * browser fetches them while it parses and runs each the moment it arrives,
 * so on a fast connection hydration runs before the first frame and holds
 * back text that is already in the HTML, and on a slow one the bundles take
 * bandwidth from the fonts that frame needs. Instead a small inline loader
 * adds the same scripts, in order, once the first contentful paint has
 * happened. A tab opened in the background paints nothing, so it loads them
 * at once; a browser without paint timing does too.
 *
 * The tags sit inside Gatsby's `_gatsby-scripts` slice, which Gatsby may
 * stitch again on a later build; the loader replaces them in place, so a
 * re-stitched page is simply rewritten again.
 */
const BUNDLE_TAGS = /(?:<script src="[^"]+" async(?:="")?><\/script>)+/
const BUNDLE_SRC = /<script src="([^"]+)"/g

export const afterPaintLoader = (sources: string[]) =>
  `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}` +
  `var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});` +
  `setTimeout(go,3000)})(${JSON.stringify(sources)})`

/** The page with its bundle tags replaced by the loader; unchanged if it has none. */
export function loadBundlesAfterPaint(html: string): string {
  return html.replace(BUNDLE_TAGS, tags => {
    const sources = [...tags.matchAll(BUNDLE_SRC)].map(([, src]) => src)
    return `<script>${afterPaintLoader(sources)}</script>`
  })
}

export async function runBundlesAfterFirstPaint(publicDir = path.resolve("public")): Promise<void> {
  for (const file of await htmlFiles(publicDir)) {
    const html = await fs.readFile(file, "utf8")
    const rewritten = loadBundlesAfterPaint(html)
    if (rewritten !== html) await fs.writeFile(file, rewritten)
  }
}
