import { fireEvent, screen, within } from "@testing-library/react"
import { Navbar } from "../../src/layout/navbar"
import { siteSettings } from "../fixtures/site-settings"
import { renderWithTheme } from "./support/render-with-theme"

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
  it("shows the brand linking home and the Contact Us button, with the page links in the markup for crawlers", () => {
    renderNavbar()

    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(within(nav).getByRole("link", { name: "Maison Verre, home" })).toHaveAttribute("href", "/")
    expect(within(nav).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us/")
    // On a small screen (jsdom applies no media queries) the links wait behind the menu button.
    expect(
      within(nav)
        .getAllByRole("link", { hidden: true })
        .map(link => [link.textContent, link.getAttribute("href")])
    ).toEqual([
      ["Maison Verre", "/"],
      ["Home", "/"],
      ["Engagement Rings", "/engagement-rings/"],
      ["Services", "/services/"],
      ["Contact Us", "/contact-us/"],
    ])
  })

  it("has a menu button that starts closed and controls the list of links", () => {
    renderNavbar()

    const button = menuButton()
    expect(button).toHaveAccessibleName("Open menu")
    expect(button).toHaveAttribute("aria-expanded", "false")
    const controlled = document.getElementById(button.getAttribute("aria-controls") ?? "")
    expect(controlled).not.toBeNull()
    expect(controlled?.tagName).toBe("UL")
    expect(
      within(controlled as HTMLElement).getByRole("link", { name: "Services", hidden: true })
    ).toBeInTheDocument()
    expect(controlled).not.toBeVisible()
  })

  it("opens on click: aria-expanded becomes true and the button is renamed", () => {
    renderNavbar()

    fireEvent.click(menuButton())

    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
    expect(menuButton()).toHaveAccessibleName("Close menu")
    const list = document.getElementById(menuButton().getAttribute("aria-controls") ?? "")
    expect(list).toBeVisible()
    expect(
      within(list as HTMLElement)
        .getAllByRole("link")
        .map(link => link.textContent)
    ).toEqual(["Home", "Engagement Rings", "Services"])

    fireEvent.click(menuButton())
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(list).not.toBeVisible()
  })

  it("closes on Escape and returns focus to the button", () => {
    renderNavbar()
    const button = menuButton()
    fireEvent.click(button)
    screen.getByRole("link", { name: "Services" }).focus()
    expect(document.activeElement).toHaveTextContent("Services")

    fireEvent.keyDown(document, { key: "Escape" })

    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(document.activeElement).toBe(button)
  })

  it("ignores other keys while open", () => {
    renderNavbar()
    fireEvent.click(menuButton())

    fireEvent.keyDown(document, { key: "Enter" })

    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
  })

  it("does not steal focus on Escape when the menu is closed", () => {
    renderNavbar()
    const contact = screen.getByRole("link", { name: "Contact Us" })
    contact.focus()

    fireEvent.keyDown(document, { key: "Escape" })

    expect(document.activeElement).toBe(contact)
  })

  it("closes when a link in it is clicked", () => {
    renderNavbar()
    fireEvent.click(menuButton())

    fireEvent.click(screen.getByRole("link", { name: "Engagement Rings" }))

    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  })

  it("closes when the page changes (pathname prop)", () => {
    const { rerender } = renderNavbar("/")
    fireEvent.click(menuButton())
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")

    rerender(<Navbar site={siteSettings} pathname="/services/" />)

    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  })

  it("marks the current page's link with aria-current='page', and only that one", () => {
    renderNavbar("/engagement-rings/")

    expect(screen.getByRole("link", { name: "Engagement Rings", hidden: true })).toHaveAttribute(
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
