import { graphql, useStaticQuery } from "gatsby"

export type SiteSettings = Queries.SiteSettingsQuery["siteSettings"] & object

/** The one way components reach business facts (name, phone, address, ...). */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        name
        legalName
        titleTagline
        description
        siteUrl
        email
        copyrightYear
        logo {
          alt
          src {
            publicURL
            childImageSharp {
              resize(width: 64, height: 64, fit: CONTAIN, background: "transparent") {
                src
              }
            }
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
        social {
          instagram
          facebook
        }
        contactForm {
          tallyFormId
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
          formUnavailable
          phoneCopied
        }
      }
    }
  `)
  if (!data.siteSettings) throw new Error("content/site.yaml is missing")
  return data.siteSettings
}
