import fs from "node:fs"
import path from "node:path"
import type { Page, Request, Route } from "@playwright/test"
import { parse } from "yaml"
import { factValues, fillFacts } from "../../../src/content/facts"
import { policyFor } from "../../../src/node/content-security-policy"
import { CALENDLY_SCRIPT } from "../../../src/providers/calendly"
import { META_SCRIPT } from "../../../src/providers/meta"
import { TALLY_SCRIPT } from "../../../src/providers/tally"
import { TIKTOK_SCRIPT } from "../../../src/providers/tiktok"
import { bookingEvents } from "../../../src/tracking/booking-events"
import { trackingDisclosure } from "../../../src/tracking/disclosure"
import { builtSite } from "./tracking"

/*
 * Local stand-ins for the pixels and the form provider, so nothing leaves
 * the machine. Each stub records what the site asked of it in window.__calls.
 */

export const META_HOST = new URL(META_SCRIPT).host
export const TIKTOK_HOST = new URL(TIKTOK_SCRIPT).host
export { CALENDLY_SCRIPT, TALLY_SCRIPT }

const metaStub = `
  (function () {
    var calls = (window.__calls = window.__calls || { meta: [], tiktok: [] });
    var fbq = window.fbq;
    fbq.callMethod = function () { calls.meta.push(Array.prototype.slice.call(arguments)); };
    fbq.queue.forEach(function (args) { calls.meta.push(Array.prototype.slice.call(args)); });
    fbq.queue.length = 0;
  })();
`

const tiktokStub = `
  (function () {
    var calls = (window.__calls = window.__calls || { meta: [], tiktok: [] });
    var ttq = window.ttq;
    ttq.forEach(function (entry) { calls.tiktok.push(entry); });
    ttq.length = 0;
    ttq.methods.forEach(function (method) {
      ttq[method] = function () { calls.tiktok.push([method].concat(Array.prototype.slice.call(arguments))); };
    });
  })();
`

const tallyStub = `
  window.Tally = {
    loadEmbeds: function () {
      document.querySelectorAll("iframe[data-tally-src]").forEach(function (frame) {
        if (!frame.src) frame.src = "about:blank#" + frame.dataset.tallySrc;
      });
    },
  };
`

/* Calendly's inline widget: a frame in the element it is given, addressed to the scheduling page. */
const calendlyStub = `
  window.Calendly = {
    initInlineWidget: function (options) {
      var frame = document.createElement("iframe");
      frame.src = "about:blank#" + options.url;
      frame.setAttribute("data-calendly-stub", options.url);
      options.parentElement.appendChild(frame);
    },
    initPopupWidget: function () {},
  };
`

export async function stubCalendly(page: Page): Promise<void> {
  await page.route(CALENDLY_SCRIPT, route =>
    route.fulfill({ contentType: "text/javascript", body: calendlyStub })
  )
}

export async function stubPixels(page: Page): Promise<void> {
  await page.route(`https://${META_HOST}/**`, route =>
    route.fulfill({ contentType: "text/javascript", body: metaStub })
  )
  await page.route(`https://${TIKTOK_HOST}/**`, route =>
    route.fulfill({ contentType: "text/javascript", body: tiktokStub })
  )
}

export async function stubTally(page: Page): Promise<void> {
  await page.route(TALLY_SCRIPT, route => route.fulfill({ contentType: "text/javascript", body: tallyStub }))
}

interface TrackingOverride {
  metaPixelId?: string | null
  tiktokPixelId?: string | null
  consentMode?: "notice" | "opt-in"
}

/**
 * Serves the site as a build with these settings would (a setting left out is this build's own): the ids reach the
 * browser only through the static-query JSON, and they decide which pixel
 * hosts each page's Content-Security-Policy allows (meta tag and header),
 * so rewriting both with the build's own policyFor is equivalent to building
 * with GATSBY_META_PIXEL_ID and friends.
 */
const built = builtSite()
/** The consent message as written, {pixels} and all, for filling in as another build would. */
const writtenConsentMessage = (
  parse(fs.readFileSync(path.resolve("content/site.yaml"), "utf8")) as { consent: { message: string } }
).consent.message
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
const disclosureHtml = (tracking: TrackingOverride & { consentMode: string }) =>
  trackingDisclosure(tracking, built.consent, built.booking ? bookingEvents() : [])
    .map(paragraph => `<p>${escapeHtml(paragraph)}</p>`)
    .join("")

/**
 * A handler that lets go quietly when the test ends while it is still fetching
 * (a prefetch Gatsby started on an idle moment, say): there is nobody left to
 * answer, and Playwright would otherwise fail the finished test for it.
 */
const untilTestEnds =
  (handler: (route: Route) => Promise<void>) =>
  async (route: Route): Promise<void> => {
    try {
      await handler(route)
    } catch (error) {
      if (error instanceof Error && /Test ended|has been closed/.test(error.message)) return
      throw error
    }
  }

