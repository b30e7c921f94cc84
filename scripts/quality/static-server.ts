/**
 * A small production-like static server for public/, serving it as the CDN
 * does, for the browser tests and the Lighthouse gate:
 *   - `path/` serves `path/index.html`; `path` (a folder) redirects 301 to
 *     `path/`, as Gatsby's trailingSlash "always" and the hosts do;
 *   - misses get public/404.html with status 404;
 *   - correct Content-Type for everything Gatsby emits;
 *   - brotli or gzip (by Accept-Encoding) for text types over 1 KiB, made on
 *     zlib's thread pool at start-up (a rebuild's files on first use), kept in
 *     memory and on disk (node_modules/.cache/static-server/) for the next start;
 *   - the response headers in public/_headers, read with Netlify's own
 *     parser, so Cache-Control, CSP and the security headers match production;
 *     paths with no Cache-Control get Netlify's default (revalidate);
 *   - always the build on disk: a file (or _headers) that a rebuild changed is
 *     read again, so a server left running never serves the last build;
 *   - only regular files inside the folder: a symbolic link (to a file or a folder, anywhere on
 *     the way) is served as a miss, as Netlify serves only what was uploaded; and with
 *     `allowedHosts` (`--allowed-hosts localhost,127.0.0.1`), only requests whose Host header names
 *     one of them (`npm run cms`: a page elsewhere that rebinds its name to 127.0.0.1 is refused);
 *   - with `--http2`, HTTP/2 over TLS as the CDN speaks it (HTTP/1.1 still
 *     offered by ALPN), with a certificate made for the run (./test-certificate.ts):
 *     browsers must be told to accept it (--ignore-certificate-errors).
 *
 * Standalone: npx tsx scripts/quality/static-server.ts [--port 9200] [--dir public] [--host 127.0.0.1] [--http2] [--allowed-hosts a,b]
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { hostnameOf } from "./host-name"
import { parseNetlifyHeaders } from "./netlify-headers"
import { publicDir as defaultPublicDir, projectRoot } from "./pages"
import { testCertificate } from "./test-certificate"

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/
const MIN_COMPRESS_BYTES = 1024

type Encoding = "br" | "gzip"

interface CachedFile {
  body: Buffer
  type: string
  compressible: boolean
  /** Compressed bodies: made at start-up (see below), or on first use for a file a rebuild wrote. */
  encoded: Map<Encoding, Promise<Buffer>>
  isMap: boolean
  /** The modification time it was read at; a different one on disk means a rebuild. */
  mtimeMs: number
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/*
 * Brotli at quality 11 makes about a megabyte a second on a core: public/'s 13 MB of text took 12-15
 * CPU-seconds at every start, and `npm test` starts a server six times over two builds that differ
 * in a few files. So each encoding is also kept on disk, named by the SHA-256 of what it encodes and
 * how: a start pays only for what no earlier start has encoded. STATIC_SERVER_CACHE moves the folder.
 */
const ENCODED_CACHE = path.resolve(
  process.env.STATIC_SERVER_CACHE ?? path.join(projectRoot, "node_modules", ".cache", "static-server")
)
/** More entries than a few builds make: the folder is emptied at the next start. */
const ENCODED_CACHE_ENTRIES = 20_000

function compress(file: CachedFile, encoding: Encoding): { settings: string; run: () => Promise<Buffer> } {
  // Quality a CDN would use for static assets. Source maps (only fetched by
  // Lighthouse's source-map audit) get a cheaper setting, and so does a file
  // over 1 MiB (only the CMS's bundle): at 9 it is 10% larger, made in
  // 0.6 s instead of 8.5 s.
  const cheaper = file.isMap || file.body.length > 1024 * 1024
  if (encoding === "gzip") {
    const level = cheaper ? 6 : 9
    return { settings: `gzip ${level}`, run: () => gzip(file.body, { level }) }
  }
  const quality = file.isMap ? 5 : cheaper ? 9 : 11
  return {
    settings: `br ${quality}`,
    run: () =>
      brotli(file.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
        },
      }),
  }
}

async function encodedOnDisk(file: CachedFile, encoding: Encoding): Promise<Buffer> {
  const { settings, run } = compress(file, encoding)
  const key = createHash("sha256").update(`${settings}\n`).update(file.body).digest("hex")
  const kept = path.join(ENCODED_CACHE, `${key}.${encoding}`)
  const stored = await fs.promises.readFile(kept).catch(() => null)
  if (stored) return stored
  const body = await run()
  // Written beside and renamed into place, so a server starting at the same time never reads half
  // of one; a folder it cannot write to only costs the next start its time.
  const partial = `${kept}.${process.pid}.partial`
  await fs.promises
    .mkdir(ENCODED_CACHE, { recursive: true })
    .then(() => fs.promises.writeFile(partial, body))
    .then(() => fs.promises.rename(partial, kept))
    .catch(() => fs.promises.rm(partial, { force: true }))
  return body
}

