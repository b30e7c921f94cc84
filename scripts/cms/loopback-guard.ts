import http from "node:http"
import type { AddressInfo } from "node:net"
import { hostnameOf } from "../quality/host-name"

/*
 * `npm run cms` has no login: whoever reaches decap-server can write commits. So it listens on
 * loopback only, and answers only requests made to this machine by name: a page elsewhere can make
 * its own name resolve to 127.0.0.1 (DNS rebinding) and then call the server as if it were the
 * CMS, but its requests still carry its own name in the Host header. And since decap-server lets
 * any page call it (CORS), a page that names itself in an Origin header must be on this machine
 * too. decap-server listens behind this guard, on a port of its own.
 */

/** The names this machine answers to, as the CMS's page is opened. */
export const LOOPBACK_NAMES: readonly string[] = ["localhost", "127.0.0.1"]

/** Why a request is refused, or undefined when it comes to this machine from a page on it (or from no page). */
export function loopbackRefusal(headers: http.IncomingHttpHeaders): string | undefined {
  const host = hostnameOf(headers.host)
  if (!LOOPBACK_NAMES.includes(host)) return `the Host ${host || "(none)"} is not this machine`
  const origin = headers.origin
  if (origin === undefined) return undefined
  let originHost: string
  try {
    originHost = new URL(origin).hostname
  } catch {
    return `the Origin ${origin} is not an address`
  }
  return LOOPBACK_NAMES.includes(originHost) ? undefined : `the page at ${origin} is not on this machine`
}

/**
 * A server on 127.0.0.1:`port` that passes to 127.0.0.1:`target` every request `loopbackRefusal`
 * accepts, and answers 403 to the rest.
 */
export async function startLoopbackGuard(port: number, target: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const refusal = loopbackRefusal(request.headers)
    if (refusal) {
      response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(`Refused: ${refusal}`)
      return
    }
    const forwarded = http.request(
      {
        host: "127.0.0.1",
        port: target,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      answer => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      }
    )
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
  return server
}

/** A port no one listens on now, on loopback, for decap-server behind the guard. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = http.createServer()
  await new Promise<void>(resolve => probe.listen(0, "127.0.0.1", () => resolve()))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>(resolve => probe.close(() => resolve()))
  return port
}
