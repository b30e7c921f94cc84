import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * Emotion's server render writes a `<style data-emotion="css <ids>">` just
 * before each element that uses new styles: 40 to 90 small style elements in
 * the body of each page. The browser re-evaluates the page's styles at each
 * one while it parses, and Emotion's cache then moves every one of them into
 * <head> before hydration, one DOM move each, inside the main bundle's
 * start-up task. Built pages ship them already gathered: one sheet in <head>
 * per Emotion key.
 *
 * Even one sheet is moved: the cache re-inserts every sheet it adopts
 * (`StyleSheet.hydrate`), and Chromium takes a moved `<style>` out and reads
 * it again, 0.5-9 ms for the class sheet in the bundle's start-up task. So the
 * class sheet carries `data-emotion-server` instead of `data-emotion`, which
 * Emotion's own cache does not look for, and the browser's cache adopts it
 * where it stands (`adoptServerSheet`). `<Global>` sheets are small, and
 * `<Global>` finds its own: they keep `data-emotion`.
 */

/** One style element for <head>, with Emotion's `data-emotion` attribute value. */
export interface HoistedStyle {
  dataEmotion: string
  css: string
}

export const SERVER_SHEET = "data-emotion-server"

/** `<Global>` styles are written under the key `<cache key>-global`. */
const isGlobalKey = (key: string): boolean => key.endsWith("-global")

/** The attributes of a hoisted style's element in <head>. */
export function sheetAttributes({ dataEmotion }: HoistedStyle): Record<string, string> {
  return isGlobalKey(dataEmotion.split(" ")[0])
    ? { "data-emotion": dataEmotion, "data-s": "" }
    : { [SERVER_SHEET]: dataEmotion }
}

/**
 * The browser's Emotion cache, with the server's class sheet adopted in place:
 * its rules count as inserted, and new rules go into a sheet after it.
 */
export function adoptServerSheet(key = "css"): EmotionCache {
  const cache = createCache({ key })
  const sheet = document.querySelector<HTMLStyleElement>(`style[${SERVER_SHEET}^="${key} "]`)
  if (sheet) {
    for (const id of (sheet.getAttribute(SERVER_SHEET) ?? "").split(" ").slice(1)) cache.inserted[id] = true
    // What StyleSheet.hydrate() does, less the re-insertion.
    cache.sheet.tags.push(sheet)
  }
  return cache
}

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

/**
 * `<Global>` styles keep their own element: the `Global` component finds it on
 * the client by its exact `"<key>-global <name>"` attribute. Class styles of one
 * key are merged in document order, so the cascade is the one the page had.
 */
export function hoistEmotionStyles(html: string): { html: string; styles: HoistedStyle[] } {
  const styles: HoistedStyle[] = []
  const merged = new Map<string, { ids: string[]; css: string[] }>()
  const body = html.replace(EMOTION_STYLE, (_tag, dataEmotion: string, css: string) => {
    const [key, ...ids] = dataEmotion.split(" ")
    if (isGlobalKey(key)) {
      styles.push({ dataEmotion, css })
      return ""
    }
    let sheet = merged.get(key)
    if (!sheet) {
      sheet = { ids: [], css: [] }
      merged.set(key, sheet)
    }
    sheet.ids.push(...ids)
    sheet.css.push(css)
    return ""
  })
  for (const [key, sheet] of merged)
    styles.push({ dataEmotion: [key, ...sheet.ids].join(" "), css: sheet.css.join("") })
  return { html: body, styles }
}
