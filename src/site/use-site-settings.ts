import { graphql, useStaticQuery } from "gatsby"

export type SiteSettings = Omit<Queries.SiteSettingsQuery["siteSettings"] & object, "social"> & {
  social: readonly { network: SocialNetwork; url: string }[]
}
/** The networks the schema allows (GraphQL sees them as strings). */
export type SocialNetwork = "instagram" | "facebook" | "tiktok"

/** The one way components reach business facts (name, phone, address, ...). */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        name
        shortName
        nameWidth
        shortNameWidth
        legalName
        titleTagline
        description
        siteUrl
        email
        copyrightYear
        logo {
          alt
          src {
            inlineSvg
          }
        }
        phone {
          display
          e164
        }
        whatsapp {
          number
          label
          defaultMessage
          messages {
            path
            text
          }
        }
        address {
          streetAddress
          postalCode
          locality
          countryCode
          appointmentNote
        }
        openingHours {
          byAppointment
          periods {
            days
            opens
            closes
          }
        }
        social {
          network
          url
        }
        contactForm {
          tallyFormId
        }
        booking {
          provider
          url
          label
          title
          unavailable
          booked
        }
        tracking {
          metaPixelId
          tiktokPixelId
          consentMode
        }
        navigation {
          links {
            label
            to
          }
          more {
            label
            to
          }
          cta {
            label
            to
          }
        }
        footer {
          blurb
          explore {
            heading
            links {
              label
              to
            }
          }
          connect {
            heading
            links {
              label
              to
            }
          }
        }
        consent {
          message
          accept
          decline
          privacyLink {
            label
            to
          }
        }
        messages {
          phoneCopied
        }
      }
    }
  `)
  if (!data.siteSettings) throw new Error("content/site.yaml is missing")
  // The content schema admits only the networks SocialNetwork names.
  return data.siteSettings as SiteSettings
}
