import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"

/*
 * Run as its own process, as the npm scripts and lhci run it (Netlify's
 * headers parser is an ES module, which Jest's module system cannot load).
 */
async function startServer(
  dir: string,
  ...options: string[]
): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [require.resolve("tsx/cli"), "scripts/quality/static-server.ts", "--dir", dir, "--port", "0", ...options],
    // The test's own environment (Jest's copy): spawn() would hand on the runner's.
    { cwd: path.join(__dirname, "../../.."), stdio: ["ignore", "pipe", "inherit"], env: { ...process.env } }
  )
  const url = await new Promise<string>((resolve, reject) => {
    let out = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      const match = out.match(/at (https?:\/\/[^/\s]+)\//)
      if (match) resolve(match[1])
    })
    child.on("exit", code => reject(new Error(`static server exited with ${code}`)))
  })
  return { url, process: child }
}

describe("the static server used by the browser tests and Lighthouse", () => {
  let dir: string
  let server: { url: string; process: ChildProcess }
  const write = (file: string, text: string, secondsAgo = 0): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
    const time = new Date(Date.now() - secondsAgo * 1000)
    fs.utimesSync(path.join(dir, file), time, time)
  }
  const get = (urlPath: string) => fetch(`${server.url}${urlPath}`, { redirect: "manual" })
  /** A response's bytes as they came, and their Content-Encoding. */
  const raw = (urlPath: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${urlPath}`, { headers: { "Accept-Encoding": acceptEncoding } }, response => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () =>
            resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) })
          )
        })
        .on("error", reject)
    })
  // Words, not noise: text that compresses, as a script does.
  const script = (size: number, seed = 7919) =>
    Array.from({ length: size / 16 }, (_, i) => `let v${(i * seed) % 100000}=1;`.padEnd(16, " ")).join("")
  const stop = () =>
    new Promise(resolve => {
      server.process.once("exit", resolve)
      server.process.kill()
    })

  // Each server keeps its encodings here (the folder the servers of `npm test` share), not in node_modules/.cache.
  const encodings = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-encodings-"))
  process.env.STATIC_SERVER_CACHE = encodings
  afterAll(() => fs.rmSync(encodings, { recursive: true, force: true }))

  const serve = async (...options: string[]) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"))
    write("index.html", "<p>first build</p>", 60)
    write("about/index.html", "<p>about</p>", 60)
    write("404.html", "<p>not here</p>", 60)
    write("_headers", "/*\n  X-Build: first\n", 60)
    server = await startServer(dir, ...options)
  }
  beforeEach(async () => serve())
  afterEach(async () => {
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("serves what a rebuild wrote, not what it read at start", async () => {
    expect(await (await get("/")).text()).toBe("<p>first build</p>")
    write("index.html", "<p>second build</p>")
    write("app-2.js", "console.log(2)")
    write("_headers", "/*\n  X-Build: second\n")

    const page = await get("/")
    expect(await page.text()).toBe("<p>second build</p>")
    expect(page.headers.get("x-build")).toBe("second")
    expect(await (await get("/app-2.js")).text()).toBe("console.log(2)")
  })

  it("compresses text with brotli or gzip as the browser asks, over 1 MiB too, and decodes to the file", async () => {
    const small = script(64 * 1024)
    const large = script(1.5 * 1024 * 1024)
    write("small.js", small, 60)
    write("large.js", large, 60)

    for (const [file, text] of [
      ["/small.js", small],
      ["/large.js", large],
    ]) {
      const br = await raw(file, "gzip, deflate, br, zstd")
      expect(br.encoding).toBe("br")
      expect(br.body.length).toBeLessThan(text.length / 4)
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text)
      const gzip = await raw(file, "gzip, deflate")
      expect(gzip.encoding).toBe("gzip")
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(text)
      const plain = await raw(file, "identity")
      expect(plain.encoding).toBeUndefined()
      expect(plain.body.toString()).toBe(text)
    }
  })

  it("keeps each encoding for the next start, by what it encodes: a file that changed is encoded anew", async () => {
    const first = script(64 * 1024)
    write("app.js", first, 60)
    await stop()
    server = await startServer(dir)
    // What the start made, on disk: one entry per encoding of the file, each decoding to it.
    const kept = fs.readdirSync(encodings).filter(name => !name.endsWith(".partial"))
    const brotliOf = (text: string) =>
      kept
        .filter(name => name.endsWith(".br"))
        .find(name => {
          const body = zlib.brotliDecompressSync(fs.readFileSync(path.join(encodings, name))).toString()
          return body === text
        })
    const entry = brotliOf(first)
    expect(entry).toBeDefined()
    // The next start serves that entry as it finds it, without encoding the file again...
    const marked = `${first}// from the kept encoding`
    fs.writeFileSync(path.join(encodings, entry ?? ""), zlib.brotliCompressSync(marked))
    await stop()
    server = await startServer(dir)
    expect(zlib.brotliDecompressSync((await raw("/app.js", "br")).body).toString()).toBe(marked)
    // ...and a file whose bytes changed has another name there: it is encoded from the file.
    const second = script(64 * 1024, 104729)
    write("app.js", second)
    const served = await raw("/app.js", "br")
    expect(served.encoding).toBe("br")
    expect(zlib.brotliDecompressSync(served.body).toString()).toBe(second)
  })

  it("answers as the CDN does: 301 to the trailing slash, 404.html for misses, no _headers", async () => {
    const folder = await get("/about")
    expect(folder.status).toBe(301)
    expect(folder.headers.get("location")).toBe("/about/")
    expect(await (await get("/about/")).text()).toBe("<p>about</p>")

    for (const miss of ["/nowhere/", "/_headers", "/%2e%2e/%2e%2e/etc/passwd"]) {
      const response = await get(miss)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe("<p>not here</p>")
    }
  })

  it("speaks HTTP/2 over TLS with --http2, as the CDN does, with the same answers", async () => {
    await new Promise(resolve => {
      server.process.once("exit", resolve)
      server.process.kill()
    })
    await serve("--http2")
    expect(server.url).toMatch(/^https:/)
    // The certificate is made for the run: a client accepts it knowingly, as Chromium does with
    // --ignore-certificate-errors in a measurement.
    const session = http2.connect(server.url, { rejectUnauthorized: false })
    const request = (urlPath: string) =>
      new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ":path": urlPath, "accept-encoding": "br" })
        const chunks: Buffer[] = []
        let headers: http2.IncomingHttpHeaders = {}
        stream.on("response", h => (headers = h))
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => resolve({ headers, body: Buffer.concat(chunks) }))
        stream.on("error", reject)
      })
    try {
      write("page.html", "<p>words that compress</p>".repeat(100), 60)
      const [home, page, folder] = await Promise.all([request("/"), request("/page.html"), request("/about")])
      expect(home.headers[":status"]).toBe(200)
      expect(home.headers["x-build"]).toBe("first")
      expect(home.body.toString()).toBe("<p>first build</p>")
      expect(page.headers["content-encoding"]).toBe("br")
      expect(zlib.brotliDecompressSync(page.body).toString()).toContain("words that compress")
      expect(folder.headers[":status"]).toBe(301)
      expect(folder.headers.location).toBe("/about/")
      expect(session.alpnProtocol).toBe("h2")
    } finally {
      session.close()
    }
  })

  it("serves only regular files inside its folder: a link to a file or a folder outside is a miss", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "static-outside-"))
    fs.writeFileSync(path.join(outside, "secret.txt"), "not for the web")
    fs.symlinkSync(path.join(outside, "secret.txt"), path.join(dir, "linked.txt"))
    fs.symlinkSync(outside, path.join(dir, "linked-folder"))
    write("plain.txt", "for the web")
    try {
      expect(await (await get("/plain.txt")).text()).toBe("for the web")
      for (const urlPath of ["/linked.txt", "/linked-folder/secret.txt"]) {
        const response = await get(urlPath)
        expect(response.status).toBe(404)
        expect(await response.text()).not.toContain("not for the web")
      }
    } finally {
      fs.rmSync(outside, { recursive: true, force: true })
    }
  })

  it("answers only the hosts it is told to, given some (a rebinding of another name is refused)", async () => {
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
    await serve("--allowed-hosts", "localhost,127.0.0.1")
    const { port } = new URL(server.url)
    const withHost = (hostHeader: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/", headers: { Host: hostHeader } }, response => {
            response.resume()
            resolve(response.statusCode ?? 0)
          })
          .on("error", reject)
      })
    expect(await withHost(`localhost:${port}`)).toBe(200)
    expect(await withHost(`127.0.0.1:${port}`)).toBe(200)
    expect(await withHost(`evil.example:${port}`)).toBe(403)
    expect(await withHost("localhost.evil.example")).toBe(403)
  })
})
