import { fireEvent, screen, within } from "@testing-library/react"
import { Navbar } from "../../../src/layout/navbar"
import { siteSettings } from "../../fixtures/site-settings"
import { renderWithTheme } from "../support/render-with-theme"

/*
 * The sticky bar and its small-screen menu: a disclosure button that says
 * whether it is open, what it controls, and that gives focus back on Escape.
 */

// jsdom cannot navigate; keep link clicks from trying (React's handlers still run).
const preventNavigation = (event: MouseEvent) => event.preventDefault()
beforeAll(() => document.addEventListener("click", preventNavigation))
afterAll(() => document.removeEventListener("click", preventNavigation))

const renderNavbar = (pathname = "/") => renderWithTheme(<Navbar site={siteSettings} pathname={pathname} />)
const menuButton = () => screen.getByRole("button", { name: /menu/i })

describe("Navbar", () => {
  it("opens on click: aria-expanded becomes true and the button is renamed", () => {
    renderNavbar()

    fireEvent.click(menuButton())

    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
    expect(menuButton()).toHaveAccessibleName("Close menu")
    const list = document.getElementById(menuButton().getAttribute("aria-controls") ?? "")
    expect(list).toBeVisible()
    // The header's pages, then the other pages a couple looks for, then the atelier's WhatsApp and phone.
    expect(
      within(list as HTMLElement)
        .getAllByRole("link")
        .map(link => link.textContent)
    ).toEqual([
      ...siteSettings.navigation.links.map(link => link.label),
      ...(siteSettings.navigation.more ?? []).map(link => link.label),
      siteSettings.whatsapp.label,
      siteSettings.phone.display.replace(/ /g, "\u00a0"),
    ])

    fireEvent.click(menuButton())
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(list).not.toBeVisible()
  })

  it("ignores other keys while open", () => {
    renderNavbar()
    fireEvent.click(menuButton())

    fireEvent.keyDown(document, { key: "Enter" })

    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
  })

  it("does not steal focus on Escape when the menu is closed", () => {
    renderNavbar()
    const contact = screen.getByRole("link", { name: "Write to the Studio" })
    contact.focus()

    fireEvent.keyDown(document, { key: "Escape" })

    expect(document.activeElement).toBe(contact)
  })

  it("marks the current page's link with aria-current='page', and only that one", () => {
    renderNavbar("/engagement-rings/")

    expect(screen.getByRole("link", { name: "Glass Rings", hidden: true })).toHaveAttribute(
      "aria-current",
      "page"
    )
    expect(screen.getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current")
    expect(screen.getByRole("link", { name: "Services", hidden: true })).not.toHaveAttribute("aria-current")
    expect(document.querySelectorAll("[aria-current]")).toHaveLength(1)
  })

  it("marks Home as current on the home page", () => {
    renderNavbar("/")

    expect(screen.getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Maison Verre, home" })).not.toHaveAttribute("aria-current")
  })
})

describe("the brand mark", () => {
  it("is drawn inside the home link, hidden from assistive technology: nothing to fetch", () => {
    renderNavbar()
    const home = screen.getByRole("link", { name: `${siteSettings.name}, home` })
    expect(home.querySelector('svg[aria-hidden="true"] rect')).not.toBeNull()
    expect(home.querySelector("img")).toBeNull()
  })
})
