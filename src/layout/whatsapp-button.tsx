import * as React from "react"
import { whatsappHref } from "../contact/contact-links"
import { pixelsConfigured } from "../tracking/consent"
import { useConsent } from "../tracking/use-consent"
import { Icon } from "../ui/icons"
import { KEEP_CLEAR_SELECTOR } from "../ui/keep-clear"
import { useHydrated } from "../ui/use-hydrated"
import type { SiteSettings } from "../site/use-site-settings"

interface Props {
  site: Pick<SiteSettings, "whatsapp" | "tracking" | "navigation">
  pathname: string
}

/** The strip along the foot of the screen the button stands in, in rem: its height, its offset and a phone's home bar. */
const STRIP = 6

/**
 * On a phone, WhatsApp one tap away on every page, without opening the menu.
 * It waits until the page's first band (the hero and its call to action) has
 * scrolled away, steps aside while the footer (which has the same link and ends
 * every page) or the consent notice is on screen, and while a form, a dialog or
 * any place marked to be kept clear (ui/keep-clear.ts) lies in the strip it
 * stands in, so it never covers a control a visitor is using; and it is not
 * shown on the contact page, whose cards already offer it. It needs no
 * JavaScript to work once shown, but only JavaScript can tell when to show it,
 * so the HTML has none.
 */
export function WhatsappButton({ site, pathname }: Props) {
  const hydrated = useHydrated()
  const pixels = pixelsConfigured(site.tracking)
  const { choice, gpc } = useConsent(pixels)
  const [covered, setCovered] = React.useState({ start: true, footer: false, form: false })
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

    // The places kept clear that lie in the strip, watched afresh when the screen changes height, and
    // those a page adds later (a form's fallback, a dialog) as they arrive.
    const inStrip = new Set<Element>()
    let strip: IntersectionObserver | undefined
    const report = () =>
      setCovered(current =>
        current.form === inStrip.size > 0 ? current : { ...current, form: inStrip.size > 0 }
      )
    // Observing a place twice is once; one taken away is reported out of the strip.
    const observeAll = () =>
      document.querySelectorAll(KEEP_CLEAR_SELECTOR).forEach(place => strip?.observe(place))
    const watch = () => {
      strip?.disconnect()
      inStrip.clear()
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
      strip = new IntersectionObserver(
        entries => {
          for (const { target, isIntersecting } of entries)
            if (isIntersecting) inStrip.add(target)
            else inStrip.delete(target)
          report()
        },
        { rootMargin: `${Math.min(0, STRIP * rem - window.innerHeight)}px 0px 0px` }
      )
      observeAll()
    }
    watch()
    const arrivals = new MutationObserver(observeAll)
    arrivals.observe(document.body, { childList: true, subtree: true })
    window.addEventListener("resize", watch)
    return () => {
      observer.disconnect()
      strip?.disconnect()
      arrivals.disconnect()
      window.removeEventListener("resize", watch)
    }
  }, [hydrated, onContactPage, pathname])

  const noticeOpen = pixels && choice === null && !gpc
  if (!hydrated || onContactPage || noticeOpen || covered.start || covered.footer || covered.form) return null
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
