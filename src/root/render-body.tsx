import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "node:stream"
import { hoistEmotionStyles, sheetAttributes } from "./emotion-styles"

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

/** Renders each page as Gatsby would, then moves Emotion's styles into <head> (see emotion-styles.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = hoistEmotionStyles(await renderToHtml(bodyComponent))
  replaceBodyHTMLString(html)
  setHeadComponents(
    styles.map(style => (
      <style
        key={style.dataEmotion}
        {...sheetAttributes(style)}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ))
  )
}
