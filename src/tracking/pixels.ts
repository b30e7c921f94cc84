import { META_SCRIPT } from "../providers/meta"
import { TIKTOK_SCRIPT } from "../providers/tiktok"

/*
 * The Meta and TikTok base snippets, rewritten as typed functions. They differ
 * from the vendors' copies in three ways: neither fires a PageView of its own
 * (page-views.ts does, once per page), Meta's own history listener is
 * switched off, so a client-side navigation is never counted twice, and so is
 * Meta's automatic event collection, so the pixel sends only what the privacy
 * page names.
 */

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push: Fbq
  loaded: boolean
  version: string
  disablePushState?: boolean
}

type Ttq = unknown[] & {
  methods: string[]
  page: () => void
  track: (event: string, params: object, options: { event_id: string }) => void
  load: (id: string) => void
  holdConsent: () => void
  grantConsent: () => void
  revokeConsent: () => void
  _i?: Record<string, unknown>
  [method: string]: unknown
}

declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
    ttq?: Ttq
    TiktokAnalyticsObject?: string
  }
}

function addScript(src: string): void {
  const script = document.createElement("script")
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

export function loadMetaPixel(id: string): void {
  if (window.fbq) return
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as Fbq
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = "2.0"
  fbq.queue = []
  fbq.disablePushState = true
  window.fbq = fbq
  window._fbq = window._fbq ?? fbq
  addScript(META_SCRIPT)
  // Automatic event collection (button clicks, page metadata) would send more than the privacy
  // page says; it must be switched off before init.
  fbq("set", "autoConfig", false, id)
  fbq("init", id)
}

const TIKTOK_METHODS = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
]

export function loadTiktokPixel(id: string): void {
  if (window.ttq) return
  window.TiktokAnalyticsObject = "ttq"
  const ttq = [] as unknown as Ttq
  const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
    target[method] = (...args: unknown[]) => {
      target.push([method, ...args])
    }
  }
  ttq.methods = TIKTOK_METHODS
  TIKTOK_METHODS.forEach(method => defer(ttq, method))
  ttq.instance = (name: string) => {
    const instance = (ttq._i?.[name] ?? []) as unknown[] & Record<string, unknown>
    TIKTOK_METHODS.forEach(method => defer(instance, method))
    return instance
  }
  // The fields events.js reads when it arrives, as the vendor's ttq.load sets them.
  const queue = [] as unknown[] & { _u?: string }
  queue._u = TIKTOK_SCRIPT
  ttq._i = { [id]: queue }
  ttq._t = { [id]: Date.now() }
  ttq._o = { [id]: {} }
  window.ttq = ttq
  addScript(`${TIKTOK_SCRIPT}?sdkid=${encodeURIComponent(id)}&lib=ttq`)
}
