import { z } from "zod"
import {
  displayLink,
  limited,
  link,
  logo,
  openingPeriod,
  pagePath,
  phoneE164,
  samePhoneNumber,
  launchFlag,
  text,
  url,
} from "./fields"
import { CALENDLY_EXAMPLE, CALENDLY_ORIGIN, isCalendlySchedulingUrl } from "../../providers/calendly"
import { BOOKING_LINK } from "../booking-link"
import { SOCIAL_PROFILES, isOrigin, socialProfileProblem } from "../addresses"
import { PHONE_WORDMARK, phoneWordmarkPx } from "../../theme/wordmark"

/* content/site.yaml: the business facts, the navigation and footer, the pixels and consent. */

const pixelId = (label: string) =>
  z
    .string({ error: `must be the ${label} id in quotes, such as "123456789012345", or left empty` })
    .regex(/^[A-Z0-9]{6,32}$/i, `must be the ${label} id (letters and digits only), or left empty`)
    .nullish()
    .meta({
      description: `Set it here, or with GATSBY_${label.split(" ")[0].toUpperCase()}_PIXEL_ID at build time. Left empty, no pixel script is added and no request is made.`,
    })

/** The business facts that still hold the sample values the site was built with. */
export const SAMPLE_FACTS = [
  "name",
  "legalName",
  "madeIn",
  "phone",
  "whatsapp",
  "email",
  "address",
  "siteUrl",
  "social",
  "contactForm",
  "booking",
  "dataProtectionOfficer",
] as const

const sampleFacts = z
  .array(z.enum(SAMPLE_FACTS, { error: `must be one of ${SAMPLE_FACTS.join(", ")}` }))
  .optional()
  .meta({
    offPage: "launch check",
    description:
      "The facts above that still hold sample values. Remove each one once it holds the business's own; " +
      "`npm run check:launch` lists those that remain.",
  })

