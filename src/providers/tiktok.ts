/*
 * TikTok's advertising pixel. Every TikTok address the site uses is spelled
 * here: the pixel's script and what the Content-Security-Policy allows it
 * when its id is set; and how the consent notice and the privacy page name it.
 */

const ANALYTICS = "https://analytics.tiktok.com"

export const TIKTOK_SCRIPT = `${ANALYTICS}/i18n/pixel/events.js`

/** What the Content-Security-Policy allows when the TikTok pixel's id is set. */
export const TIKTOK_CSP = {
  script: [ANALYTICS],
  connect: [ANALYTICS, "https://*.tiktok.com"],
  img: ["https://*.tiktok.com"],
}

/**
 * What the pixel may add to a page's load once its id is set (held by scripts/quality/budgets.ts):
 * events.js and the SDK files it then loads from the same host, and its page beacons. A ceiling with
 * room, not a measurement: TikTok's hosts cannot be reached from here.
 */
export const TIKTOK_LOAD = { scripts: 3, scriptKiB: 120, requests: 6, KiB: 130 }

/** The company, as the consent notice names the pixels' companies ({pixels}: "Meta and TikTok"). */
export const TIKTOK_COMPANY = "TikTok"
/** The pixel and its company, as the privacy page names them. */
export const TIKTOK_PIXEL = { name: "TikTok Pixel", company: "TikTok" }

/** Where a TikTok profile lives (an @name), for the content check's `social:` links (src/content/addresses.ts). */
export const TIKTOK_PROFILES = {
  hosts: ["www.tiktok.com", "tiktok.com"],
  path: /^\/@[A-Za-z0-9._]+\/?$/,
  example: "https://www.tiktok.com/@your.name",
}
