import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * A self-signed certificate for serving the build over HTTP/2 with TLS, as the
 * CDN does, in tests and measurements only. Node can read certificates but not
 * issue them, so openssl (on Debian's base image) makes one per run; browsers
 * are told to accept it with --ignore-certificate-errors.
 */
export function testCertificate(host: string): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-tls-"))
  const key = path.join(dir, "key.pem")
  const cert = path.join(dir, "cert.pem")
  const names = ["DNS:localhost", "IP:127.0.0.1", /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`]
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", `/CN=${host}`],
      ...["-addext", `subjectAltName=${[...new Set(names)].join(",")}`],
    ],
    { stdio: "ignore" }
  )
  try {
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
