import * as React from "react"
import { BookingProvider } from "../contact/booking-button"
import { GlobalStyles } from "../theme/global-styles"
import { ConsentNotice } from "./consent-notice"
import { Footer } from "./footer"
import { Navbar } from "./navbar"
import { SkipLink } from "./skip-link"
import { Toasts } from "../ui/toasts/toast-provider"
import { Tracking } from "./tracking"
import { useSiteSettings } from "../site/use-site-settings"
import { WhatsappButton } from "./whatsapp-button"

interface Props {
  pathname: string
  children: React.ReactNode
}

/** Everything around a page: navigation, footer, consent notice, notifications, the pixels and the booking offer. */
export function Layout({ pathname, children }: Props) {
  const site = useSiteSettings()
  const page = (
    <>
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
    </>
  )
  return __BOOKING__ ? (
    <BookingProvider site={site} pathname={pathname}>
      {page}
    </BookingProvider>
  ) : (
    page
  )
}
