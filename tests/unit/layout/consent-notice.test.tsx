import type * as React from "react"
import { siteSettings } from "../../fixtures/site-settings"

/*
 * The advertising-cookie notice. The consent module remembers a choice for
 * the life of the page, so each test loads a fresh copy of the modules, as a
 * fresh page load would (React and Testing Library included, so they match).
 */

type Rtl = typeof import("@testing-library/react/pure")

// The shipped site.yaml has no pixel ids; the notice only appears once one is configured.
const withPixels = {
  ...siteSettings.tracking,
  metaPixelId: "1234567890123456",
  tiktokPixelId: "C0TESTPIXEL01",
}

let rtl: Rtl
let render: (tracking?: typeof siteSettings.tracking) => void
let renderWithSettings: () => void

beforeEach(() => {
  jest.resetModules()
  window.localStorage.clear()
  // The "pure" entry registers no hooks of its own (this runs inside beforeEach); cleanup is done below.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  rtl = require("@testing-library/react/pure") as Rtl
  const react = require("react") as typeof React
  const { ThemeProvider } = require("@emotion/react") as typeof import("@emotion/react")
  const { theme } = require("../../../src/theme/tokens") as typeof import("../../../src/theme/tokens")
  const { ConsentNotice } =
    require("../../../src/layout/consent-notice") as typeof import("../../../src/layout/consent-notice")
  const { ConsentSettings } =
    require("../../../src/tracking/consent-settings") as typeof import("../../../src/tracking/consent-settings")
  render = (tracking = withPixels) => {
    rtl.render(
      react.createElement(ThemeProvider, {
        theme,
        children: react.createElement(ConsentNotice, { consent: siteSettings.consent, tracking }),
      })
    )
  }
  renderWithSettings = () => {
    rtl.render(
      react.createElement(ThemeProvider, {
        theme,
        children: [
          react.createElement(ConsentSettings, { key: "settings", tracking: withPixels }),
          react.createElement(ConsentNotice, {
            key: "notice",
            consent: siteSettings.consent,
            tracking: withPixels,
          }),
        ],
      })
    )
  }
})

afterEach(() => {
  rtl.cleanup()
  window.localStorage.clear()
  Reflect.deleteProperty(navigator, "globalPrivacyControl")
})

// jsdom cannot navigate; keep the privacy link from trying.
const preventNavigation = (event: MouseEvent) => event.preventDefault()
beforeAll(() => document.addEventListener("click", preventNavigation))
afterAll(() => document.removeEventListener("click", preventNavigation))

const notice = () => rtl.screen.queryByRole("region", { name: "Advertising cookies" })

describe("ConsentNotice", () => {
  it("is shown when the visitor has not chosen, with the message, both buttons and the privacy link", () => {
    render()

    const region = notice()
    expect(region).toBeInTheDocument()
    const within = rtl.within(region as HTMLElement)
    expect(within.getByText(/Test pixels from Meta and TikTok would count/)).toBeInTheDocument()
    expect(within.getByRole("button", { name: "Take them" })).toBeInTheDocument()
    expect(within.getByRole("button", { name: "Leave them" })).toBeInTheDocument()
    expect(within.getByRole("link", { name: "How the studio keeps secrets" })).toHaveAttribute(
      "href",
      "/privacy/"
    )
  })

  it("Accept stores 'granted' under 'ad-consent' and hides the notice", () => {
    render()

    rtl.fireEvent.click(rtl.screen.getByRole("button", { name: "Take them" }))

    expect(window.localStorage.getItem("ad-consent")).toBe("granted")
    expect(notice()).not.toBeInTheDocument()
  })

  it("Decline stores 'denied' under 'ad-consent' and hides the notice", () => {
    render()

    rtl.fireEvent.click(rtl.screen.getByRole("button", { name: "Leave them" }))

    expect(window.localStorage.getItem("ad-consent")).toBe("denied")
    expect(notice()).not.toBeInTheDocument()
  })

  it.each(["granted", "denied"])("stays hidden on later visits once the visitor has chosen (%s)", choice => {
    window.localStorage.setItem("ad-consent", choice)

    render()

    expect(notice()).not.toBeInTheDocument()
  })

  it("is shown again when the stored value is not a valid choice", () => {
    window.localStorage.setItem("ad-consent", "maybe")

    render()

    expect(notice()).toBeInTheDocument()
  })

  it("is hidden when the browser sends Global Privacy Control, and nothing is stored", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })

    render()

    expect(notice()).not.toBeInTheDocument()
    expect(window.localStorage.getItem("ad-consent")).toBeNull()
  })

  it("still hides after a choice when storage is blocked (the choice holds for this page)", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    try {
      render()
      rtl.fireEvent.click(rtl.screen.getByRole("button", { name: "Leave them" }))

      expect(notice()).not.toBeInTheDocument()
    } finally {
      setItem.mockRestore()
    }
  })
})

