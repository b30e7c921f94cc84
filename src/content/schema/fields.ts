import { z } from "zod"
import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/max"
import { WEEKDAYS } from "../opening-hours"
import { PAGE_TARGET } from "../text/linked-text"

/*
 * Field types shared by every content schema. Each carries the message an
 * editor sees when a value is wrong, so errors read as advice, not as Zod.
 */

export const text = z.string().trim().min(1, "must not be empty")

/**
 * How long each kind of heading and label may be: what its place in the layout holds on the
 * narrowest phone the site serves (320 px), measured in the browser with the site's fonts over
 * the copy's own words (docs/content-limits.md). Counted as visitors read the text, with any
 * {placeholder} filled in. The CMS shows each limit and refuses to save past it; `lines` is how
 * many lines the place gives the text at 320 px (tests/e2e/content-limits.spec.ts holds it).
 * `face: "display"` marks the places set in the display face (Cormorant): its file holds only
 * the glyphs their words need (src/node/display-text.ts).
 */
export const LIMITS = {
  heroHeading: {
    max: 50,
    lines: 4,
    face: "display",
    holds: "four lines of the hero heading on a 320 px phone",
  },
  pageHeading: {
    max: 42,
    lines: 3,
    face: "display",
    holds: "three lines of a page heading on a 320 px phone",
  },
  // A guide's title is a page heading set tight (an article's headline): four of its lines are
  // the height of three of a page heading's. Two lines of its card on /guides/.
  guideHeading: {
    max: 56,
    lines: 4,
    face: "display",
    holds: "four lines of a guide's title on a 320 px phone",
  },
  sectionHeading: {
    max: 50,
    lines: 3,
    face: "display",
    holds: "three lines of a section heading on a 320 px phone",
  },
  title: {
    max: 52,
    lines: 2,
    face: "display",
    holds: "two lines of a card, step or legal section title on a 320 px phone",
  },
  boxTitle: {
    max: 40,
    lines: 2,
    face: "display",
    holds: "two lines of a framed box's title, a guide's aside say, on a 320 px phone",
  },
  caption: { max: 120, lines: 3, holds: "three lines of a table's caption on a 320 px phone" },
  label: {
    max: 40,
    lines: 2,
    holds: "two lines of a form's label or a small heading in a guide on a 320 px phone",
  },
  question: { max: 80, lines: 3, face: "display", holds: "three lines of a question on a 320 px phone" },
  eyebrow: { max: 40, lines: 2, holds: "two lines of the small capitals above a heading on a 320 px phone" },
  buttonLabel: { max: 28, lines: 1, holds: "one line of a button on a 320 px phone" },
  headerButton: {
    max: 16,
    lines: 1,
    holds: "the header's button, on one line beside the logo and the menu at 320 px",
  },
  choice: { max: 16, lines: 1, holds: "one of a row of buttons beside the turning ring" },
  menuLink: {
    max: 24,
    lines: 1,
    face: "display",
    holds:
      "a page's name on one line of the phone's menu or the 404 page's list, and beside the others in the header",
  },
  brandName: { max: 32, lines: 1, face: "display", holds: "the wordmark in the header, on one line" },
  shortName: { max: 14, lines: 1, face: "display", holds: "the wordmark in a phone's header, on one line" },
} as const

type Place = { max: number; lines: number; holds: string; face?: "display" }

/** Text no longer than its place in the layout holds (LIMITS), marked with the place's face. */
export const limited = (kind: keyof typeof LIMITS) => {
  const { max, holds, face }: Place = LIMITS[kind]
  const limitedText = text.max(max, `is too long for its place: at most ${max} characters (${holds})`)
  return face ? limitedText.meta({ face }) : limitedText
}

/** Text set in the display face outside the places LIMITS names (the 404 page's large number). */
export const displayText = text.meta({ face: "display" })

/**
 * A launch checklist flag (a sample story, an unconfirmed promise): the CMS shows it as a checkbox
 * and `npm run check:launch` reads it, but no page does.
 */
export const launchFlag = (description: string) =>
  z.boolean({ error: "must be true or false" }).optional().meta({ offPage: "launch check", description })

export const paragraphs = z.array(text).min(1, "needs at least one paragraph")

const LINK_HINT =
  "[label](/path/) makes a link: to a page of this site (/contact-us/), or to an https://, mailto: or tel: address."

/** Text that may hold links, [label](target): shown through src/ui/rich-text.tsx, checked by src/content/text/links.ts. */
export const linkedText = text.meta({ links: true, description: LINK_HINT })

export const linkedParagraphs = z.array(linkedText).min(1, "needs at least one paragraph")

/**
 * A page of this site, and only that: its path with the trailing slash. The check and the CMS
 * also hold it to the route registry (src/content/routes.ts), so it names a page that exists.
 */
export const pagePath = z
  .string({ error: "must be a page of this site, such as /contact-us/" })
  .regex(
    /^\/([a-z0-9-]+\/)*$/,
    "must be a page of this site: its path in lower case, ending in /, such as /contact-us/"
  )
  .meta({ page: true, description: "A page of this site, with its trailing slash, such as /contact-us/." })

/** A page of this site, optionally one band of it (/contact-us/#book-a-visit). */
export const pageLink = z
  .string({ error: "must be a page of this site, such as /contact-us/" })
  .regex(
    PAGE_TARGET,
    "must be a page of this site: its path in lower case, ending in /, such as /contact-us/ (or /contact-us/#section)"
  )
  .meta({
    page: true,
    description: "A page of this site, with its trailing slash (/contact-us/), optionally with #section.",
  })

