import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { CALENDLY_CSP } from "../providers/calendly"
import { META_CSP } from "../providers/meta"
import { TALLY_CSP } from "../providers/tally"
import { TIKTOK_CSP } from "../providers/tiktok"
import { htmlFiles, servedAt } from "./html-files"

/*
 * A Content-Security-Policy for every page, in the HTML itself (so it holds
 * on any host) and in public/_headers (where frame-ancestors can be set).
 * Scripts are allowed by host or by the hash of each inline script Gatsby
 * writes; never 'unsafe-inline' or 'unsafe-eval'. Emotion and
 * gatsby-plugin-image set inline styles, so styles may be inline.
 */

/**
 * The hosts each third party needs, by directive, as its module in src/providers/ gives them. A pixel's
 * hosts are allowed only when its id is set.
 */
export const thirdParties = { meta: META_CSP, tiktok: TIKTOK_CSP, form: TALLY_CSP, booking: CALENDLY_CSP }

/**
 * Whether a page offers booking: booking-button.tsx marks its link, and it
 * renders only when site.yaml has a booking setting. So a build without one
 * allows Calendly nowhere, and one with it only where a visitor can open it.
 */
export const offersBooking = (html: string) => /<a [^>]*\bdata-booking=""/.test(html)

/** Which pixels this build runs: the ids from content/site.yaml or the build's environment. */
export interface PixelIds {
  metaPixelId?: string | null
  tiktokPixelId?: string | null
}

/** The pixel ids as the pages see them (environment overrides applied by the GraphQL resolvers). */
export async function configuredPixels({ graphql }: Pick<BuildArgs, "graphql">): Promise<PixelIds> {
  const { data } = await graphql<{ siteSettings: { tracking: PixelIds } | null }>(`
    query PolicyPixelIds {
      siteSettings {
        tracking {
          metaPixelId
          tiktokPixelId
        }
      }
    }
  `)
  if (!data?.siteSettings) throw new Error("Content-Security-Policy: siteSettings is missing")
  return data.siteSettings.tracking
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g
const DATA_TYPES = /type="application\/(ld\+)?json"/

/** sha256 sources for every executable inline script in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPES.test(attributes)) continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

export function policyFor(html: string, pixels: PixelIds, { forHeader = false } = {}): string {
  const running = [
    pixels.metaPixelId && thirdParties.meta,
    pixels.tiktokPixelId && thirdParties.tiktok,
  ].filter(pixel => !!pixel)
  const booking = offersBooking(html) ? thirdParties.booking : { script: [], style: [], frame: [] }
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...inlineScriptHashes(html),
      ...running.flatMap(pixel => pixel.script),
      ...thirdParties.form.script,
      ...booking.script,
    ],
    "style-src": ["'self'", "'unsafe-inline'", ...booking.style],
    "img-src": ["'self'", "data:", ...running.flatMap(pixel => pixel.img)],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...new Set(running.flatMap(pixel => pixel.connect))],
    "frame-src": [...thirdParties.form.frame, ...booking.frame],
    "form-action": ["'self'", ...thirdParties.form.frame],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Only honoured as an HTTP header; a <meta> policy must not carry it.
    ...(forHeader ? { "frame-ancestors": ["'none'"] } : {}),
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}

export async function addContentSecurityPolicy(
  pixels: PixelIds,
  publicDir = path.resolve("public")
): Promise<void> {
  const headerBlocks: string[] = []
  for (const file of (await htmlFiles(publicDir)).sort()) {
    // A rebuild may leave an earlier page as it was: drop its old policy and write the current one.
    const html = (await fs.readFile(file, "utf8")).replace(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/,
      ""
    )
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html, pixels)}"/>`
    const withPolicy = html.replace(/(<meta charSet="utf-8"\/>)/, `$1${meta}`)
    if (withPolicy === html) throw new Error(`CSP: no <meta charSet> to follow in ${file}`)
    await fs.writeFile(file, withPolicy)
    headerBlocks.push(
      `${servedAt(publicDir, file)}\n  Content-Security-Policy: ${policyFor(html, pixels, { forHeader: true })}\n  Cross-Origin-Opener-Policy: same-origin`
    )
  }
  const headersFile = path.join(publicDir, "_headers")
  const existing = await fs.readFile(headersFile, "utf8").catch(() => "")
  await fs.writeFile(
    headersFile,
    `${existing.trimEnd()}\n\n# Generated by src/node/content-security-policy.ts\n${headerBlocks.join("\n\n")}\n`
  )
}
