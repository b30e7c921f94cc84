import * as React from "react"
import { BookingButton } from "../contact/booking-button"
import { useMessagePath } from "../contact/enquiry"
import { phoneText, telHref, whatsappHref } from "../contact/contact-links"
import { canonicalPath } from "../seo/absolute-url"
import { buttonStyles } from "../ui/button"
import { Container } from "../ui/container"
import { Icon } from "../ui/icons"
import { SmartLink } from "../ui/smart-link"
import { useHydrated } from "../ui/use-hydrated"
import { Brand } from "./brand"
import type { SiteSettings } from "../site/use-site-settings"
import { useDisclosure } from "./use-disclosure"

interface Props {
  site: Pick<
    SiteSettings,
    "name" | "shortName" | "nameWidth" | "shortNameWidth" | "logo" | "navigation" | "whatsapp" | "phone"
  >
  pathname: string
}

const PANEL_ID = "site-menu"

/**
 * How a link of the header marks where the visitor is: "page" on its own page, "true" on a page
 * under it (a piece or a filter page under Commissions, a guide under Guides), else nothing.
 */
const currentIn = (to: string, here: string) =>
  to === here ? "page" : to !== "/" && here.startsWith(to) ? "true" : undefined

/**
 * Sticky bar: brand, page links and the contact button. On small screens the links are a menu that
 * opens as a sheet over the page: the page links set large, the other pages a couple looks for, and
 * the atelier's WhatsApp, phone and booking. The links are one list in the markup, which a wide
 * screen lays out in the bar itself (the sheet's box takes no part there: `display: contents`).
 */
