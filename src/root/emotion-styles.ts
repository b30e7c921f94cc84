/**
 * Emotion's server render writes a `<style data-emotion="css <ids>">` just
 * before each element that uses new styles: 40 to 90 small style elements in
 * the body of each page. The browser re-evaluates the page's styles at each
 * one while it parses, and Emotion's cache then moves every one of them into
 * <head> before hydration, one DOM move each, inside the main bundle's
 * start-up task. Built pages ship them already gathered: one sheet in <head>
 * per Emotion key, marked `data-s` so the cache adopts it instead of moving it.
 */

/** One style element for <head>, with Emotion's `data-emotion` attribute value. */
export interface HoistedStyle {
  dataEmotion: string
  css: string
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
    if (key.endsWith("-global")) {
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
