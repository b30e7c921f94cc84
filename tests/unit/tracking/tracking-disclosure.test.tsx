import { screen } from "@testing-library/react"
import { TrackingDisclosure } from "../../../src/tracking/tracking-disclosure"
import { renderWithTheme } from "../support/render-with-theme"

/*
 * The privacy page's account of advertising pixels and consent, written from
 * the same settings that decide which pixels load. These tests read it as a
 * visitor would: which companies are named, what happens by default, and
 * which buttons the text tells them to press.
 */

const META_ID = "1234567890123456"
const TIKTOK_ID = "C0TESTPIXEL01"
const labels = { accept: "Take them", decline: "Leave them" }

afterEach(() => {
  window.localStorage.clear()
  Reflect.deleteProperty(navigator, "globalPrivacyControl")
})

interface PixelCase {
  pixels: string
  metaPixelId: string | null
  tiktokPixelId: string | null
  /** What a reader must find, and must not find, in the text. */
  named: string[]
  unnamed: string[]
}

const pixelCases: PixelCase[] = [
  { pixels: "no pixel", metaPixelId: null, tiktokPixelId: null, named: [], unnamed: ["Meta", "TikTok"] },
  {
    pixels: "only the Meta Pixel",
    metaPixelId: META_ID,
    tiktokPixelId: null,
    named: ["Meta Pixel", "Meta Platforms"],
    unnamed: ["TikTok"],
  },
  {
    pixels: "only the TikTok Pixel",
    metaPixelId: null,
    tiktokPixelId: TIKTOK_ID,
    named: ["TikTok Pixel"],
    unnamed: ["Meta"],
  },
  {
    pixels: "both pixels",
    metaPixelId: META_ID,
    tiktokPixelId: TIKTOK_ID,
    named: ["Meta Pixel", "Meta Platforms", "TikTok Pixel"],
    unnamed: [],
  },
]

const cases = pixelCases.flatMap(pixelCase =>
  (["notice", "opt-in"] as const).map(consentMode => ({ ...pixelCase, consentMode }))
)

const paragraphs = () => screen.getAllByRole("paragraph").map(p => p.textContent ?? "")
const text = () => paragraphs().join("\n")

describe("TrackingDisclosure", () => {
  test.each(cases)(
    "$pixels, $consentMode mode",
    ({ metaPixelId, tiktokPixelId, consentMode, named, unnamed }) => {
      renderWithTheme(
        <TrackingDisclosure tracking={{ metaPixelId, tiktokPixelId, consentMode }} labels={labels} />
      )

      expect(paragraphs().length).toBeGreaterThan(0)
      expect(paragraphs().length).toBeLessThanOrEqual(4)
      for (const name of named) expect(text()).toContain(name)
      for (const name of unnamed) expect(text()).not.toMatch(new RegExp(`\\b${name}\\b`, "i"))
      expect(text()).not.toMatch(/session|recording|clarity|analytics/i)

      if (named.length === 0) {
        expect(text()).toContain(
          "This site runs no advertising pixel at the moment, sets no advertising cookie and shows no consent notice."
        )
        expect(text()).toContain("If that changes, this page will name each pixel")
        expect(text()).toContain("the choice below will apply")
        expect(text()).not.toMatch(/Global Privacy Control|GPC/)
        expect(text()).not.toContain("unless you choose")
        expect(text()).not.toContain("Until you choose")
        return
      }

      const both = named.includes("Meta Pixel") && named.includes("TikTok Pixel")
      expect(text()).toContain(both ? "We use two advertising pixels" : "We use one advertising pixel")
      expect(text()).toMatch(
        /records? which pages you visit so that we can measure how well our advertising works/
      )
      expect(text()).toMatch(/uses? cookies/)
      expect(text()).toContain("under its own privacy policy")
      expect(text()).toContain("with the buttons “Take them” and “Leave them”")
      if (consentMode === "notice") {
        expect(text()).toContain(
          `${both ? "The pixels run" : "The pixel runs"} unless you choose “Leave them”`
        )
        expect(text()).not.toContain("Until you choose")
      } else {
        expect(text()).toContain(
          `Until you choose “Take them”, ${both ? "the pixels stay" : "the pixel stays"} off`
        )
        expect(text()).not.toContain("unless you choose")
      }
      expect(text()).toContain(
        "If your browser sends a Global Privacy Control (GPC) signal, we treat it as a decline"
      )
      expect(text()).toContain("whatever you chose before")
      expect(text()).toContain("local storage")
      expect(text()).toContain("with the control below")
    }
  )

  test.each(["notice", "opt-in"] as const)(
    "quotes the consent notice's own button labels (%s mode)",
    consentMode => {
      renderWithTheme(
        <TrackingDisclosure
          tracking={{ metaPixelId: META_ID, tiktokPixelId: TIKTOK_ID, consentMode }}
          labels={{ accept: "Allow", decline: "No thanks" }}
        />
      )

      expect(text()).toContain("with the buttons “Allow” and “No thanks”")
      expect(text()).toContain(
        consentMode === "notice"
          ? "The pixels run unless you choose “No thanks”"
          : "Until you choose “Allow”, the pixels stay off"
      )
      expect(text()).not.toMatch(/“Take them”|“Leave them”/)
    }
  )

  it("treats an empty pixel id as no pixel, as the loader does", () => {
    renderWithTheme(
      <TrackingDisclosure
        tracking={{ metaPixelId: "", tiktokPixelId: TIKTOK_ID, consentMode: "notice" }}
        labels={labels}
      />
    )

    expect(text()).toContain("We use one advertising pixel: the TikTok Pixel from TikTok.")
    expect(text()).not.toMatch(/\bMeta\b/)
  })

  it("reads nothing from the browser, so the built HTML and the hydrated page agree", () => {
    const tracking = { metaPixelId: META_ID, tiktokPixelId: null, consentMode: "opt-in" }
    const fresh = renderWithTheme(<TrackingDisclosure tracking={tracking} labels={labels} />)
    const html = fresh.container.innerHTML
    fresh.unmount()
    window.localStorage.setItem("ad-consent", "granted")
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })

    const { container } = renderWithTheme(<TrackingDisclosure tracking={tracking} labels={labels} />)

    expect(container.innerHTML).toBe(html)
  })
})
