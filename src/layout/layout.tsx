import * as React from "react"
import { BookingProvider, type BookingOffer } from "../contact/booking-button"
import { phoneText, telHref, whatsappHref } from "../contact/contact-links"
import { GlobalStyles } from "../theme/global-styles"
import { ConsentNotice } from "./consent-notice"
import { Footer } from "./footer"
import { Navbar } from "./navbar"
import { SkipLink } from "./skip-link"
import { Toasts } from "./toasts/toast-provider"
import { Tracking } from "./tracking"
import { useSiteSettings } from "./use-site-settings"
import { WhatsappButton } from "./whatsapp-button"

interface Props {
  pathname: string
  children: React.ReactNode
}

/** Everything around a page: navigation, footer, consent notice, notifications, the pixels and the booking offer. */
export function Layout({ pathname, children }: Props) {
  const site = useSiteSettings()
  const { booking, whatsapp, phone } = site
  const offer = React.useMemo<BookingOffer | null>(
    () =>
      booking
        ? {
            booking,
            whatsapp: { label: whatsapp.label, href: whatsappHref(pathname, whatsapp) },
            phone: { display: phoneText(phone.display), href: telHref(phone.e164) },
          }
        : null,
    [booking, whatsapp, phone, pathname]
  )
  return (
    <BookingProvider value={offer}>
      <GlobalStyles />
      <SkipLink />
      <Navbar site={site} pathname={pathname} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      <Footer site={site} pathname={pathname} />
      <WhatsappButton site={site} pathname={pathname} />
      <ConsentNotice consent={site.consent} tracking={site.tracking} />
      <Tracking settings={site.tracking} formId={site.contactForm.tallyFormId} />
      <Toasts />
    </BookingProvider>
  )
}
