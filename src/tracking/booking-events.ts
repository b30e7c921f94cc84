/*
 * What the pixels count of booking, as the privacy page lists the events they
 * record. Its own module, used only where __BOOKING__ is true: a build without
 * booking bundles none of it (src/node/booking-modules.ts), so no word of booking ships.
 */

export const bookingEvents = (): string[] => ["when you book a visit (the “Schedule” event)"]
