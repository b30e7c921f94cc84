import { META_SCRIPT } from "../../../src/providers/meta"
import { TIKTOK_SCRIPT } from "../../../src/providers/tiktok"
import { IDS, cleanWindow, runIdleWorkAtOnce } from "../support/fresh-page"

/*
 * Exactly one PageView per pixel per page shown, only with consent, never
 * with Global Privacy Control. Each test is a fresh page load: the tracking
 * and consent modules are loaded anew (the consent module remembers a choice
 * for the life of the page) and resetTracking() runs after each test.
 */

type PageViews = typeof import("../../../src/tracking/page-views")
type Consent = typeof import("../../../src/tracking/consent")

let tracking: PageViews
let consent: Consent

runIdleWorkAtOnce()

beforeEach(() => {
  cleanWindow()
  jest.resetModules()
  tracking = require("../../../src/tracking/page-views") as PageViews
  consent = require("../../../src/tracking/consent") as Consent
})

afterEach(() => {
  tracking.resetTracking()
  cleanWindow()
})

const same = (a: unknown, b: unknown[]) =>
  Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i])
const metaCalls = (...args: unknown[]) => (window.fbq?.queue ?? []).filter(entry => same(entry, args)).length
const metaPageViews = () => metaCalls("track", "PageView")
const tiktokCalls = (method: string) =>
  (window.ttq ? Array.from(window.ttq) : []).filter(entry => Array.isArray(entry) && entry[0] === method)
    .length
const tiktokPageViews = () => tiktokCalls("page")
const scripts = (prefix: string) =>
  Array.from(document.head.querySelectorAll("script")).filter(s => s.src.startsWith(prefix))

describe("page views with both pixels configured (notice mode)", () => {
  it("records exactly one PageView per pixel per page, and adds each vendor script once", () => {
    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    tracking.recordPageView()
    tracking.recordPageView()

    expect(metaPageViews()).toBe(3)
    expect(tiktokPageViews()).toBe(3)
    expect(scripts(META_SCRIPT)).toHaveLength(1)
    expect(scripts(TIKTOK_SCRIPT)).toHaveLength(1)
  })

  it("initialises each pixel with its id, once", () => {
    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    tracking.recordPageView()

    expect(metaCalls("init", IDS.metaPixelId)).toBe(1)
    // Automatic event collection off first, then the pixel starts.
    expect(window.fbq?.queue.slice(0, 2)).toEqual([
      ["set", "autoConfig", false, IDS.metaPixelId],
      ["init", IDS.metaPixelId],
    ])
    const src = new URL(scripts(TIKTOK_SCRIPT)[0].src)
    expect(src.searchParams.get("sdkid")).toBe(IDS.tiktokPixelId)
    expect(scripts(META_SCRIPT)[0].async).toBe(true)
  })

  it("counts a page shown before the ids arrive once, after startTracking", () => {
    tracking.recordPageView()
    expect(window.fbq).toBeUndefined()

    tracking.startTracking({ ...IDS, consentMode: "notice" })

    expect(metaPageViews()).toBe(1)
    expect(tiktokPageViews()).toBe(1)
  })

  it("counts the first page and later route changes, whichever of start and record comes first", () => {
    tracking.recordPageView()
    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    tracking.recordPageView()

    expect(metaPageViews()).toBe(3)
    expect(tiktokPageViews()).toBe(3)
  })

  it("does not count a page twice when startTracking runs again (effect re-run)", () => {
    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    tracking.startTracking({ ...IDS, consentMode: "notice" })

    expect(metaPageViews()).toBe(1)
    expect(tiktokPageViews()).toBe(1)
    expect(scripts(META_SCRIPT)).toHaveLength(1)
  })

  it("switches off Meta's own history listener before init, so a route change is never counted twice", () => {
    let disabledAtInit: boolean | undefined
    let stored: Window["fbq"]
    Object.defineProperty(window, "fbq", {
      configurable: true,
      get: () => stored,
      set: (fbq: NonNullable<Window["fbq"]>) => {
        stored = fbq
        const push = fbq.queue.push.bind(fbq.queue)
        fbq.queue.push = (...entries: unknown[]) => {
          if (entries.some(entry => Array.isArray(entry) && entry[0] === "init"))
            disabledAtInit = fbq.disablePushState
          return push(...entries)
        }
      },
    })

    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()

    expect(disabledAtInit).toBe(true)
    expect(window.fbq?.disablePushState).toBe(true)
  })
})

