import { readContent, readPage, type ContentFile } from "../../../src/content/read-content"
import { MISSING_PATH, pageRoutes, type PageRoute } from "../../../src/content/routes"

/*
 * Every page in the route registry, with what a visitor or crawler must find
 * there. What any page must have (its title, description and h1) comes from
 * its YAML, so a new page is tested as soon as the registry knows it; the
 * strings the product spec quotes exactly are written out below, by route.
 */

const site = readContent("site.yaml")
export const SITE_URL = site.siteUrl
export const HOME_TITLE = `${site.name} | ${site.titleTagline}`

export interface RouteSpec extends PageRoute {
  title: string
  h1: string
  /** The section headings of <main>, in order, where the spec fixes them. */
  h2?: string[]
}

const home = readContent("pages/home.yaml")
const engagement = readContent("pages/engagement-rings.yaml")
const services = readContent("pages/services.yaml")
const process = readContent("pages/process.yaml")
const stories = readContent("pages/stories.yaml")
const contact = readContent("pages/contact-us.yaml")
// The section about booking shows only when the site offers booking.
const legalHeadings = (file: ContentFile) => {
  const doc = readContent(file)
  return "sections" in doc && Array.isArray(doc.sections)
    ? doc.sections
        .filter(s => site.booking || !("bookingDisclosure" in s && s.bookingDisclosure))
        .map(s => s.heading)
    : []
}

/** What the spec fixes for its pages; copy it leaves to the editors is read from the YAML. */
export const SPEC: Record<string, Omit<RouteSpec, keyof PageRoute>> = {
  "/": {
    title: HOME_TITLE,
    h1: 'Your Moment Deserves More Than "Close Enough"',
    h2: [
      "Picture This Moment",
      "For Those Ready to Say Forever",
      'Beyond "I Do"',
      home.journey.heading,
      "Ready to Begin?",
    ],
  },
  "/engagement-rings/": {
    title: `Engagement Rings - ${site.name}`,
    h1: engagement.hero.heading,
    h2: [
      "You Know Her Better Than Any Catalogue",
      "Everything That Matters in One Engagement Ring",
      engagement.journey.heading,
      "Picture This Moment",
      "Ready to Create Her Engagement Ring?",
      "Common Questions",
    ],
  },
  "/services/": {
    title: `Services - ${site.name}`,
    h1: "Create Jewellery as Meaningful as Your Moment",
    h2: [
      "Engagement Rings",
      "Wedding Bands",
      "Milestone Jewellery",
      "Family Jewellery",
      "Meaningful Gifts",
      // The spec names it without quoting it; the YAML words it as a question.
      services.services[5].heading,
      "Ready to Create Something Meaningful?",
    ],
  },
  "/process/": {
    title: `Our Process - ${site.name}`,
    h1: "Our Process",
    h2: ["Consultation", "Design", "Crafting", "Delivery", process.closing.heading],
  },
  "/stories/": {
    title: `Love Stories - ${site.name}`,
    h1: stories.intro.heading,
    h2: [...stories.stories.map(story => story.title), stories.closing.heading],
  },
  "/contact-us/": {
    title: `Contact Us - ${site.name}`,
    h1: "Contact Us",
    h2: [contact.details.heading, "Send us a Message"],
  },
  "/terms/": {
    title: `Terms - ${site.name}`,
    h1: readContent("legal/terms.yaml").heading,
    h2: legalHeadings("legal/terms.yaml"),
  },
  "/privacy/": {
    title: `Privacy - ${site.name}`,
    h1: readContent("legal/privacy.yaml").heading,
    h2: legalHeadings("legal/privacy.yaml"),
  },
}

/** The page's own h1, wherever its YAML keeps it (hero, intro, or a legal page's heading). */
function headingOf(file: string): string {
  const doc = readPage(file)
  if ("heading" in doc) return doc.heading
  return "hero" in doc ? doc.hero.heading : doc.intro.heading
}

const titleOf = ({ path, file }: PageRoute) =>
  path === "/" ? HOME_TITLE : `${readPage(file).seo.title} - ${site.name}`

export const ROUTES: RouteSpec[] = pageRoutes().map(route => {
  const spec = SPEC[route.path] as (typeof SPEC)[string] | undefined
  return { ...route, title: titleOf(route), h1: headingOf(route.file), ...spec }
})

export const ROUTE_PATHS = ROUTES.map(route => route.path)

/** Every route, plus a path with no page (the 404). */
export const ROUTE_PATHS_AND_MISSING = [...ROUTE_PATHS, MISSING_PATH]

export const seoDescription = (route: RouteSpec): string => readPage(route.file).seo.description
