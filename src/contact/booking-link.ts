/*
 * The link that means "book a visit" in content: a call to action whose `to`
 * is this opens the calendar when booking is on, and leads to the contact
 * page when it is off. Its own module, so pages carry this line and not the
 * code that loads Calendly.
 */
export const BOOKING_LINK = "/contact-us/#book-a-visit"
