import { screen, within } from "@testing-library/react"
import { Footer } from "../../../src/layout/footer"
import { siteSettings } from "../../fixtures/site-settings"
import { renderWithTheme } from "../support/render-with-theme"

/* The footer: every page reachable, every way to reach the atelier working. */

const renderFooter = (pathname = "/") => renderWithTheme(<Footer site={siteSettings} pathname={pathname} />)

describe("Footer", () => {
  it("offers the contact page, WhatsApp, the phone and the map under Connect", () => {
    renderFooter()

    const connect = screen.getByRole("region", { name: "Say Hello" })
    expect(within(connect).getByRole("link", { name: "Write to the Studio" })).toHaveAttribute(
      "href",
      "/contact-us/"
    )
    expect(within(connect).getByRole("link", { name: "WhatsApp" })).toBeInTheDocument()
    expect(within(connect).getByRole("link", { name: /^\+65\s6000\s1234$/ })).toBeInTheDocument()
    expect(within(connect).getByRole("link", { name: /8 Example Lane/ })).toBeInTheDocument()
  })

  it("links the address to a map search, with 'Glass bench visits by arrangement' beside it", () => {
    renderFooter()

    const map = screen.getByRole("link", { name: "8 Example Lane, #02-01, Singapore 069000" })
    const href = new URL(map.getAttribute("href") ?? "")
    expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/")
    expect(href.searchParams.get("api")).toBe("1")
    expect(href.searchParams.get("query")).toBe("8 Example Lane, #02-01, Singapore 069000")
    expect(map.closest("li")).toHaveTextContent("Glass bench visits by arrangement")
  })

  it("shows a link or profile an editor lists twice twice, without React's warning about two children of one key", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const [link] = siteSettings.footer.explore.links
    const [profile] = siteSettings.social
    const site = {
      ...siteSettings,
      footer: { ...siteSettings.footer, explore: { ...siteSettings.footer.explore, links: [link, link] } },
      social: [profile, profile],
    }
    renderWithTheme(<Footer site={site} pathname="/" />)
    expect(screen.getAllByRole("link", { name: link.label })).toHaveLength(2)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("links every social profile in the settings, in order, each named for screen readers", () => {
    renderFooter()

    const social = screen.getByRole("navigation", { name: "Social media" })
    const links = within(social).getAllByRole("link")
    expect(links.map(link => link.getAttribute("aria-label") ?? link.textContent)).toEqual([
      "Maison Verre on Instagram",
      "Maison Verre on Facebook",
      "Maison Verre on TikTok",
    ])
    expect(within(social).getByRole("link", { name: "Maison Verre on TikTok" })).toHaveAttribute(
      "href",
      "https://www.tiktok.com/@maisonverre"
    )
    for (const link of links) expect(link.getAttribute("rel")).toContain("me")
  })

  it("shows the copyright year and the legal name", () => {
    renderFooter()

    const copyright = screen.getByText(/^©/)
    expect(copyright).toHaveTextContent(/^© 2025 Maison Verre Pte\. Ltd\./)
    expect(copyright).toHaveTextContent(/All rights reserved\.$/)
  })

  it("does not double the full stop after a legal name that ends in one", () => {
    renderFooter()

    expect(screen.getByText(/^©/)).toHaveTextContent("© 2025 Maison Verre Pte. Ltd. All rights reserved.")
  })

  it("takes every fact from the site settings, not from code", () => {
    renderWithTheme(
      <Footer
        site={{
          ...siteSettings,
          copyrightYear: 2026,
          phone: { display: "+65 6123 4567", e164: "+6561234567" },
          social: [{ network: "instagram", url: "https://www.instagram.com/other" }],
        }}
        pathname="/"
      />
    )

    expect(screen.getByText(/^©/)).toHaveTextContent("© 2026")
    expect(screen.getByRole("link", { name: /^\+65\s6123\s4567$/ })).toHaveAttribute(
      "href",
      "tel:+6561234567"
    )
    expect(screen.getByRole("link", { name: "Maison Verre on Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/other"
    )
  })
})