export function Navbar({ site, pathname }: Props) {
  const { open, buttonRef, toggle, close } = useDisclosure(pathname)
  // The toggle needs React; until then it is inert rather than silently ignoring taps.
  const hydrated = useHydrated()
  const messagePath = useMessagePath(pathname)
  const here = canonicalPath(pathname)
  const more = site.navigation.more ?? []
  return (
    <header
      css={t => ({
        position: "sticky",
        top: 0,
        zIndex: t.zIndices.nav,
        background: t.colors.ivory,
        borderBottom: t.borders.hairline,
      })}
    >
      <Container
        as="nav"
        aria-label="Main"
        css={t => ({
          display: "flex",
          alignItems: "center",
          gap: t.space.xs,
          minHeight: t.sizes.navHeight,
        })}
      >
        <Brand
          name={site.name}
          shortName={site.shortName}
          nameWidth={site.nameWidth}
          shortNameWidth={site.shortNameWidth}
          logo={site.logo}
        />
        <button
          type="button"
          ref={buttonRef}
          data-menu-toggle
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={toggle}
          disabled={!hydrated}
          css={t => ({
            order: 3,
            flexShrink: 0,
            display: "inline-flex",
            alignItems: "center",
            justifyContent: "center",
            width: t.sizes.touch,
            height: t.sizes.touch,
            marginLeft: t.space.xxs,
            border: t.borders.hairline,
            borderRadius: t.radii.pill,
            background: open ? t.colors.ink : "transparent",
            color: open ? t.colors.ivory : t.colors.ink,
            cursor: "pointer",
            transition: `background ${t.motion.fast}, color ${t.motion.fast}`,
            ":disabled": { cursor: "progress" },
            [t.mq.lg]: { display: "none" },
          })}
        >
          <Icon name={open ? "close" : "menu"} title={open ? "Close menu" : "Open menu"} />
        </button>
        <div
          id={PANEL_ID}
          data-menu-panel
          css={t => ({
            display: open ? "flex" : "none",
            flexDirection: "column",
            gap: t.space.xl,
            position: "fixed",
            insetInline: 0,
            bottom: 0,
            top: `calc(${t.sizes.navHeight} + 1px)`,
            overflowY: "auto",
            overscrollBehavior: "contain",
            padding: `${t.space.lg} ${t.space.gutter} ${t.space.xxl}`,
            background: t.colors.ivory,
            [t.mq.lg]: { display: "contents" },
          })}
        >
          <ul
            css={t => ({
              display: "grid",
              margin: 0,
              padding: 0,
              listStyle: "none",
              [t.mq.lg]: { display: "flex", gap: t.space.xs, marginLeft: "auto" },
            })}
          >
            {site.navigation.links.map((link, index) => (
              <li key={index}>
                <SmartLink
                  to={link.to}
                  aria-current={currentIn(link.to, here)}
                  onClick={close}
                  css={t => ({
                    display: "flex",
                    alignItems: "center",
                    gap: t.space.sm,
                    minHeight: `calc(${t.sizes.touch} + ${t.space.sm})`,
                    borderBottom: t.borders.hairline,
                    textDecoration: "none",
                    fontFamily: t.fonts.display,
                    fontSize: t.fontSizes.h3,
                    lineHeight: t.lineHeights.heading,
                    "&[aria-current]": { color: t.colors.goldDeep },
                    // The page the visitor is on, marked by more than its colour.
                    "&[aria-current]::before": {
                      content: '""',
                      width: "0.375rem",
                      height: "0.375rem",
                      borderRadius: t.radii.pill,
                      background: t.colors.gold,
                    },
                    "&:hover": { color: t.colors.goldDeep },
                    // From 1024 px the links stand in the bar beside the name; until 1280 px they are set
                    // smaller and closer, so five of them and the button leave the name its room.
                    [t.mq.lg]: {
                      minHeight: t.sizes.touch,
                      paddingInline: t.space.xs,
                      borderBottom: "none",
                      fontFamily: t.fonts.body,
                      fontSize: t.fontSizes.eyebrow,
                      fontWeight: t.fontWeights.medium,
                      letterSpacing: t.letterSpacings.button,
                      textTransform: "uppercase",
                      "&[aria-current]::before": { display: "none" },
                      "&[aria-current]": { boxShadow: `inset 0 -2px 0 ${t.colors.gold}` },
                    },
                    [t.mq.xl]: { paddingInline: t.space.sm, fontSize: t.fontSizes.small },
                  })}
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          {more.length > 0 && (
            <ul
              css={t => ({
                display: "grid",
                margin: 0,
                padding: 0,
                listStyle: "none",
                [t.mq.lg]: { display: "none" },
              })}
            >
              {more.map((link, index) => (
                <li key={index}>
                  <SmartLink
                    to={link.to}
                    aria-current={currentIn(link.to, here)}
                    onClick={close}
                    css={t => ({
                      display: "flex",
                      alignItems: "center",
                      minHeight: t.sizes.touch,
                      textDecoration: "none",
                      color: t.colors.inkSoft,
                      fontSize: t.fontSizes.small,
                      fontWeight: t.fontWeights.medium,
                      letterSpacing: t.letterSpacings.button,
                      textTransform: "uppercase",
                      "&[aria-current]": { color: t.colors.goldDeep },
                      "&:hover": { color: t.colors.goldDeep },
                    })}
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
          <ul
            css={t => ({
              display: "grid",
              gap: t.space.xxs,
              margin: 0,
              marginTop: "auto",
              padding: `${t.space.lg} 0 0`,
              borderTop: t.borders.hairline,
              listStyle: "none",
              "& a:not([data-booking])": {
                display: "inline-flex",
                alignItems: "center",
                gap: t.space.xs,
                minHeight: t.sizes.touch,
                textDecoration: "none",
              },
              [t.mq.lg]: { display: "none" },
            })}
          >
            <li>
              <a href={whatsappHref(messagePath, site.whatsapp)} target="_blank" rel="noopener">
                <Icon name="chat" />
                {site.whatsapp.label}
              </a>
            </li>
            <li>
              <a href={telHref(site.phone.e164)}>
                <Icon name="phone" />
                {phoneText(site.phone.display)}
              </a>
            </li>
            {__BOOKING__ && (
              <li>
                <BookingButton variant="secondary" css={t => ({ marginTop: t.space.sm })} />
              </li>
            )}
          </ul>
        </div>
        <SmartLink
          to={site.navigation.cta.to}
          css={t => ({
            ...buttonStyles(t, "primary"),
            order: 2,
            marginLeft: "auto",
            paddingInline: t.space.sm,
            fontSize: t.fontSizes.eyebrow,
            whiteSpace: "nowrap",
            [t.mq.sm]: { paddingInline: t.space.md },
            [t.mq.lg]: { order: 4, marginLeft: t.space.sm, paddingInline: t.space.md },
            [t.mq.xl]: { marginLeft: t.space.md, paddingInline: t.space.lg, fontSize: t.fontSizes.small },
          })}
        >
          {site.navigation.cta.label}
        </SmartLink>
      </Container>
    </header>
  )
}
