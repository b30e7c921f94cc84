/*
 * What one conversion is: an action the ads are bought for, named as each
 * pixel's standard events name it, with one id for both. conversions.ts
 * decides which actions count; page-views.ts sends them. Types only, in a
 * module of their own, so that neither of those imports the other's half
 * (and no script carries this file).
 */

export type Channel = "whatsapp" | "phone" | "email"

/** One action, named as each pixel's standard events name it, with one id for both. */
export interface Conversion {
  meta: "Contact" | "Lead" | "Schedule" | "CustomizeProduct"
  tiktok: "Contact" | "SubmitForm" | "Schedule" | "CustomizeProduct"
  /**
   * `design`: the commission the visitor asked about, when they came from one; the choices of a ring
   * they designed (shape, setting, ...), when it is that (enquiry-design.ts). Never free text.
   */
  params: { channel?: Channel | "form" | "booking"; page: string; design?: string } & Record<string, string>
  /** Meta's eventID and TikTok's event_id: what a server-side Conversions API deduplicates against. */
  id: string
}