export const siteSettings = z
  .strictObject({
    name: limited("brandName").meta({
      description: "The brand as the header's wordmark, titles and copy ({brand}) show it.",
    }),
    shortName: limited("shortName").optional().meta({
      description:
        "The name a phone's header shows when the full name is too wide there (the check says when): a shorter form of it, such as its first word.",
    }),
    legalName: text,
    madeIn: text.meta({
      offPage: "placeholders",
      description: "Where the pieces are made, such as Singapore: the copy names it as {madeIn}.",
    }),
    sampleFacts,
    titleTagline: text,
    description: text,
    siteUrl: url
      .refine(value => !value.endsWith("/"), "must not end with /")
      // Every canonical link, share card and the sitemap start with it: an origin, nothing after.
      .refine(
        value => isOrigin(value.replace(/\/$/, "")),
        "must be the site's address alone, such as https://www.example.com: in lower case, with no path, query or #, which every page's canonical address and the sitemap would repeat"
      )
      .meta({
        description: "The site's address, without a trailing slash: canonical links and share cards use it.",
      }),
    logo,
    phone: z
      .strictObject({ display: text, e164: phoneE164 })
      .refine(({ display, e164 }) => samePhoneNumber(display, e164), {
        message: "shows a different number from e164; change both together",
        path: ["display"],
      }),
    email: z.email("must be an email address"),
    openingHours: z.strictObject({
      byAppointment: z.boolean({ error: "must be true or false" }),
      periods: z.array(openingPeriod).min(1, "needs at least one period"),
    }),
    whatsapp: z.strictObject({
      number: phoneE164,
      label: text,
      defaultMessage: text,
      messages: z.array(z.strictObject({ path: pagePath, text }).meta({ id: "WhatsappMessage" })).meta({
        description: "The message pre-filled when a visitor opens WhatsApp from one of these pages.",
      }),
    }),
    address: z.strictObject({
      streetAddress: text,
      postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit Singapore postal code"),
      locality: text,
      countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as SG"),
      appointmentNote: text,
    }),
    social: z
      .array(
        z
          .strictObject({
            network: z.enum(["instagram", "facebook", "tiktok"], {
              error: "must be instagram, facebook or tiktok",
            }),
            url,
          })
          // Only the network's own hosts (src/providers/): a profile link cannot lead anywhere else.
          .superRefine(({ network, url: value }, context) => {
            // An address that is not one at all is the url field's to refuse, once.
            const problem =
              network in SOCIAL_PROFILES && url.safeParse(value).success
                ? socialProfileProblem(network, value)
                : undefined
            if (problem) context.addIssue({ code: "custom", path: ["url"], message: problem })
          })
          .meta({ id: "SocialLink" })
      )
      .min(1),
    policies: z
      .array(
        z
          .strictObject({
            id: z.string().regex(/^[a-z][a-zA-Z]*$/, "must be one word in camelCase, such as deposit"),
            text,
            confirmed: launchFlag(
              "Ticked once the business has confirmed this promise; `npm run check:launch` lists every one not yet ticked."
            ),
          })
          .meta({ id: "Policy" })
      )
      .meta({
        description:
          "Promises the pages make on the business's behalf, each written once and quoted in the copy as {policy.<id>}. The business must confirm every one before launch.",
      }),
    contactForm: z.strictObject({
      tallyFormId: z.string().regex(/^[A-Za-z0-9]{4,12}$/, "must be the Tally form id, such as wMxKqB"),
    }),
    dataProtectionOfficer: z
      .strictObject({
        name: text.meta({
          description:
            'The person who answers for personal data, as the privacy page names them after "Our Data Protection Officer,": a name (Mei Lin Tan) or a title (the head of client care). Copy names it as {dpoName}.',
        }),
        email: z.email("must be an email address").meta({
          description:
            "Where requests about personal data go: a business address, shown on the privacy page. Copy names it as {dpoEmail}.",
        }),
      })
      .meta({
        offPage: "placeholders",
        description:
          "Singapore's PDPA asks every organisation to make its Data Protection Officer's business contact public: the privacy page names them where it explains your rights and requests.",
      }),
    booking: z
      .strictObject({
        url: z
          .string({
            error: `must be your Calendly scheduling link, such as ${CALENDLY_EXAMPLE}`,
          })
          .refine(
            isCalendlySchedulingUrl,
            `must be your Calendly scheduling link, such as ${CALENDLY_EXAMPLE} (https, ${new URL(CALENDLY_ORIGIN).host}, your name and optionally one event)`
          )
          .meta({
            description: `Your Calendly scheduling link (${CALENDLY_ORIGIN}/your-name or ${CALENDLY_ORIGIN}/your-name/event). Visitors without JavaScript, or whose browser cannot load Calendly, are sent there.`,
          }),
        provider: z.enum(["calendly"], { error: "must be calendly" }).meta({
          description: "The scheduling service that takes the bookings. Calendly is the one the site embeds.",
        }),
        label: limited("buttonLabel").meta({
          description: 'The button that opens the calendar, such as "Book a visit".',
        }),
        title: text.meta({ description: "The heading of the window the calendar opens in." }),
        unavailable: text.meta({
          description:
            "Shown when the calendar cannot load, before a link to your Calendly page and the WhatsApp and phone links.",
        }),
        booked: text.meta({ description: "The notification a visitor sees once a time is booked." }),
      })
      .optional()
      .meta({
        description: `Online booking of a visit. Leave it out and the site has no booking button, loads nothing from Calendly and its privacy page does not name it. With it, "Book a visit" appears beside the contact form, next to the appointment note (footer, contact details) and on any call to action whose link is ${BOOKING_LINK}.`,
      }),
    tracking: z.strictObject({
      metaPixelId: pixelId("Meta pixel"),
      tiktokPixelId: pixelId("TikTok pixel"),
      consentMode: z.enum(["notice", "opt-in"], { error: "must be notice or opt-in" }).meta({
        description:
          "notice: pixels run unless the visitor declines. opt-in: pixels wait until the visitor accepts.",
      }),
    }),
    copyrightYear: z.number().int().min(2000).max(2100),
    navigation: z.strictObject({
      links: z.array(displayLink).min(1).meta({
        description:
          "The header's links on a wide screen, and the first in the phone's menu: the pages a visitor finds first.",
      }),
      more: z.array(link).optional().meta({
        description:
          "The phone's menu lists these after the links above: the other pages a couple looks for. The header keeps to the links above.",
      }),
      // Still a ContentLink in GraphQL: the same two fields, a shorter label.
      cta: link.extend({ label: limited("headerButton") }).meta({
        graphql: "ContentLink",
        description: "The button at the right of the header, on every page.",
      }),
    }),
    footer: z.strictObject({
      blurb: text,
      explore: z.strictObject({ heading: limited("eyebrow"), links: z.array(link).min(1) }),
      connect: z.strictObject({
        heading: limited("eyebrow"),
        links: z
          .array(link)
          .min(1)
          .meta({ description: "The WhatsApp link and the phone number are added from the facts above." }),
      }),
    }),
    consent: z.strictObject({
      message: text,
      accept: text,
      decline: text,
      privacyLink: link,
    }),
    messages: z.strictObject({
      phoneCopied: text,
    }),
  })
  // The header's wordmark on a phone: the short name if there is one, else the name, at a size people can read.
  .superRefine(({ name, shortName }, context) => {
    const shown = shortName ?? name
    const px = phoneWordmarkPx(shown)
    if (px >= PHONE_WORDMARK.leastPx) return
    const { viewport, leastPx } = PHONE_WORDMARK
    context.addIssue({
      code: "custom",
      path: [shortName ? "shortName" : "name"],
      message:
        `is too wide for the header on a phone: at ${viewport} px it would be set at ${px.toFixed(1)} px, and ${leastPx} px is the least; ` +
        (shortName ? "shorten it" : "add a shortName, the name phones show (such as its first word)"),
    })
  })
  .meta({ description: "Business facts for the whole site. Change them here; nothing in src/ repeats them." })
