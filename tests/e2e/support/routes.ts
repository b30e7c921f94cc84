import { readContent, type Yaml } from "./yaml-content"

/*
 * The spec's routes and, for each, what a visitor or crawler must find.
 * Strings the spec quotes are written out here; copy the spec leaves to the
 * editors is read from the page's YAML.
 */

export const SITE_URL = "https://www.solenne.sg"
export const HOME_TITLE = "Solenne | Meaningful Jewellery Custom-Made"

export interface RouteSpec {
  path: string
  /** The screen name used in `<Page> - Solenne`. */
  name: string
  title: string
  /** YAML file under content/ holding the page's copy. */
  file: string
  h1: string
  /** The section headings of <main>, in order. */
  h2: string[]
}

const page = (file: string): Yaml => readContent(file)
const sectionHeadings = (file: string): string[] => page(file).sections.map((s: Yaml) => s.heading)

export const ROUTES: RouteSpec[] = [
  {
    path: "/",
    name: "Home",
    title: HOME_TITLE,
    file: "pages/home.yaml",
    h1: 'Your Moment Deserves More Than "Close Enough"',
    h2: [
      "Picture This Moment",
      "For Those Ready to Say Forever",
      'Beyond "I Do"',
      page("pages/home.yaml").journey.heading,
      "Ready to Begin?",
    ],
  },
  {
    path: "/engagement-rings/",
    name: "Engagement Rings",
    title: "Engagement Rings - Solenne",
    file: "pages/engagement-rings.yaml",
    h1: page("pages/engagement-rings.yaml").hero.heading,
    h2: [
      "You Know Her Better Than Any Catalogue",
      "Everything That Matters in One Engagement Ring",
      page("pages/engagement-rings.yaml").journey.heading,
      "Picture This Moment",
      "Ready to Create Her Engagement Ring?",
      "Common Questions",
    ],
  },
  {
    path: "/services/",
    name: "Services",
    title: "Services - Solenne",
    file: "pages/services.yaml",
    h1: "Create Jewellery as Meaningful as Your Moment",
    h2: [
      "Engagement Rings",
      "Wedding Bands",
      "Milestone Jewellery",
      "Family Jewellery",
      "Meaningful Gifts",
      // The spec names it without quoting it; the YAML words it as a question.
      page("pages/services.yaml").services[5].heading,
      "Ready to Create Something Meaningful?",
    ],
  },
  {
    path: "/process/",
    name: "Our Process",
    title: "Our Process - Solenne",
    file: "pages/process.yaml",
    h1: "Our Process",
    h2: ["Consultation", "Design", "Crafting", "Delivery", page("pages/process.yaml").closing.heading],
  },
  {
    path: "/stories/",
    name: "Love Stories",
    title: "Love Stories - Solenne",
    file: "pages/stories.yaml",
    h1: page("pages/stories.yaml").intro.heading,
    h2: [
      ...page("pages/stories.yaml").stories.map((story: { title: string }) => story.title),
      page("pages/stories.yaml").closing.heading,
    ],
  },
  {
    path: "/contact-us/",
    name: "Contact Us",
    title: "Contact Us - Solenne",
    file: "pages/contact-us.yaml",
    h1: "Contact Us",
    h2: [page("pages/contact-us.yaml").details.heading, "Send us a Message"],
  },
  {
    path: "/terms/",
    name: "Terms",
    title: "Terms - Solenne",
    file: "legal/terms.yaml",
    h1: page("legal/terms.yaml").heading,
    h2: sectionHeadings("legal/terms.yaml"),
  },
  {
    path: "/privacy/",
    name: "Privacy",
    title: "Privacy - Solenne",
    file: "legal/privacy.yaml",
    h1: page("legal/privacy.yaml").heading,
    h2: sectionHeadings("legal/privacy.yaml"),
  },
]

export const ROUTE_PATHS = ROUTES.map(route => route.path)

export const seoDescription = (route: RouteSpec): string => page(route.file).seo.description
