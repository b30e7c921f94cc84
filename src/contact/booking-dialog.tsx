import type { Theme } from "@emotion/react"
import * as React from "react"
import { createPortal } from "react-dom"
import { useToast } from "../ui/toasts/toast-provider"
import { scheduleEvent } from "../tracking/booking-event"
import { recordConversion } from "../tracking/page-views"
import { Icon } from "../ui/icons"
import { loadCalendly } from "./calendly"

/*
 * The calendar, in a modal <dialog>: focus moves in, Esc closes it, and the
 * button that opened it takes focus back. Loaded by booking-button.tsx on the
 * visitor's click, with Calendly's script; the frame's box has a fixed size,
 * so nothing moves when the calendar arrives. If the script cannot load, the
 * window offers the scheduling page itself, WhatsApp and the phone instead.
 */

export interface BookingDialogProps {
  booking: { url: string; label: string; title: string; unavailable: string; booked: string }
  whatsapp: { label: string; href: string }
  phone: { display: string; href: string }
  onClose: () => void
}

/** Bookings already counted on this page load: Calendly's message must not count one twice. */
const counted = new Set<string>()

type Calendar = "loading" | "ready" | "failed"

export function BookingDialog({ booking, whatsapp, phone, onClose }: BookingDialogProps) {
  const dialog = React.useRef<HTMLDialogElement>(null)
  const frame = React.useRef<HTMLDivElement>(null)
  const [calendar, setCalendar] = React.useState<Calendar>("loading")
  const [booked, setBooked] = React.useState(false)
  const notify = useToast()
  const headingId = React.useId()

  React.useEffect(() => {
    const element = dialog.current
    if (!element) return undefined
    element.showModal()
    // Esc, the close button and a booking's own close all end here.
    element.addEventListener("close", onClose)
    return () => {
      element.removeEventListener("close", onClose)
      if (element.open) element.close()
    }
  }, [onClose])

  React.useEffect(() => {
    const show = () => {
      const parent = frame.current
      if (!parent || !window.Calendly) return setCalendar("failed")
      try {
        parent.replaceChildren()
        window.Calendly.initInlineWidget({ url: booking.url, parentElement: parent })
        // Calendly's frame has no title of its own: a screen reader names it by ours.
        parent.querySelector("iframe")?.setAttribute("title", booking.title)
        setCalendar("ready")
      } catch {
        setCalendar("failed")
      }
    }
    return loadCalendly(show, () => setCalendar("failed"))
  }, [booking.url, booking.title])

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const conversion = scheduleEvent(event, window.location.pathname)
      if (!conversion || counted.has(conversion.id)) return
      counted.add(conversion.id)
      recordConversion(conversion)
      setBooked(true)
      // Stays until dismissed: it is read once the visitor closes the calendar.
      notify({ message: booking.booked })
    }
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [notify, booking.booked])

  // In <body>, not in the footer or the band whose button opened it, so it inherits none of their styles.
  return createPortal(
    <dialog ref={dialog} aria-labelledby={headingId} css={dialogStyle}>
      <div css={t => ({ display: "flex", alignItems: "center", gap: t.space.md })}>
        <h2 id={headingId} css={t => ({ flex: 1, fontSize: t.fontSizes.h3 })}>
          {booking.title}
        </h2>
        <button type="button" aria-label="Close" onClick={() => dialog.current?.close()} css={closeStyle}>
          <Icon name="close" />
        </button>
      </div>
      <p role="status" css={t => ({ minHeight: "1lh", color: t.colors.goldDeep })}>
        {booked ? booking.booked : ""}
      </p>
      {calendar === "failed" ? (
        <p role="alert" css={fallbackStyle}>
          {booking.unavailable}{" "}
          <a href={booking.url} target="_blank" rel="noopener">
            {booking.label}
          </a>{" "}
          ·{" "}
          <a href={whatsapp.href} target="_blank" rel="noopener">
            {whatsapp.label}
          </a>{" "}
          · <a href={phone.href}>{phone.display}</a>
        </p>
      ) : (
        <div ref={frame} data-calendar="" css={frameStyle} />
      )}
    </dialog>,
    document.body
  )
}

const dialogStyle = (t: Theme) => ({
  width: `min(100vw - 2 * ${t.space.md}, ${t.sizes.content})`,
  maxWidth: "none",
  height: `min(100dvh - 2 * ${t.space.md}, 52rem)`,
  maxHeight: "none",
  padding: t.space.lg,
  border: "none",
  borderRadius: t.radii.lg,
  background: t.colors.ivory,
  color: t.colors.ink,
  boxShadow: t.shadows.lifted,
  "&[open]": { display: "grid", gridTemplateRows: "auto auto 1fr", gap: t.space.sm },
  "&::backdrop": { background: t.colors.ivoryVeil },
  "& :focus-visible": { outline: t.focus.ring, outlineOffset: t.focus.offset },
})

const closeStyle = (t: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: t.sizes.touch,
  minHeight: t.sizes.touch,
  border: "none",
  borderRadius: t.radii.pill,
  background: "none",
  color: t.colors.ink,
  fontSize: t.fontSizes.h3,
  cursor: "pointer",
})

/** Fills the rest of the window whatever the calendar does, so it never moves the page around it. */
const frameStyle = {
  minHeight: 0,
  overflow: "hidden",
  "& iframe": { display: "block", width: "100%", height: "100%", border: 0 },
} as const

const fallbackStyle = (t: Theme) => ({
  alignSelf: "start",
  padding: t.space.md,
  borderLeft: t.borders.accent,
  background: t.colors.white,
})
