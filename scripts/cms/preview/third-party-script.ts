/*
 * src/contact/third-party-script.ts as the CMS preview's bundle has it
 * (build-admin.ts swaps it in): no third party's script is ever added to the
 * editor's page, which holds their GitHub session. The contact form keeps its
 * placeholder box and the booking window its loading state, as on a page
 * whose visitor has not waited for them yet.
 */
import type * as Loader from "../../../src/contact/third-party-script"

export { THIRD_PARTY_TIMEOUT_MS } from "../../../src/contact/third-party-script"

/** Adds nothing, and never calls back: the caller waits, as for a script that has not answered yet. */
export const addThirdPartyScript: typeof Loader.addThirdPartyScript = () => () => undefined
