import http from "node:http"
import type { AddressInfo } from "node:net"
import { loopbackRefusal, startLoopbackGuard } from "../../../scripts/cms/loopback-guard"

/*
 * `npm run cms` writes commits for whoever reaches it, with no login: decap-server sits behind a
 * guard on loopback that answers only requests made to this machine by name, from no page or from a
 * page on this machine (a DNS rebinding, or any site calling it across origins, is refused).
 */

describe("which requests reach the CMS's server", () => {
  it.each([
    [{ host: "localhost:8081" }, true],
    [{ host: "127.0.0.1:8081" }, true],
    [{ host: "127.0.0.1:8081", origin: "http://localhost:9000" }, true],
    [{ host: "evil.example:8081" }, false],
    [{ host: "localhost.evil.example:8081" }, false],
    [{ host: "127.0.0.1.nip.io:8081" }, false],
    [{}, false],
    [{ host: "127.0.0.1:8081", origin: "https://evil.example" }, false],
    [{ host: "127.0.0.1:8081", origin: "null" }, false],
  ])("%j: %s", (headers, reaches) => {
    expect(loopbackRefusal(headers) === undefined).toBe(reaches)
  })
})

describe("the guard", () => {
  let target: http.Server
  let guard: http.Server
  beforeAll(async () => {
    target = http.createServer((request, response) => response.end(`saved ${request.method} ${request.url}`))
    await new Promise<void>(resolve => target.listen(0, "127.0.0.1", () => resolve()))
    guard = await startLoopbackGuard(0, (target.address() as AddressInfo).port)
  })
  afterAll(async () => {
    await new Promise(resolve => guard.close(resolve))
    await new Promise(resolve => target.close(resolve))
  })

  const send = (headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: (guard.address() as AddressInfo).port,
          method: "POST",
          path: "/api/v1",
          headers,
        },
        response => {
          let body = ""
          response.on("data", (chunk: Buffer) => (body += chunk.toString()))
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
        }
      )
      request.on("error", reject)
      request.end("{}")
    })

  it("listens on loopback only", () => {
    expect((guard.address() as AddressInfo).address).toBe("127.0.0.1")
  })

  it("passes a request made to this machine to the server behind it", async () => {
    expect(await send({ Host: "localhost" })).toEqual({ status: 200, body: "saved POST /api/v1" })
  })

  it("refuses a request made to another name, as a rebinding page makes it", async () => {
    const { status, body } = await send({ Host: "evil.example" })
    expect(status).toBe(403)
    expect(body).not.toMatch(/saved/)
  })

  it("refuses a request from a page elsewhere", async () => {
    expect((await send({ Host: "127.0.0.1", Origin: "https://evil.example" })).status).toBe(403)
  })
})
