import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { startStaticServer } from "../../scripts/quality/static-server"

/*
 * The production build as the CDN serves it (scripts/quality/static-server.ts: its headers, the
 * page's Content-Security-Policy among them), behind a small proxy that puts the error collector
 * (collect.js, served from the same origin as /__collect.js) at the top of every page's <head>:
 * the site's policy refuses inline scripts, and neither WebDriver lets a script run before the
 * page's own in every engine, so this is how an error from the first byte is seen.
 */

export const COLLECTOR_PATH = "/__collect.js"
const collector = fs.readFileSync(path.join(__dirname, "collect.js"))
const TAG = `<script src="${COLLECTOR_PATH}"></script>`

/**
 * A page of the proxy's own that does wrong what the collector must see, for the run to prove it
 * sees it in each engine before trusting its silence: its script throws and leaves a promise
 * rejected, and an inline script breaks the page's policy. Every run visits it first.
 */
export const COLLECTOR_CHECK_PATH = "/__collector-check/"
const CHECK_SCRIPT = "/__collector-check.js"
const checkPage = `<!doctype html><html lang="en"><head>${TAG}<title>Collector check</title>
<script src="${CHECK_SCRIPT}"></script><script>document.title = "refused"</script></head><body></body></html>`
const checkScript = `Promise.reject(new Error("a planted rejection"))
throw new Error("a planted error")
`

/** A page's address: a path ending in a slash or without an extension (a miss is the 404 page). */
const isPage = (url: string) => {
  const pathname = new URL(url, "http://localhost").pathname
  return pathname.endsWith("/") || !path.posix.basename(pathname).includes(".")
}

export interface Served {
  /** The origin the browsers load the site from. */
  url: string
  close: () => Promise<void>
}

/** Serves `dir` on two ports the system picks: the static server, and the proxy in front of it. */
export async function serveWithCollector(dir: string): Promise<Served> {
  // Nothing compressed: the proxy asks for none (below), and making every encoding of the build at
  // start-up, as the server does for the Chromium suite, cost 12 CPU-seconds here.
  const origin = await startStaticServer({ dir, port: 0, host: "127.0.0.1", precompress: false })
  const proxy = http.createServer((req, res) => {
    const own: { type: string; body: string | Buffer } | undefined = {
      [COLLECTOR_PATH]: { type: "text/javascript", body: collector },
      [CHECK_SCRIPT]: { type: "text/javascript", body: checkScript },
      [COLLECTOR_CHECK_PATH]: { type: "text/html", body: checkPage },
    }[req.url ?? ""]
    if (own) {
      res.writeHead(200, {
        "Content-Type": `${own.type}; charset=utf-8`,
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'self'; script-src 'self'",
      })
      res.end(own.body)
      return
    }
    const page = isPage(req.url ?? "/")
    // Uncompressed: a page is read whole to add the tag; the rest comes over this machine's loopback.
    const headers = { ...req.headers }
    delete headers["accept-encoding"]
    const upstream = http.request(
      { host: "127.0.0.1", port: origin.port, path: req.url, method: req.method, headers },
      answer => {
        const type = String(answer.headers["content-type"] ?? "")
        if (!page || !type.startsWith("text/html")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on("data", (chunk: Buffer) => chunks.push(chunk))
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8")
          const withCollector = html.replace(/<head(\s[^>]*)?>/, head => `${head}${TAG}`)
          if (withCollector === html) {
            res.writeHead(500).end(`No <head> in ${req.url}`)
            return
          }
          const body = Buffer.from(withCollector)
          res.writeHead(answer.statusCode ?? 200, { ...answer.headers, "content-length": body.length })
          res.end(body)
        })
      }
    )
    upstream.on("error", error => res.writeHead(502).end(String(error)))
    req.pipe(upstream)
  })
  await new Promise<void>((resolve, reject) => {
    proxy.once("error", reject)
    proxy.listen(0, "127.0.0.1", () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      proxy.closeAllConnections()
      await new Promise<void>(resolve => proxy.close(() => resolve()))
      await origin.close()
    },
  }
}
