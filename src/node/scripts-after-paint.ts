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
 * The same loader first lets in what else the first screen does not need:
 *   - the head's later part (the manifest, the italic face), which the build
 *     keeps as markup in <noscript data-after-paint> (src/root/head-components.tsx);
 *   - the pictures below the first screen. gatsby-plugin-image writes them with
 *     `data-srcset` and one inline module script per picture that swaps every
 *     one in as soon as the page is parsed, so the browser's lazy loading
 *     fetched all those near the first screen before it was painted. The
 *     loader does that swap instead, and the plugin's copies go. The first
 *     screen's own picture is eager and never waits (ui/picture.tsx).
 *
 * The tags sit inside Gatsby's `_gatsby-scripts` slice, which Gatsby may
 * stitch again on a later build; the loader replaces them in place, so a
 * re-stitched page is simply rewritten again.
 */
const BUNDLE_TAGS = /(?:<script src="[^"]+" async(?:="")?><\/script>)+/
const BUNDLE_SRC = /<script src="([^"]+)"/g

/** gatsby-plugin-image 3.16's per-picture swap (its layout-wrapper's NativeScriptLoading), pinned exactly. */
const PICTURE_SWAP =
  /<script type="module">const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement\.prototype;if\(t\)\{const t=document\.querySelectorAll\("img\[data-main-image\]"\)[^<]*<\/script>/g

/** In the page: the later head, then every picture's sources from data-srcset (as the plugin's swap did). */
const LATER =
  `var n=document.querySelector("noscript[data-after-paint]");if(n){document.head.insertAdjacentHTML("beforeend",n.textContent);n.remove()}` +
  `function m(e,a){var v=e.getAttribute("data-"+a);if(v!==null){e.setAttribute(a,v);e.removeAttribute("data-"+a)}}` +
  `if("loading"in HTMLImageElement.prototype)document.querySelectorAll("img[data-main-image]").forEach(function(i){` +
  `i.parentNode.querySelectorAll("source[data-srcset]").forEach(function(e){m(e,"srcset")});m(i,"srcset");m(i,"src");` +
  `if(i.complete){i.style.opacity=1;var p=i.parentNode.parentNode.querySelector("[data-placeholder-image]");if(p)p.style.opacity=0}})`

export const afterPaintLoader = (sources: string[]) =>
  `(function(s){var d=0;function go(){if(d)return;d=1;${LATER};s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}` +
  `var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});` +
  `setTimeout(go,3000)})(${JSON.stringify(sources)})`

/** The page with its bundle tags replaced by the loader, and no picture swap of its own; unchanged if it has none. */
export function loadBundlesAfterPaint(html: string): string {
  if (!BUNDLE_TAGS.test(html)) return html
  return html.replace(PICTURE_SWAP, "").replace(BUNDLE_TAGS, tags => {
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