describe("only the configured pixels", () => {
  it("adds no script and no globals without ids", () => {
    tracking.startTracking({ metaPixelId: null, tiktokPixelId: null, consentMode: "notice" })
    tracking.recordPageView()

    expect(document.head.querySelectorAll("script")).toHaveLength(0)
    expect(window.fbq).toBeUndefined()
    expect(window._fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()
  })

  it("treats empty ids as none", () => {
    tracking.startTracking({ metaPixelId: "", tiktokPixelId: "", consentMode: "notice" })
    tracking.recordPageView()

    expect(document.head.querySelectorAll("script")).toHaveLength(0)
    expect(window.fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()
  })

  it("loads Meta alone when only its id is set", () => {
    tracking.startTracking({ metaPixelId: IDS.metaPixelId, tiktokPixelId: null, consentMode: "notice" })
    tracking.recordPageView()

    expect(metaPageViews()).toBe(1)
    expect(scripts(META_SCRIPT)).toHaveLength(1)
    expect(scripts(TIKTOK_SCRIPT)).toHaveLength(0)
    expect(window.ttq).toBeUndefined()
  })

  it("loads TikTok alone when only its id is set", () => {
    tracking.startTracking({ metaPixelId: null, tiktokPixelId: IDS.tiktokPixelId, consentMode: "notice" })
    tracking.recordPageView()

    expect(tiktokPageViews()).toBe(1)
    expect(scripts(TIKTOK_SCRIPT)).toHaveLength(1)
    expect(scripts(META_SCRIPT)).toHaveLength(0)
    expect(window.fbq).toBeUndefined()
  })
})

describe("consent", () => {
  it("opt-in: nothing loads until the visitor accepts, then exactly one PageView for the current page", () => {
    tracking.startTracking({ ...IDS, consentMode: "opt-in" })
    tracking.recordPageView()
    tracking.recordPageView()

    expect(document.head.querySelectorAll("script")).toHaveLength(0)
    expect(window.fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()

    consent.saveChoice("granted")

    expect(metaPageViews()).toBe(1)
    expect(tiktokPageViews()).toBe(1)
    expect(scripts(META_SCRIPT)).toHaveLength(1)
    expect(scripts(TIKTOK_SCRIPT)).toHaveLength(1)

    tracking.recordPageView()
    expect(metaPageViews()).toBe(2)
    expect(tiktokPageViews()).toBe(2)
  })

  it("opt-in: a choice stored on an earlier visit counts the first page straight away", () => {
    window.localStorage.setItem("ad-consent", "granted")

    tracking.recordPageView()
    tracking.startTracking({ ...IDS, consentMode: "opt-in" })

    expect(metaPageViews()).toBe(1)
    expect(tiktokPageViews()).toBe(1)
  })

  it("a stored decline loads nothing, in either mode", () => {
    window.localStorage.setItem("ad-consent", "denied")

    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()

    expect(document.head.querySelectorAll("script")).toHaveLength(0)
    expect(window.fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()
  })

  it("declining after pixels loaded revokes consent with both and counts no further pages", () => {
    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    expect(metaPageViews()).toBe(1)

    consent.saveChoice("denied")
    tracking.recordPageView()
    tracking.recordPageView()

    expect(metaCalls("consent", "revoke")).toBe(1)
    expect(tiktokCalls("revokeConsent")).toBe(1)
    expect(metaPageViews()).toBe(1)
    expect(tiktokPageViews()).toBe(1)
  })

  it("accepting again grants consent and resumes counting, without recounting pages seen while declined", () => {
    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    consent.saveChoice("denied")
    tracking.recordPageView()

    consent.saveChoice("granted")

    expect(metaCalls("consent", "grant")).toBe(1)
    expect(tiktokCalls("grantConsent")).toBe(1)
    // The page on screen when the visitor accepts is counted once.
    expect(metaPageViews()).toBe(2)
    tracking.recordPageView()
    expect(metaPageViews()).toBe(3)
    expect(tiktokPageViews()).toBe(3)
  })

  it("Global Privacy Control: nothing loads, even with 'granted' stored", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })
    window.localStorage.setItem("ad-consent", "granted")

    tracking.startTracking({ ...IDS, consentMode: "notice" })
    tracking.recordPageView()
    consent.saveChoice("granted")
    tracking.recordPageView()

    expect(document.head.querySelectorAll("script")).toHaveLength(0)
    expect(window.fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()
  })

  it("stops listening for consent changes after resetTracking", () => {
    tracking.startTracking({ ...IDS, consentMode: "opt-in" })
    tracking.recordPageView()
    tracking.resetTracking()

    consent.saveChoice("granted")

    expect(window.fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()
  })
})

describe("a blocked or broken pixel", () => {
  it("never throws into the page", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const broken = Object.assign(
      () => {
        throw new Error("blocked")
      },
      { queue: [] as unknown[] }
    )
    Object.defineProperty(window, "fbq", { value: broken, configurable: true, writable: true })
    try {
      tracking.startTracking({ metaPixelId: IDS.metaPixelId, tiktokPixelId: null, consentMode: "notice" })
      expect(() => tracking.recordPageView()).not.toThrow()
      expect(warn).toHaveBeenCalledWith("Meta pixel failed", expect.any(Error))
    } finally {
      warn.mockRestore()
    }
  })

  it("does not cost the other pixel its page view", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const broken = Object.assign(
      () => {
        throw new Error("blocked")
      },
      { queue: [] as unknown[] }
    )
    Object.defineProperty(window, "fbq", { value: broken, configurable: true, writable: true })
    try {
      tracking.startTracking({ ...IDS, consentMode: "notice" })
      tracking.recordPageView()
      expect(tiktokPageViews()).toBe(1)
    } finally {
      warn.mockRestore()
    }
  })
})