function encoded(file: CachedFile, encoding: Encoding): Promise<Buffer> {
  let body = file.encoded.get(encoding)
  if (!body) {
    body = encodedOnDisk(file, encoding)
    file.encoded.set(encoding, body)
  }
  return body
}

/** Empties the encodings' folder once it holds more than a few builds' worth. */
function pruneEncodedCache(): void {
  const entries = fs.existsSync(ENCODED_CACHE) ? fs.readdirSync(ENCODED_CACHE) : []
  if (entries.length > ENCODED_CACHE_ENTRIES) fs.rmSync(ENCODED_CACHE, { recursive: true, force: true })
}

interface HeaderRule {
  pattern: RegExp
  headers: [string, string][]
}

/** public/_headers as Netlify reads it; rules Netlify would refuse stop the server, as they would fail the deploy. */
export async function readHeaderRules(headersFile: string): Promise<HeaderRule[]> {
  if (!fs.existsSync(headersFile)) return []
  const { rules, errors } = await parseNetlifyHeaders({ headersFile })
  if (errors.length > 0) throw new Error(`${headersFile}: ${errors.join("; ")}`)
  return rules.map(rule => ({ pattern: rule.forRegExp, headers: Object.entries(rule.values) }))
}

function walkFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...walkFiles(full))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

export interface StaticServer {
  url: string
  port: number
  close: () => Promise<void>
}

/** The file at `file` if it is a regular file inside `realDir` with no link on the way, else null. */
async function regularFileInside(realDir: string, dir: string, file: string): Promise<fs.Stats | null> {
  try {
    const stat = await fs.promises.lstat(file)
    if (!stat.isFile()) return null
    // A link to a folder on the way (public/a -> /etc) changes the real path: served as a miss.
    const real = await fs.promises.realpath(file)
    return real === path.join(realDir, path.relative(dir, file)) ? stat : null
  } catch {
    return null
  }
}

