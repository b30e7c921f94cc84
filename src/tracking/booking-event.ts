import { calendlyBooking } from "../providers/calendly"
import type { Conversion } from "./conversion"
import { newEventId } from "./conversions"

/*
 * A booking, as the pixels count it. In a module of its own: only the
 * booking window, loaded when a visitor asks for the calendar, needs it.
 */

/**
 * A Schedule for the message Calendly's frame posts when a visitor books a
 * time; null for anything else, from anywhere else. The invitee's id, when
 * the message carries it, is the event id: unique per booking, and what a
 * server that learns of the booking from Calendly would also see.
 */
export function scheduleEvent(
  message: { origin: string; data: unknown },
  page: string,
  id = newEventId()
): Conversion | null {
  const booking = calendlyBooking(message)
  if (!booking) return null
  return {
    meta: "Schedule",
    tiktok: "Schedule",
    params: { channel: "booking", page },
    id: booking.invitee ?? id,
  }
}
