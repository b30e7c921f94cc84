import { screen, within } from "@testing-library/react"
import { LegalDocument } from "../../../src/sections/legal-document"
import { RichText } from "../../../src/ui/rich-text"
import { privacyDocument } from "../../fixtures/sections"
import { renderWithTheme } from "../support/render-with-theme"

/*
 * Terms and Privacy: long text at a reading measure. These tests never click
 * the consent buttons (that would change the module's remembered choice for
 * later tests); consent-notice.test.tsx covers choosing.
 */

afterEach(() => {
  window.localStorage.clear()
  Reflect.deleteProperty(navigator, "globalPrivacyControl")
})

describe("LegalDocument", () => {
  it("shows the last-updated date in words, with the ISO date for machines", () => {
    renderWithTheme(<LegalDocument {...privacyDocument} />)

    const time = screen.getByText("1 June 2025")
    expect(time.tagName).toBe("TIME")
    expect(time).toHaveAttribute("datetime", "2025-06-01")
    expect(time.parentElement).toHaveTextContent("Last updated: 1 June 2025")
  })

  it("does not shift the date a day earlier for visitors west of UTC", () => {
    const savedTz = process.env.TZ
    process.env.TZ = "America/Los_Angeles"
    try {
      renderWithTheme(<LegalDocument {...privacyDocument} lastUpdated="2025-01-01" />)
      expect(screen.getByText("1 January 2025")).toBeInTheDocument()
    } finally {
      if (savedTz === undefined) delete process.env.TZ
      else process.env.TZ = savedTz
    }
  })

  it("shows a paragraph or point written twice twice, without React's warning about two children of one key", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const [first] = privacyDocument.sections
    const repeated = {
      ...first,
      body: [...first.body, ...first.body],
      points: [...(first.points ?? []), ...(first.points ?? [])],
    }
    renderWithTheme(
      <LegalDocument
        {...privacyDocument}
        intro={[...privacyDocument.intro, privacyDocument.intro[0]]}
        sections={[repeated]}
      />
    )
    expect(screen.getAllByText(privacyDocument.intro[0])).toHaveLength(2)
    expect(screen.getAllByText(first.body[0])).toHaveLength(2)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("gives each section an h2 and labels the section with it", () => {
    renderWithTheme(<LegalDocument {...privacyDocument} />)

    expect(screen.getAllByRole("heading", { level: 2 }).map(h => h.textContent)).toEqual([
      "What the studio would note",
      "How the test choice is kept",
      "Writing to the imaginary studio",
    ])
    const collect = screen.getByRole("region", { name: "What the studio would note" })
    expect(within(collect).getAllByRole("listitem")).toHaveLength(2)
  })

  it("renders [label](/contact-us/) as a link to the contact page, without the brackets", () => {
    renderWithTheme(<LegalDocument {...privacyDocument} />)

    const link = screen.getByRole("link", { name: "Write to the Studio" })
    expect(link).toHaveAttribute("href", "/contact-us/")
    const paragraph = link.closest("p")
    expect(paragraph).toHaveTextContent(
      "Questions about this fixture go through the Write to the Studio page or to studio@maisonverre.example."
    )
    expect(document.body.textContent).not.toContain("[Write to the Studio]")
    expect(document.body.textContent).not.toContain("(/contact-us/)")
  })

  it("shows the consent control in the section that asks for it, and only there", () => {
    renderWithTheme(<LegalDocument {...privacyDocument} />)

    const choiceSection = screen.getByRole("region", { name: "How the test choice is kept" })
    const control = within(choiceSection).getByRole("group", { name: "Your advertising-cookie choice" })
    expect(
      within(control).getByText("You have not chosen yet, so advertising pixels run until you decline.")
    ).toHaveAttribute("aria-live", "polite")
    expect(within(control).getByRole("button", { name: "Accept advertising cookies" })).toHaveAttribute(
      "aria-pressed",
      "false"
    )
    expect(within(control).getByRole("button", { name: "Decline advertising cookies" })).toHaveAttribute(
      "aria-pressed",
      "false"
    )
    expect(screen.getAllByRole("group", { name: "Your advertising-cookie choice" })).toHaveLength(1)
  })

  it("shows a stored decline as the current choice", () => {
    window.localStorage.setItem("ad-consent", "denied")
    renderWithTheme(<LegalDocument {...privacyDocument} />)

    expect(screen.getByText("You have declined advertising cookies.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Decline advertising cookies" })).toHaveAttribute(
      "aria-pressed",
      "true"
    )
  })

  it("explains the Global Privacy Control signal instead of offering buttons", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })
    renderWithTheme(<LegalDocument {...privacyDocument} />)

    expect(
      screen.getByText(/Global Privacy Control signal, so advertising pixels stay off/)
    ).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /advertising cookies/ })).not.toBeInTheDocument()
  })
})

describe("RichText", () => {
  it("leaves plain text alone and links only well-formed [label](/path/) markup", () => {
    renderWithTheme(
      <p>
        <RichText>
          {"See our [Terms](/terms/) and [Privacy](/privacy/); [not a link] (/x/) stays text."}
        </RichText>
      </p>
    )

    expect(screen.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms", "/terms/"],
      ["Privacy", "/privacy/"],
    ])
    expect(screen.getByText(/stays text/)).toHaveTextContent(
      "See our Terms and Privacy; [not a link] (/x/) stays text."
    )
  })

  it("opens external links in a new tab safely", () => {
    renderWithTheme(<RichText>{"Read the [PDPA](https://sso.agc.gov.sg/Act/PDPA2012) in full."}</RichText>)

    const link = screen.getByRole("link", { name: "PDPA" })
    expect(link).toHaveAttribute("href", "https://sso.agc.gov.sg/Act/PDPA2012")
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener")
  })
})
