/*
 * The link that means "book a visit" in content: a call to action whose `to`
 * is this opens the calendar when booking is on, and leads to the contact
 * page's form (the band with BOOKING_ANCHOR for its id) when it is off. Its own module, so pages carry this line and not the
 * code that loads Calendly.
 */
export const BOOKING_ANCHOR = "book-a-visit"
export const BOOKING_LINK = `/contact-us/#${BOOKING_ANCHOR}`
