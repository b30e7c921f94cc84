import * as React from "react"
import { whatsappHref } from "../contact/contact-links"
import { pixelsConfigured } from "../tracking/consent"
import { useConsent } from "../tracking/use-consent"
import { Icon } from "../ui/icons"
import { useHydrated } from "../ui/use-hydrated"
import type { SiteSettings } from "../site/use-site-settings"

interface Props {
  site: Pick<SiteSettings, "whatsapp" | "tracking" | "navigation">
  pathname: string
}

/**
 * On a phone, WhatsApp one tap away on every page, without opening the menu.
 * It waits until the page's first band (the hero and its call to action) has
 * scrolled away, steps aside while the footer (which has the same link) or the
 * consent notice is on screen, and is not shown on the contact page, whose
 * cards already offer it. It needs no JavaScript to work once shown, but only
 * JavaScript can tell when to show it, so the HTML has none.
 */
export function WhatsappButton({ site, pathname }: Props) {
  const hydrated = useHydrated()
  const pixels = pixelsConfigured(site.tracking)
  const { choice, gpc } = useConsent(pixels)
  const [covered, setCovered] = React.useState({ start: true, footer: false })
  const onContactPage = pathname === site.navigation.cta.to

  React.useEffect(() => {
    if (!hydrated || onContactPage) return undefined
    const start = document.querySelector("main > :first-child")
    const footer = document.querySelector("body footer")
    const observer = new IntersectionObserver(entries => {
      for (const entry of entries)
        setCovered(current => ({
          ...current,
          [entry.target === footer ? "footer" : "start"]: entry.isIntersecting,
        }))
    })
    for (const target of [start, footer]) if (target) observer.observe(target)
    return () => observer.disconnect()
  }, [hydrated, onContactPage, pathname])

  const noticeOpen = pixels && choice === null && !gpc
  if (!hydrated || onContactPage || noticeOpen || covered.start || covered.footer) return null
  return (
    <a
      href={whatsappHref(pathname, site.whatsapp)}
      target="_blank"
      rel="noopener"
      data-whatsapp-button=""
      css={t => ({
        position: "fixed",
        right: t.space.gutter,
        bottom: `calc(${t.space.md} + env(safe-area-inset-bottom, 0px))`,
        zIndex: t.zIndices.floating,
        display: "inline-flex",
        alignItems: "center",
        gap: t.space.xs,
        minHeight: t.sizes.touch,
        paddingInline: t.space.md,
        borderRadius: t.radii.pill,
        background: t.colors.ink,
        color: t.colors.ivory,
        fontWeight: t.fontWeights.semibold,
        textDecoration: "none",
        boxShadow: t.shadows.lifted,
        ":focus-visible": { outline: t.focus.ringOnDark, outlineOffset: "2px" },
        [t.mq.lg]: { display: "none" },
      })}
    >
      <Icon name="chat" />
      Chat on {site.whatsapp.label}
    </a>
  )
}
