import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "node:stream"
import { createEmotionCache } from "./emotion-cache"

/** What Gatsby does by default: the whole tree, Suspense resolved, as one string. */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        // React 18.3.1's stream, when a character of two or more bytes does not fit at the end of its
        // 2 KiB buffer, writes the whole buffer, unused zero bytes and all ("Pav\0é"). HTML holds no NUL
        // of its own, so every one is that.
        resolve(Buffer.concat(chunks).toString("utf8").replace(/\0/g, ""))
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

/**
 * Renders each page as Gatsby would, with Emotion's documented extraction (@emotion/server): a cache
 * of the page's own, whose styles go into <head> (the <Global> sheet, then one sheet of the classes the
 * page uses) rather than beside each element in the body. The browser's cache (wrappers.tsx) takes
 * them over by their `data-emotion` ids.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache()
  const emotion = createEmotionServer(cache)
  const { html, styles } = emotion.extractCriticalToChunks(
    await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  )
  replaceBodyHTMLString(html)
  setHeadComponents(
    styles.map(({ key, ids, css }) => (
      <style key={key} data-emotion={`${key} ${ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: css }} />
    ))
  )
}
