import * as React from "react"
import { buttonStyles, type ButtonVariant } from "../ui/button"
import type { BookingDialogProps } from "./booking-dialog"

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

/** The layout provides the offer when site.yaml has a booking setting; without one, no button renders. */
export const BookingProvider = BookingContext.Provider

export const useBookingOffer = () => React.useContext(BookingContext)

interface Props {
  /** The button's words, when not the setting's own label (a call to action's, say). */
  label?: string
  /** "link" takes the surrounding links' look (the footer's). */
  variant?: ButtonVariant | "link"
  className?: string
}

type Dialog = React.ComponentType<BookingDialogProps>

export function BookingButton({ label, variant = "secondary", className }: Props) {
  const offer = useBookingOffer()
  const [Dialog, setDialog] = React.useState<Dialog | null>(null)
  const trigger = React.useRef<HTMLAnchorElement>(null)
  // Stable, so the open window is not closed and opened again when the page around it renders.
  const close = React.useCallback(() => {
    setDialog(null)
    trigger.current?.focus()
  }, [])
  if (!offer) return null
  const { booking } = offer

  const open = (event: React.MouseEvent) => {
    // A modified click asks for a new tab or window: let the link do that.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    import("./booking-dialog").then(
      module => setDialog(() => module.BookingDialog),
      // The window's code could not load (offline, say): the scheduling page itself, then.
      () => window.location.assign(booking.url)
    )
  }
  return (
    <>
      <a
        ref={trigger}
        href={booking.url}
        target="_blank"
        rel="noopener"
        data-booking=""
        aria-haspopup="dialog"
        onClick={open}
        className={className}
        css={variant === "link" ? undefined : t => buttonStyles(t, variant)}
      >
        {label ?? booking.label}
      </a>
      {Dialog && <Dialog {...offer} onClose={close} />}
    </>
  )
}
