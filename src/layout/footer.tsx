import * as React from "react"
import { useMessagePath } from "../contact/enquiry"
import { BookingButton } from "../contact/booking-button"
import { addressLine, mapHref, phoneText, telHref, whatsappHref } from "../contact/contact-links"
import { keptTogether } from "../ui/kept-together"
import { Container } from "../ui/container"
import { Icon } from "../ui/icons"
import { SmartLink } from "../ui/smart-link"
import type { SiteSettings, SocialNetwork } from "../site/use-site-settings"
import { eyebrowStyles } from "../ui/eyebrow"

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
}

interface Props {
  site: SiteSettings
  pathname: string
}

const linkCss = { textDecoration: "none", "&:hover": { textDecoration: "underline" } } as const

/** Explore and Connect groups, phone, address (by appointment), social profiles, copyright. */
export function Footer({ site, pathname }: Props) {
  const messagePath = useMessagePath(pathname)
  const { address } = site
  return (
    <footer
      css={t => ({
        background: t.colors.ink,
        color: t.colors.ivory,
        // A gold rule between the closing band, dark too, and the footer.
        borderTop: `1px solid ${t.colors.goldDeep}`,
        paddingBlock: t.space.xxxl,
        fontSize: t.fontSizes.small,
        a: { minHeight: t.sizes.touch, display: "inline-flex", alignItems: "center", gap: t.space.xs },
        "& :focus-visible": { outline: t.focus.ringOnDark },
      })}
    >
      <Container
        css={t => ({
          display: "grid",
          gap: t.space.xxl,
          [t.mq.md]: { gridTemplateColumns: "1.4fr 1fr 1fr" },
        })}
      >
        <div css={t => ({ display: "grid", gap: t.space.md, alignContent: "start" })}>
          <p
            css={t => ({
              fontFamily: t.fonts.display,
              fontSize: t.fontSizes.h3,
              letterSpacing: t.letterSpacings.eyebrow,
              textTransform: "uppercase",
            })}
          >
            {site.name}
          </p>
          <p css={t => ({ color: t.colors.sand, maxWidth: "28rem" })}>{site.footer.blurb}</p>
          <nav aria-label="Social media">
            <ul
              css={t => ({
                display: "flex",
                gap: t.space.md,
                listStyle: "none",
                margin: 0,
                padding: 0,
                fontSize: t.fontSizes.h3,
              })}
            >
              {site.social.map(({ network, url }, index) => (
                <li key={index}>
                  <a href={url} rel="noopener me" target="_blank" css={linkCss}>
                    <Icon name={network} title={`${site.name} on ${NETWORK_NAMES[network]}`} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <FooterGroup heading={site.footer.explore.heading}>
          {site.footer.explore.links.map((link, index) => (
            <li key={index}>
              <SmartLink to={link.to} css={linkCss}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </FooterGroup>
        <FooterGroup heading={site.footer.connect.heading}>
          {site.footer.connect.links.map((link, index) => (
            <li key={index}>
              <SmartLink to={link.to} css={linkCss}>
                {link.label}
              </SmartLink>
            </li>
          ))}
          <li>
            <a href={whatsappHref(messagePath, site.whatsapp)} target="_blank" rel="noopener" css={linkCss}>
              <Icon name="chat" />
              {site.whatsapp.label}
            </a>
          </li>
          <li>
            <a href={telHref(site.phone.e164)} css={linkCss}>
              <Icon name="phone" />
              {phoneText(site.phone.display)}
            </a>
          </li>
          <li>
            <a
              href={mapHref(address)}
              target="_blank"
              rel="noopener"
              css={{ ...linkCss, alignItems: "flex-start" }}
            >
              <Icon name="pin" />
              <span>{keptTogether(addressLine(address))}</span>
            </a>
            <p css={t => ({ color: t.colors.goldLight, paddingLeft: "1.75em" })}>{address.appointmentNote}</p>
            {__BOOKING__ && <BookingButton variant="link" css={{ marginLeft: "1.75em" }} />}
          </li>
        </FooterGroup>
      </Container>
      <Container
        as="p"
        css={t => ({
          marginTop: t.space.xxl,
          color: t.colors.sand,
        })}
      >
        © {site.copyrightYear} {site.legalName.replace(/\.$/, "")}. All rights reserved.
      </Container>
    </footer>
  )
}

function FooterGroup({ heading, children }: { heading: string; children: React.ReactNode }) {
  const id = `footer-${heading.toLowerCase().replace(/\W+/g, "-")}`
  return (
    <section aria-labelledby={id} css={t => ({ display: "grid", gap: t.space.sm, alignContent: "start" })}>
      <h2 id={id} css={t => ({ ...eyebrowStyles(t), fontFamily: t.fonts.body, color: t.colors.goldLight })}>
        {heading}
      </h2>
      <ul css={{ listStyle: "none", margin: 0, padding: 0 }}>{children}</ul>
    </section>
  )
}
