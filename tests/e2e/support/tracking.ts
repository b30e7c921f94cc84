import { envOverrides } from "../../../src/content/env-overrides"
import { pixelCompanies } from "../../../src/content/facts"
import { readContent } from "../../../src/content/read-content"
import { bookingEvents } from "../../../src/tracking/booking-events"
import { trackingDisclosure } from "../../../src/tracking/disclosure"
import { ROUTES, type RouteSpec } from "./routes"

/*
 * The pixels as this build runs them: the ids in content/site.yaml, or the
 * ones the build's environment gives (GATSBY_META_PIXEL_ID,
 * GATSBY_TIKTOK_PIXEL_ID: repository variables in CI), exactly as the build
 * applies them. `npm test` runs the build and the browser tests in one
 * environment, so tests that follow these hold with no pixel, one or both.
 */

/** site.yaml as this build sees it: each variable the environment sets written over its YAML value. */
export function builtSite() {
  const overrides = envOverrides.from(process.env)
  return envOverrides.applied(readContent("site.yaml"), {
    nodeModel: { getNodeById: () => ({ overrides }) },
  })
}

/** The pixel ids and consent mode this build runs with. */
export const builtTracking = () => builtSite().tracking

/** The companies whose pixels this build runs ("Meta and TikTok"), or "" for none. */
export const builtCompanies = () => pixelCompanies(builtTracking())

/** Whether this build runs any pixel (and so shows the consent notice to a visitor who has not chosen). */
export const runsPixels = () => builtCompanies() !== ""

/** The companies a page may name for a pixel, by the id that turns it on. */
export const COMPANIES = { metaPixelId: "Meta", tiktokPixelId: "TikTok" } as const

/** The paragraphs the privacy page writes about pixels for these settings (the build's, unless given). */
export function disclosureParagraphs(tracking = builtTracking()): string[] {
  const site = builtSite()
  return trackingDisclosure(tracking, site.consent, site.booking ? bookingEvents() : [])
}

/** The legal page that discloses the pixels (its section with `trackingDisclosure`), and that section's heading. */
export function privacyRoute(): RouteSpec & { disclosureHeading: string } {
  for (const route of ROUTES.filter(({ file }) => file.startsWith("legal/"))) {
    const doc = readContent(route.file as `legal/${string}.yaml`)
    const section = doc.sections.find(candidate => candidate.trackingDisclosure)
    if (section) return { ...route, disclosureHeading: section.heading }
  }
  throw new Error("No legal page has a section with trackingDisclosure: true")
}