export const url = z.url({ protocol: /^https$/, error: "must be a full https:// URL" })

export const phoneE164 = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, "must be in international form, such as +6562345678")
  .refine(value => isValidPhoneNumber(value), "is not a valid phone number")
  .meta({ description: "International form: + and the country code, no spaces, such as +6562345678." })

/** Whether a displayed number (local or international form) is the same line as an E.164 one; an invalid E.164 is reported on its own. */
export const samePhoneNumber = (display: string, e164: string) =>
  !isValidPhoneNumber(e164) || parsePhoneNumberFromString(display, "SG")?.number === e164

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const time = z
  .string({ error: 'must be a time in quotes, such as "11:00"' })
  .regex(TIME, 'must be a time on the 24-hour clock in quotes, such as "11:00" or "19:30"')
  .meta({ description: 'On the 24-hour clock, such as "11:00" or "19:30".' })

/** When the atelier opens: some days of the week, from one time to another. */
export const openingPeriod = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS, { error: "must be a day of the week written in full, such as Tuesday" }))
      .min(1, "needs at least one day"),
    opens: time,
    closes: time,
  })
  // Compared only once both are valid times; a malformed one is reported on its own.
  .refine(({ opens, closes }) => !(TIME.test(opens) && TIME.test(closes)) || opens < closes, {
    message: "must be later than opens",
    path: ["closes"],
  })
  .meta({ id: "OpeningPeriod" })

/** Whether YYYY-MM-DD names a day of the calendar (not 30 February, not 2025-13-01). */
const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split("-").map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD")
  // Only once it has the form: a malformed date is reported once, by the rule above.
  .refine(
    value => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value),
    "is not a day of the calendar (a month has 28 to 31 days, a year 12 months): write the date as YYYY-MM-DD"
  )
  .refine(
    value =>
      !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
      !isCalendarDate(value) ||
      (value >= "2000-01-01" && value <= "2100-12-31"),
    "must be a date between 2000 and 2100, as the copyright year is: pages show it as written"
  )
  .meta({ graphql: "Date @dateformat", description: "A date written as YYYY-MM-DD, such as 2025-06-01." })

export const imagePath = z
  .string()
  .regex(/\.(jpe?g|png|webp|avif)$/i, "must be a .jpg, .png, .webp or .avif file")
  .meta({
    graphql: "File @fileByRelativePath",
    description: "A picture in content/images/, named relative to this YAML file (../images/name.jpg).",
  })

/** A turntable sequence: a folder of frames 00.jpg, 01.jpg, ... (see scripts/render/README.md). */
export const frameFolder = z
  .string()
  .regex(
    /^(\.\.\/)?images\/turntable\/[a-z0-9-]+$/,
    "must be a folder in content/images/turntable/, such as ../images/turntable/solitaire-yellow-gold"
  )
  .meta({
    graphql: "[File!] @turntableFrames",
    description:
      "A folder in content/images/turntable/ holding the frames of one full turn, named 00.jpg, 01.jpg, ... at equal angles, as scripts/render writes them.",
  })

/** A picture with its alt text. `src` is relative to the YAML file that names it. */
export const image = z
  .strictObject({
    src: imagePath,
    alt: z
      .string({ error: "needs alt text describing the piece" })
      .trim()
      .min(1, "needs alt text describing the piece")
      .meta({ description: "Describes the piece for someone who cannot see the picture." }),
  })
  .meta({ id: "ContentImage" })

export const link = z
  .strictObject({ label: limited("buttonLabel"), to: pageLink })
  .meta({ id: "ContentLink" })

/** A link whose words are set in the display face (the header and the phone's menu, the 404 page's list). Still a ContentLink in GraphQL. */
export const displayLink = link
  .extend({ label: limited("menuLink") })
  .meta({ graphql: "ContentLink", description: "A page, and the name it goes by here." })

/**
 * The brand mark, drawn inside every page's header (no request before the first paint): an SVG
 * as it is (src/content/outputs/inline-mark.ts says what it may hold), a PNG as a 64 px copy. The tab
 * and home-screen icons are drawn from it.
 */
export const logo = z
  .strictObject({
    src: z
      .string()
      .regex(/\.(svg|png)$/i, "must be an .svg or a .png file")
      .meta({
        graphql: "File @fileByRelativePath",
        description:
          "The brand mark in content/images/, square: an .svg (drawn as it is), or a .png of 512 px or more.",
      }),
    alt: image.shape.alt,
  })
  .meta({ id: "ContentLogo" })

/** Social apps read only JPEG and PNG share images (1200x630: see `npm run og-images`). */
export const shareImage = z
  .strictObject({
    src: imagePath.regex(/\.(jpe?g|png)$/i, "must be a .jpg or .png file: social apps ignore other formats"),
    alt: image.shape.alt,
  })
  .meta({
    id: "ShareImage",
    description: "The picture behind the page's 1200x630 share card: a .jpg or .png.",
  })

export const seo = z
  .strictObject({
    title: text.meta({ description: "The page's title in the browser tab and in search results." }),
    description: text
      .min(120, "should be 120-160 characters so search results show it whole")
      .max(160, "should be 120-160 characters so search results show it whole")
      .meta({
        description:
          "The summary search results show: 120-160 characters, counted with {placeholders} filled in.",
      }),
    image: shareImage,
  })
  .meta({ id: "PageSeo" })