describe("ConsentSettings on the privacy page", () => {
  it("changes the choice, says so, and hides the notice that shares it", () => {
    renderWithSettings()
    expect(notice()).toBeInTheDocument()
    expect(
      rtl.screen.getByText("You have not chosen yet, so advertising pixels run until you decline.")
    ).toBeInTheDocument()

    rtl.fireEvent.click(rtl.screen.getByRole("button", { name: "Accept advertising cookies" }))

    expect(rtl.screen.getByText("You have accepted advertising cookies.")).toBeInTheDocument()
    expect(rtl.screen.getByRole("button", { name: "Accept advertising cookies" })).toHaveAttribute(
      "aria-pressed",
      "true"
    )
    expect(window.localStorage.getItem("ad-consent")).toBe("granted")
    expect(notice()).not.toBeInTheDocument()
  })

  it("lets a visitor who accepted in the notice decline later", () => {
    renderWithSettings()
    rtl.fireEvent.click(rtl.screen.getByRole("button", { name: "Take them" }))

    rtl.fireEvent.click(rtl.screen.getByRole("button", { name: "Decline advertising cookies" }))

    expect(window.localStorage.getItem("ad-consent")).toBe("denied")
    expect(rtl.screen.getByText("You have declined advertising cookies.")).toBeInTheDocument()
    expect(rtl.screen.getByRole("button", { name: "Decline advertising cookies" })).toHaveAttribute(
      "aria-pressed",
      "true"
    )
    expect(rtl.screen.getByRole("button", { name: "Accept advertising cookies" })).toHaveAttribute(
      "aria-pressed",
      "false"
    )
  })
})

describe("without any pixel configured", () => {
  it("shows no notice at all, and the privacy page says no pixel runs", () => {
    const react = require("react") as typeof React
    const { ThemeProvider } = require("@emotion/react") as typeof import("@emotion/react")
    const { theme } = require("../../../src/theme/tokens") as typeof import("../../../src/theme/tokens")
    const { ConsentNotice } =
      require("../../../src/layout/consent-notice") as typeof import("../../../src/layout/consent-notice")
    const { ConsentSettings } =
      require("../../../src/tracking/consent-settings") as typeof import("../../../src/tracking/consent-settings")
    rtl.render(
      react.createElement(ThemeProvider, {
        theme,
        children: [
          react.createElement(ConsentSettings, { key: "settings", tracking: siteSettings.tracking }),
          react.createElement(ConsentNotice, {
            key: "notice",
            consent: siteSettings.consent,
            tracking: siteSettings.tracking,
          }),
        ],
      })
    )
    expect(notice()).toBeNull()
    expect(rtl.screen.getByRole("group", { name: "Your advertising-cookie choice" })).toHaveTextContent(
      /runs no advertising pixels/
    )
  })

  it("does not read the stored choice for the notice, which has nothing to ask", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem")
    try {
      render(siteSettings.tracking)
      expect(getItem).not.toHaveBeenCalled()
      rtl.cleanup()

      render()
      expect(getItem).toHaveBeenCalledWith("ad-consent")
    } finally {
      getItem.mockRestore()
    }
  })
})
