import { act, screen, waitFor, within } from "@testing-library/react"
import { ContactDetails } from "../../../src/sections/contact-details"
import { BOOKING_LINK } from "../../../src/content/booking-link"
import { ContactForm, type ContactFormProps } from "../../../src/sections/contact-form"
import { tallyEmbedUrl } from "../../../src/contact/tally"
import { TALLY_SCRIPT } from "../../../src/providers/tally"
import { siteSettings } from "../../fixtures/site-settings"
import { renderWithToasts } from "../support/render-with-theme"

/* The contact page's two working parts: the ways to reach the atelier, and the Tally form. */

const details = {
  heading: "Find the Glasshouse",
  phoneLabel: "Call us",
  whatsappLabel: "Message the furnace",
  whatsappAction: "Chat with the glassblower",
  addressLabel: "Our atelier",
  hoursLabel: "Opening hours",
  emailLabel: "Email us",
}

const CONTACT_MESSAGE = "Hi Maison Verre! A test visitor asks for a seat at the glass bench."
const CONTACT_HREF = `https://wa.me/6560001234?text=${encodeURIComponent(CONTACT_MESSAGE)}`

describe("ContactDetails", () => {
  const renderDetails = () =>
    renderWithToasts(<ContactDetails details={details} site={siteSettings} whatsappHref={CONTACT_HREF} />)

  it("keeps 'Glass bench visits by arrangement' and the opening hours next to the address", () => {
    renderDetails()

    const address = screen.getByRole("link", { name: /8 Example Lane/ }).closest("dd") as HTMLElement
    expect(within(address).getByText("Glass bench visits by arrangement")).toBeInTheDocument()
    // Written from site.yaml's openingHours, not from the page's copy.
    expect(
      within(address).getByText("Opening hours: Tuesday to Saturday, 11am to 7pm, by appointment")
    ).toBeInTheDocument()
  })

  it("shows the email from the site settings as a mail link", () => {
    renderDetails()

    expect(screen.getByText("Email us")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "studio@maisonverre.example" })).toHaveAttribute(
      "href",
      "mailto:studio@maisonverre.example"
    )
  })
})

describe("ContactForm", () => {
  const props: ContactFormProps = {
    formId: "tEst42",
    heading: "Leave the Studio a Note",
    lead: "Describe the imaginary glass and the test it is for.",
    privacy:
      "The studio asks only to answer; a pretend form service keeps the note, as its [glass notes](/privacy/) say.",
    iframeTitle: "Fixture form: describe the imaginary glass",
    unavailable: "The fixture form would not open. Message or call the imaginary studio instead.",
    noscript: "Open the fixture form",
    whatsapp: {
      label: "WhatsApp",
      href: `https://wa.me/6560001234?text=${encodeURIComponent(CONTACT_MESSAGE)}`,
    },
    phone: { display: "+65 6000 1234", href: "tel:+6560001234" },
    email: "studio@maisonverre.example",
  }
  const tallyScripts = () =>
    Array.from(document.querySelectorAll("script")).filter(script => script.src === TALLY_SCRIPT)
  const frame = () => screen.getByTitle(props.iframeTitle)
  const NOTICE = /The fixture form would not open/

  /** Renders the form and waits for the browser to be idle (a timer in jsdom): Tally's script is added then. */
  const renderForm = async () => {
    const view = renderWithToasts(<ContactForm {...props} />)
    await waitFor(() => expect(tallyScripts()).toHaveLength(1))
    return view
  }
  /** Tally's script arrives (with its `Tally` global). */
  const scriptLoads = (loadEmbeds = jest.fn()) => {
    Object.defineProperty(window, "Tally", { value: { loadEmbeds }, configurable: true })
    act(() => {
      tallyScripts()[0].dispatchEvent(new Event("load"))
    })
    return loadEmbeds
  }

  afterEach(() => Reflect.deleteProperty(window, "Tally"))

  it("says before the form why it asks, who processes the details, and links the privacy page", () => {
    const { container } = renderWithToasts(<ContactForm {...props} />)
    const note = screen.getByText(/The studio asks only to answer/)
    expect(screen.getByRole("link", { name: "glass notes" })).toHaveAttribute("href", "/privacy/")
    expect(note).toHaveTextContent("as its glass notes say.")
    const form = container.querySelector("[data-form-placeholder], iframe")
    expect(form && note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("is where a call to action to book leads when booking is off", async () => {
    await renderForm()
    const [, fragment] = BOOKING_LINK.split("#")
    expect(screen.getByRole("region", { name: props.heading })).toHaveAttribute("id", fragment)
  })

  it("holds the frame's place until the browser is idle, then adds Tally's script, still without the frame", async () => {
    const { container } = renderWithToasts(<ContactForm {...props} />)
    expect(container.querySelector("[data-form-placeholder]")).toBeInTheDocument()
    expect(tallyScripts()).toHaveLength(0)

    await waitFor(() => expect(tallyScripts()).toHaveLength(1))

    // An iframe without a src would make the browser build a blank document now, for nothing.
    expect(container.querySelector("iframe")).not.toBeInTheDocument()
    expect(container.querySelector("[data-form-placeholder]")).toBeInTheDocument()
  })

  it("once the script arrives, hands Tally a lazy 491px frame with no src, under 'Leave the Studio a Note'", async () => {
    const { container } = await renderForm()
    const loadEmbeds = scriptLoads()

    expect(screen.getByRole("region", { name: "Leave the Studio a Note" })).toBeInTheDocument()
    expect(frame().tagName).toBe("IFRAME")
    expect(frame()).toHaveAttribute("data-tally-src", tallyEmbedUrl("tEst42"))
    expect(frame()).toHaveAttribute("loading", "lazy")
    expect(frame()).toHaveAttribute("height", "491")
    // Tally's script fills in src itself; the page does not load the form twice.
    expect(frame()).not.toHaveAttribute("src")
    expect(loadEmbeds).toHaveBeenCalledTimes(1)
    expect(container.querySelector("[data-form-placeholder]")).not.toBeInTheDocument()
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  })

  it("when the script cannot load, WhatsApp, phone and email stand ready in the frame's place; the frame loads out of sight and shows once its form says it has loaded", async () => {
    await renderForm()
    act(() => {
      tallyScripts()[0].dispatchEvent(new Event("error"))
    })

    expect(await screen.findByRole("alert")).toHaveTextContent(NOTICE)
    expect(screen.getByRole("link", { name: props.whatsapp.label })).toHaveAttribute(
      "href",
      props.whatsapp.href
    )
    expect(screen.getByRole("link", { name: props.phone.display })).toHaveAttribute("href", props.phone.href)
    expect(screen.getByRole("link", { name: props.email })).toHaveAttribute("href", `mailto:${props.email}`)
    expect(frame()).toHaveAttribute("src", tallyEmbedUrl("tEst42"))
    expect(frame()).not.toBeVisible()

    // Another site's message, or Tally's about something else, changes nothing.
    const post = (origin: string, event: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent("message", {
            origin,
            data: JSON.stringify({ event, payload: { formId: "tEst42" } }),
          })
        )
      })
    post("https://example.com", "Tally.FormLoaded")
    post("https://tally.so", "Tally.PopupClosed")
    expect(frame()).not.toBeVisible()
    post("https://tally.so", "Tally.FormLoaded")
    expect(frame()).toBeVisible()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })
})
