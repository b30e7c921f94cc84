import * as React from "react"
import { enquiryDesign, subscribeToEnquiryDesign, type EnquiryDesign } from "../tracking/enquiry-design"

/** The piece the visitor asked about, once the contact page has found it (never in the built HTML). */
export const useEnquiryDesign = (): EnquiryDesign | null =>
  React.useSyncExternalStore(subscribeToEnquiryDesign, enquiryDesign, () => null)

/** The page whose WhatsApp message a link on `pathname` opens with: the piece's, while one is asked about. */
export const useMessagePath = (pathname: string): string => useEnquiryDesign()?.path ?? pathname
