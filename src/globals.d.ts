/**
 * Whether content/site.yaml has a booking setting, written into the site's
 * bundles by webpack (src/node/booking-modules.ts). Every use of booking
 * outside src/contact/ sits behind it, so that a site without booking ships
 * none of it: the branches fold away when the bundles are built. Unit tests
 * run with it on (jest.config.js).
 */
declare const __BOOKING__: boolean
