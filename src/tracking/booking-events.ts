/*
 * What the pixels count of booking, as the privacy page lists the events they
 * record. Its own module: a build without booking swaps it for one that says
 * nothing (src/node/booking-modules.ts), so no word of booking ships.
 */

export const bookingEvents = (): string[] => ['when you book a visit (the "Schedule" event)']