export async function configureTracking(page: Page, tracking: TrackingOverride): Promise<void> {
  await page.route(
    "**/*",
    untilTestEnds(async route => {
      const request = route.request()
      const setsPixels = "metaPixelId" in tracking || "tiktokPixelId" in tracking
      // Only the site's own pages; a frame's document (the form's) is not ours to rewrite.
      if (!setsPixels || !request.isNavigationRequest() || request.frame() !== page.mainFrame())
        return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      const headers = { ...response.headers() }
      if ("content-security-policy" in headers)
        headers["content-security-policy"] = policyFor(html, tracking, { forHeader: true })
      const body = html
        .replace(
          /(<meta http-equiv="Content-Security-Policy" content=")[^"]*/,
          (_, start: string) => start + policyFor(html, tracking)
        )
        // The privacy page's pixel paragraphs, as that build would have written them.
        .replace(disclosureHtml(built.tracking), disclosureHtml({ ...built.tracking, ...tracking }))
      await route.fulfill({ response, body, headers })
    })
  )
  await page.route(
    "**/page-data/sq/d/*.json",
    untilTestEnds(async route => {
      const response = await route.fetch()
      // A reload or navigation can abandon a prefetch while it is in flight: then
      // the response is disposed and there is no request left to answer.
      const json = (await response.json().catch((error: Error) => {
        if (/disposed/.test(error.message)) return undefined
        throw error
      })) as { data?: { siteSettings?: { tracking?: object; consent?: { message: string } } } } | undefined
      if (json === undefined) return
      const settings = json.data?.siteSettings
      if (settings?.tracking) settings.tracking = { ...settings.tracking, ...tracking }
      // The consent notice names the configured pixels ({pixels}), as that build would have.
      if (settings?.consent)
        settings.consent.message = fillFacts(
          writtenConsentMessage,
          factValues({ ...built, tracking: { ...built.tracking, ...tracking } })
        )
      await route.fulfill({ response, json })
    })
  )
}

export const TEST_IDS = { metaPixelId: "1234567890123456", tiktokPixelId: "C0TESTPIXEL01" }

/**
 * Both test pixels in notice mode (they run unless the visitor declines), whatever this build's own
 * settings are (an owner's opt-in, say): what a test of the pixels' behaviour starts from.
 */
export const TEST_TRACKING = { ...TEST_IDS, consentMode: "notice" } as const

/** Records every request to a third-party host. */
export function recordThirdPartyRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on("request", request => {
    const { hostname } = new URL(request.url())
    if (hostname !== "localhost" && hostname !== "127.0.0.1") requests.push(request)
  })
  return requests
}

export async function pageViewCounts(page: Page): Promise<{ meta: number; tiktok: number }> {
  return page.evaluate(() => {
    const calls = (window as unknown as { __calls?: { meta: unknown[][]; tiktok: unknown[][] } }).__calls
    return {
      meta: calls?.meta.filter(args => args[0] === "track" && args[1] === "PageView").length ?? 0,
      tiktok: calls?.tiktok.filter(args => args[0] === "page").length ?? 0,
    }
  })
}

export async function consentCalls(page: Page): Promise<{ meta: unknown[][]; tiktok: unknown[][] }> {
  return page.evaluate(() => {
    const calls = (window as unknown as { __calls?: { meta: unknown[][]; tiktok: unknown[][] } }).__calls
    return {
      meta: calls?.meta.filter(args => args[0] === "consent") ?? [],
      tiktok: calls?.tiktok.filter(args => String(args[0]).endsWith("Consent")) ?? [],
    }
  })
}

export const withGlobalPrivacyControl = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })
  )

export const withStoredChoice = (page: Page, choice: "granted" | "denied") =>
  page.addInitScript(value => window.localStorage.setItem("ad-consent", value), choice)

/**
 * Keeps the page where it is when a link is clicked (a WhatsApp link would
 * open a tab, tel: and mailto: hand off to the system), after noting whether
 * anything before this listener had blocked the link: it runs last, on window,
 * in the bubbling phase. Read the notes with linksBlocked().
 */
export const keepLinksOnPage = (page: Page) =>
  page.addInitScript(() => {
    const notes: boolean[] = []
    Object.assign(window, { __linksBlocked: notes })
    for (const type of ["click", "auxclick"])
      window.addEventListener(type, event => {
        if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return
        notes.push(event.defaultPrevented)
        event.preventDefault()
      })
  })

export const linksBlocked = (page: Page): Promise<boolean[]> =>
  page.evaluate(() => (window as unknown as { __linksBlocked: boolean[] }).__linksBlocked)

/** Every event other than a page view each pixel was asked to track, in order. */
export async function conversionCalls(page: Page): Promise<{ meta: unknown[][]; tiktok: unknown[][] }> {
  return page.evaluate(() => {
    const calls = (window as unknown as { __calls?: { meta: unknown[][]; tiktok: unknown[][] } }).__calls
    return {
      meta: calls?.meta.filter(args => args[0] === "track" && args[1] !== "PageView") ?? [],
      tiktok: calls?.tiktok.filter(args => args[0] === "track") ?? [],
    }
  })
}
