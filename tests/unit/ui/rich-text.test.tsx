import { screen } from "@testing-library/react"
import * as React from "react"
import { RichText } from "../../../src/ui/rich-text"
import { SmartLink } from "../../../src/ui/smart-link"
import { renderWithTheme } from "../support/render-with-theme"

/*
 * The pages read links with the content check's own parser (src/content/text/linked-text.ts), and a
 * target the check refuses never becomes an href, even in content that skipped the check. The
 * text is fictional.
 */

const REFUSED = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,fixture",
  "vbscript:fixture",
  "http://example.com/",
  "//example.com/",
  "contact-us/",
  "/Contact-Us/",
  "tel:6560 001 234",
]

describe("RichText", () => {
  it("links a page, https:, mailto: and tel:, each as the content check reads it", () => {
    renderWithTheme(
      <p>
        <RichText>
          {
            "Fictional: [a page](/contact-us/#fixture-band), [a site](https://example.com/x), [mail](mailto:desk@example.com), [call](tel:+6560001234)."
          }
        </RichText>
      </p>
    )
    expect(screen.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["a page", "/contact-us/#fixture-band"],
      ["a site", "https://example.com/x"],
      ["mail", "mailto:desk@example.com"],
      ["call", "tel:+6560001234"],
    ])
  })

  it.each(REFUSED)("shows a link to %s as its label, with no href anywhere", target => {
    const { container } = renderWithTheme(
      <p>
        <RichText>{`Fictional: ask [the desk](${target}) today.`}</RichText>
      </p>
    )
    expect(container.querySelector("[href]")).toBeNull()
    const attributes = [...container.querySelectorAll("*")].flatMap(el =>
      [...el.attributes].map(a => a.value)
    )
    expect(attributes.filter(value => /javascript:|vbscript:|data:|\/\//i.test(value))).toEqual([])
    // As the label, or (a target the parser cannot read as one, such as javascript:alert(1)) as written.
    expect(container).toHaveTextContent(/^Fictional: ask (the desk|\[the desk\]\(.*\)) today\.$/)
  })
})

describe("SmartLink", () => {
  it.each(REFUSED)("renders no link for %s, whatever the content says", target => {
    const { container } = renderWithTheme(<SmartLink to={target}>Fixture label</SmartLink>)
    expect(container.querySelector("[href]")).toBeNull()
    expect(container).toHaveTextContent("Fixture label")
  })

  it("opens https: in a new tab, keeps mailto: and tel: in place, and routes pages", () => {
    renderWithTheme(
      <>
        <SmartLink to="https://example.com/">web</SmartLink>
        <SmartLink to="mailto:desk@example.com">mail</SmartLink>
        <SmartLink to="/contact-us/">page</SmartLink>
      </>
    )
    expect(screen.getByRole("link", { name: "web" })).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("link", { name: "mail" })).not.toHaveAttribute("target")
    expect(screen.getByRole("link", { name: "page" })).toHaveAttribute("href", "/contact-us/")
  })
})