export async function startStaticServer(
  options: {
    dir?: string
    port?: number
    host?: string
    http2?: boolean
    allowedHosts?: string[]
    /** False: make no encoding at start-up, for a client that asks for none (tests/engines/serve.ts). */
    precompress?: boolean
  } = {}
): Promise<StaticServer> {
  const dir = path.resolve(options.dir ?? defaultPublicDir)
  const realDir = await fs.promises.realpath(dir)
  const host = options.host ?? "127.0.0.1"
  const allowedHosts = options.allowedHosts?.map(name => name.toLowerCase())
  const files = new Map<string, CachedFile>()

  /** The file at a URL path as it is on disk now, from memory while it is unchanged; null if none. */
  const readFile = async (urlPath: string): Promise<CachedFile | null> => {
    if (urlPath === "/_headers" || urlPath === "/_redirects") return null
    const file = path.join(dir, urlPath)
    if (!file.startsWith(dir + path.sep)) return null
    const stat = await regularFileInside(realDir, dir, file)
    if (!stat) return null
    const cached = files.get(urlPath)
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.body.length === stat.size) return cached
    const body = await fs.promises.readFile(file)
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    const compressible = COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES
    const fresh: CachedFile = {
      body,
      type,
      compressible,
      isMap: urlPath.endsWith(".map"),
      mtimeMs: stat.mtimeMs,
      encoded: new Map(),
    }
    files.set(urlPath, fresh)
    return fresh
  }

  // Chrome asks for brotli over http://localhost and 127.0.0.1 too: make both
  // encodings before listening (or read them from the folder above), so compression
  // never shows up as server response time in a measured run or a test. Made on first
  // use, the CMS's bundle once kept /admin/ waiting 20 s for its first byte.
  if (options.precompress !== false) pruneEncodedCache()
  await Promise.all(
    (options.precompress === false ? [] : walkFiles(dir)).map(async file => {
      const cached = await readFile(`/${path.relative(dir, file).split(path.sep).join("/")}`)
      if (cached?.compressible && !cached.isMap)
        await Promise.all([encoded(cached, "gzip"), encoded(cached, "br")])
    })
  )

  const headersFile = path.join(dir, "_headers")
  let headerRules = { mtimeMs: -1, rules: [] as HeaderRule[] }
  const currentHeaderRules = async (): Promise<HeaderRule[]> => {
    const mtimeMs = (await fs.promises.stat(headersFile).catch(() => null))?.mtimeMs ?? 0
    if (mtimeMs !== headerRules.mtimeMs) headerRules = { mtimeMs, rules: await readHeaderRules(headersFile) }
    return headerRules.rules
  }
  await currentHeaderRules()

  type Request = http.IncomingMessage | http2.Http2ServerRequest
  type Response = http.ServerResponse | http2.Http2ServerResponse
  const respond = async (req: Request, res: Response) => {
    const named = hostnameOf(req.headers.host ?? (req.headers as Record<string, string>)[":authority"])
    if (allowedHosts && !allowedHosts.includes(named)) {
      res
        .writeHead(403, { "Content-Type": "text/plain; charset=utf-8" })
        .end(`Not served to ${named || "no host"}`)
      return
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    const requestUrl = new URL(req.url ?? "/", "http://localhost")
    let pathname: string
    try {
      pathname = decodeURIComponent(requestUrl.pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    let file = await readFile(pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!file && !pathname.endsWith("/") && (await readFile(`${pathname}/index.html`))) {
      res.writeHead(301, { Location: `${requestUrl.pathname}/${requestUrl.search}` }).end()
      return
    }
    let status = 200
    if (!file) {
      status = 404
      file = (await readFile("/404.html")) ?? {
        body: Buffer.from("Not found"),
        type: "text/plain; charset=utf-8",
        compressible: false,
        isMap: false,
        mtimeMs: 0,
        encoded: new Map(),
      }
    }
    const headers: Record<string, string> = { "Content-Type": file.type }
    // Every matching rule applies; Netlify joins two values of one header with a comma.
    for (const rule of await currentHeaderRules()) {
      if (!rule.pattern.test(pathname)) continue
      for (const [name, value] of rule.headers)
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
    }
    if (!Object.keys(headers).some(name => name.toLowerCase() === "cache-control")) {
      headers["Cache-Control"] = "public, max-age=0, must-revalidate"
    }
    const accept = String(req.headers["accept-encoding"] ?? "")
    let body = file.body
    if (file.compressible) {
      headers.Vary = "Accept-Encoding"
      const encoding: Encoding | null = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null
      if (encoding) {
        body = await encoded(file, encoding)
        headers["Content-Encoding"] = encoding
      }
    }
    headers["Content-Length"] = String(body.length)
    res.writeHead(status, headers)
    if (req.method === "HEAD") res.end()
    else res.end(body)
  }
  const handle = (req: Request, res: Response) => {
    respond(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  }
  const server = options.http2
    ? http2.createSecureServer({ ...testCertificate(host), allowHTTP1: true }, handle)
    : http.createServer(handle)
  // Longer than any client here keeps an idle connection, so the server never
  // closes one just as a client reuses it (which the client sees as ECONNRESET).
  if (server instanceof http.Server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  const sockets = new Set<import("node:net").Socket>()
  server.on("connection", (socket: import("node:net").Socket) => {
    sockets.add(socket)
    socket.once("close", () => sockets.delete(socket))
  })

  const port = await listenOnFreePort(server, options.port ?? 9200, host)
  const scheme = options.http2 ? "https" : "http"
  return {
    url: `${scheme}://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Listen on `first`, or the next free port above it (up to 50 tries). */
async function listenOnFreePort(
  server: http.Server | http2.Http2SecureServer,
  first: number,
  host: string
): Promise<number> {
  for (let port = first; port < first + 50; port++) {
    const ok = await new Promise<boolean>((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException): void => {
        server.off("listening", onListening)
        if (err.code === "EADDRINUSE" || err.code === "EACCES") resolve(false)
        else reject(err)
      }
      const onListening = (): void => {
        server.off("error", onError)
        resolve(true)
      }
      server.once("error", onError)
      server.once("listening", onListening)
      server.listen(port, host)
    })
    if (ok) return (server.address() as AddressInfo).port
  }
  throw new Error(`No free port in ${first}-${first + 49}`)
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const value = (name: string): string | undefined => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const portArg = value("--port")
  startStaticServer({
    dir: value("--dir"),
    port: portArg ? Number(portArg) : undefined,
    host: value("--host"),
    http2: args.includes("--http2"),
    allowedHosts: value("--allowed-hosts")?.split(","),
  })
    .then(s => console.log(`Serving ${value("--dir") ?? defaultPublicDir} at ${s.url}/ (Ctrl+C to stop)`))
    .catch((err: unknown) => {
      console.error(err)
      process.exit(1)
    })
}
