import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { useSiteSettings } from "../site/use-site-settings"
import { ContactDetails } from "../sections/contact-details"
import { ContactForm } from "../sections/contact-form"
import { PageIntro } from "../sections/page-intro"
import { Seo } from "../seo/seo"
import { useWhatsappHrefFrom } from "../contact/came-from"
import { phoneText, telHref, whatsappHref, whatsappMessageHref } from "../contact/contact-links"
import { useEnquiryDesign } from "../contact/enquiry"
import { useDesignAskedAbout } from "../sections/design-asked-about"

const FILE = "content/pages/contact-us.yaml"

export default function ContactUsPage({ data, location }: PageProps<Queries.ContactUsPageQuery>) {
  const page = required(data.contactPage, FILE)
  const site = useSiteSettings()
  useDesignAskedAbout(location.search, data)
  const design = useEnquiryDesign()
  const cameFrom = useWhatsappHrefFrom(location.pathname, site.whatsapp)
  const whatsapp = design?.message
    ? whatsappMessageHref(site.whatsapp.number, design.message)
    : design
      ? whatsappHref(design.path, site.whatsapp)
      : cameFrom
  return (
    <>
      <PageIntro {...page.intro} />
      <ContactDetails details={page.details} site={site} whatsappHref={whatsapp} />
      <ContactForm
        {...page.form}
        formId={site.contactForm.tallyFormId}
        whatsapp={{ label: site.whatsapp.label, href: whatsapp }}
        phone={{ display: phoneText(site.phone.display), href: telHref(site.phone.e164) }}
        email={site.email}
        design={
          design &&
          data.commissionsPage && {
            asking: data.commissionsPage.labels.asking,
            named: design.named,
            fields: design.fields,
          }
        }
      />
    </>
  )
}

export const Head: HeadFC<Queries.ContactUsPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.contactPage, FILE).seo} />
)

export const query = graphql`
  query ContactUsPage {
    contactPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      details {
        heading
        phoneLabel
        whatsappLabel
        whatsappAction
        addressLabel
        hoursLabel
        emailLabel
      }
      form {
        heading
        lead
        privacy
        iframeTitle
        unavailable
        noscript
      }
    }
    ...DesignAskedAboutFields
  }
`
