import type { Theme } from "@emotion/react"
import * as React from "react"
import { BookingButton } from "../contact/booking-button"
import { useToast } from "../ui/toasts/toast-provider"
import type { SiteSettings } from "../site/use-site-settings"
import { addressLine, mapHref, phoneText, telHref } from "../contact/contact-links"
import { hoursText } from "../content/opening-hours"
import { Icon, type IconName } from "../ui/icons"
import { Section, slugify } from "../ui/section"
import { eyebrowStyles } from "../ui/eyebrow"
import { keptTogether } from "../ui/kept-together"
import { useHydrated } from "../ui/use-hydrated"

export interface ContactDetailsProps {
  details: NonNullable<Queries.ContactUsPageQuery["contactPage"]>["details"]
  site: Pick<SiteSettings, "phone" | "email" | "address" | "openingHours" | "messages">
  /** The WhatsApp link, with the message of the page the visitor came from. */
  whatsappHref: string
}

/** Phone (with copy), WhatsApp, email and the atelier's address with its hours (and booking, when on), all as working links. */
export function ContactDetails({ details, site, whatsappHref }: ContactDetailsProps) {
  const { heading } = details
  const phone = {
    label: details.phoneLabel,
    display: site.phone.display,
    href: telHref(site.phone.e164),
    copiedMessage: site.messages.phoneCopied,
  }
  const whatsapp = {
    label: details.whatsappLabel,
    text: details.whatsappAction,
    href: whatsappHref,
  }
  const address = {
    label: details.addressLabel,
    lines: addressLine(site.address),
    href: mapHref(site.address),
    note: site.address.appointmentNote,
  }
  const notify = useToast()
  const hydrated = useHydrated()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(phone.display)
      notify({ message: phone.copiedMessage, duration: 4000 })
    } catch {
      // Clipboard blocked: show the number where it can be read instead.
      notify({ message: phone.display, duration: 8000 })
    }
  }
  return (
    <Section labelledBy={slugify(heading)} space={["xxl", "xxl"]}>
      <h2 id={slugify(heading)} css={t => ({ fontSize: t.fontSizes.h2, marginBottom: t.space.xl })}>
        {heading}
      </h2>
      <dl
        css={t => ({
          display: "grid",
          gap: t.space.xl,
          margin: 0,
          [t.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [t.mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
          // The cards of a row alike in height, each its words at the top.
          alignItems: "stretch",
          dd: { margin: 0 },
        })}
      >
        <Detail icon="phone" label={phone.label}>
          <a href={phone.href} css={linkStyle}>
            {phoneText(phone.display)}
          </a>
          <button
            type="button"
            onClick={() => void copy()}
            disabled={!hydrated}
            css={t => ({
              marginLeft: t.space.sm,
              minHeight: t.sizes.touch,
              border: "none",
              background: "none",
              font: "inherit",
              fontSize: t.fontSizes.small,
              color: t.colors.goldDeep,
              textDecoration: "underline",
              cursor: "pointer",
              ":disabled": { cursor: "progress" },
            })}
          >
            Copy number
          </button>
        </Detail>
        <Detail icon="chat" label={whatsapp.label}>
          <a href={whatsapp.href} target="_blank" rel="noopener" css={linkStyle}>
            {whatsapp.text}
          </a>
        </Detail>
        <Detail icon="mail" label={details.emailLabel}>
          <a href={`mailto:${site.email}`} css={linkStyle}>
            {site.email}
          </a>
        </Detail>
        <Detail icon="pin" label={address.label}>
          <a href={address.href} target="_blank" rel="noopener" css={linkStyle}>
            {keptTogether(address.lines)}
          </a>
          <p css={t => ({ color: t.colors.goldDeep, fontWeight: t.fontWeights.semibold })}>{address.note}</p>
          {__BOOKING__ && <BookingButton css={t => ({ marginBlock: t.space.xs })} />}
          <p css={t => ({ color: t.colors.inkSoft, fontSize: t.fontSizes.small })}>
            {details.hoursLabel}: {hoursText(site.openingHours)}
          </p>
        </Detail>
      </dl>
    </Section>
  )
}

const linkStyle = (t: Theme) => ({ fontWeight: t.fontWeights.semibold, textUnderlineOffset: "0.2em" })

function Detail({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <div
      css={t => ({
        display: "grid",
        gap: t.space.xs,
        alignContent: "start",
        padding: t.space.lg,
        borderRadius: t.radii.md,
        border: t.borders.hairline,
        background: t.colors.white,
      })}
    >
      <dt css={t => ({ ...eyebrowStyles(t), display: "flex", alignItems: "center", gap: t.space.xs })}>
        <Icon name={icon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
