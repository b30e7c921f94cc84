import * as React from "react"
import type { SiteSettings } from "../site/use-site-settings"
import { buttonStyles, type ButtonVariant } from "../ui/button"
import type { BookingDialogProps } from "./booking-dialog"
import { calendlyUrlAbout } from "../providers/calendly"
import { phoneText, telHref, whatsappHref } from "./contact-links"
import { useEnquiryDesign } from "./enquiry"

/*
 * "Book a visit": a plain link to the scheduling page in the HTML (so it
 * works without JavaScript), which once hydrated opens the calendar in a
 * window on the page instead. The window's code, Calendly's script and its
 * frame are fetched on that click, never before: this file is all the page
 * carries for booking until a visitor asks.
 */

/** What every booking button on a page needs: the setting, and the other ways to reach the atelier. */
export type BookingOffer = Omit<BookingDialogProps, "onClose">

const BookingContext = React.createContext<BookingOffer | null>(null)

interface ProviderProps {
  site: Pick<SiteSettings, "booking" | "whatsapp" | "phone">
  pathname: string
  children: React.ReactNode
}

/** Around every page, from the layout: the offer when site.yaml has a booking setting; without one, no button renders. */
export function BookingProvider({ site: { booking, whatsapp, phone }, pathname, children }: ProviderProps) {
  // A piece the visitor asked about goes with the booking, and names itself on WhatsApp.
  const design = useEnquiryDesign()
  const offer = React.useMemo<BookingOffer | null>(
    () =>
      booking
        ? {
            // The piece, or the designed ring's choices, as Calendly keeps them with the booking.
            booking: {
              ...booking,
              url: calendlyUrlAbout(
                booking.url,
                design?.slug ?? Object.values(design?.choices ?? {}).join("-")
              ),
            },
            whatsapp: { label: whatsapp.label, href: whatsappHref(design?.path ?? pathname, whatsapp) },
            phone: { display: phoneText(phone.display), href: telHref(phone.e164) },
          }
        : null,
    [booking, whatsapp, phone, pathname, design]
  )
  return <BookingContext.Provider value={offer}>{children}</BookingContext.Provider>
}

const useBookingOffer = () => React.useContext(BookingContext)

interface Props {
  /** The button's words, when not the setting's own label (a call to action's, say). */
  label?: string
  /** "link" takes the surrounding links' look (the footer's). */
  variant?: ButtonVariant | "link"
  className?: string
  /** What shows when there is no offer to make (nothing, unless given). */
  withoutOffer?: React.ReactNode
}

type Dialog = React.ComponentType<BookingDialogProps>

/** The calendar's window, for whatever opens it: a BookingButton, or a kept part's booking link. */
function useBookingWindow() {
  const offer = useBookingOffer()
  const [Dialog, setDialog] = React.useState<Dialog | null>(null)
  const trigger = React.useRef<HTMLElement | null>(null)
  // Stable, so the open window is not closed and opened again when the page around it renders.
  const close = React.useCallback(() => {
    setDialog(null)
    trigger.current?.focus()
  }, [])
  const open = (event: React.MouseEvent, link: HTMLElement) => {
    // A modified click asks for a new tab or window: let the link do that.
    if (!offer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    trigger.current = link
    import("./booking-dialog").then(
      module => setDialog(() => module.BookingDialog),
      // The window's code could not load (offline, say): the scheduling page itself, then.
      () => window.location.assign(offer.booking.url)
    )
  }
  const dialog = Dialog && offer ? <Dialog {...offer} onClose={close} /> : null
  return { offer, open, dialog }
}

export function BookingButton({ label, variant = "secondary", className, withoutOffer = null }: Props) {
  const { offer, open, dialog } = useBookingWindow()
  if (!offer) return <>{withoutOffer}</>
  const { booking } = offer
  return (
    <>
      <a
        href={booking.url}
        target="_blank"
        rel="noopener"
        data-booking=""
        aria-haspopup="dialog"
        onClick={event => open(event, event.currentTarget)}
        className={className}
        css={variant === "link" ? undefined : t => buttonStyles(t, variant)}
      >
        {label ?? booking.label}
      </a>
      {dialog}
    </>
  )
}
