import * as React from "react"
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
  site: Pick<SiteSettings, "name" | "shortName" | "nameWidth" | "shortNameWidth" | "logo" | "navigation">
  pathname: string
}

const PANEL_ID = "site-menu"

/** Sticky bar: brand, page links (a toggled menu on small screens) and the contact button. */
export function Navbar({ site, pathname }: Props) {
  const { open, buttonRef, toggle, close } = useDisclosure(pathname)
  // The toggle needs React; until then it is inert rather than silently ignoring taps.
  const hydrated = useHydrated()
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
            background: "transparent",
            color: t.colors.ink,
            cursor: "pointer",
            ":disabled": { cursor: "progress" },
            [t.mq.lg]: { display: "none" },
          })}
        >
          <Icon name={open ? "close" : "menu"} title={open ? "Close menu" : "Open menu"} />
        </button>
        <ul
          id={PANEL_ID}
          data-menu-panel
          css={t => ({
            display: open ? "flex" : "none",
            flexDirection: "column",
            position: "absolute",
            insetInline: 0,
            top: "100%",
            margin: 0,
            padding: `${t.space.md} ${t.space.gutter} ${t.space.lg}`,
            listStyle: "none",
            background: t.colors.ivory,
            borderBottom: t.borders.hairline,
            boxShadow: t.shadows.soft,
            [t.mq.lg]: {
              display: "flex",
              flexDirection: "row",
              position: "static",
              gap: t.space.xs,
              marginLeft: "auto",
              padding: 0,
              border: "none",
              boxShadow: "none",
              background: "transparent",
            },
          })}
        >
          {site.navigation.links.map((link, index) => (
            <li key={index}>
              <SmartLink
                to={link.to}
                aria-current={link.to === canonicalPath(pathname) ? "page" : undefined}
                onClick={close}
                css={t => ({
                  display: "flex",
                  alignItems: "center",
                  minHeight: t.sizes.touch,
                  paddingInline: t.space.sm,
                  textDecoration: "none",
                  fontSize: t.fontSizes.small,
                  fontWeight: t.fontWeights.medium,
                  letterSpacing: t.letterSpacings.button,
                  textTransform: "uppercase",
                  "&[aria-current='page']": { color: t.colors.goldDeep },
                  "&:hover": { color: t.colors.goldDeep },
                })}
              >
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
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
            [t.mq.lg]: {
              order: 4,
              marginLeft: t.space.md,
              paddingInline: t.space.lg,
              fontSize: t.fontSizes.small,
            },
          })}
        >
          {site.navigation.cta.label}
        </SmartLink>
      </Container>
    </header>
  )
}
