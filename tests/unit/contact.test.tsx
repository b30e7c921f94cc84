import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { ContactDetails } from "../../src/sections/contact-details"
import { ContactForm, type ContactFormProps } from "../../src/sections/contact-form"
import { TALLY_SCRIPT, tallyEmbedUrl } from "../../src/contact/tally"
import { siteSettings } from "../fixtures/site-settings"
import { renderWithToasts } from "./support/render-with-theme"

/* The contact page's two working parts: the ways to reach the atelier, and the Tally form. */

const details = {
  heading: "Visit or Reach Us",
  phoneLabel: "Call us",
  whatsappLabel: "Message us on WhatsApp",
  whatsappAction: "Chat with our jewellers on WhatsApp",
  addressLabel: "Our atelier",
  hoursLabel: "Opening hours",
  emailLabel: "Email us",
}

const CONTACT_MESSAGE = "Hi Maison Verre! I'd like to book an appointment to talk about a custom piece."
const CONTACT_HREF = `https://wa.me/6560001234?text=${encodeURIComponent(CONTACT_MESSAGE)}`

describe("ContactDetails", () => {
  const renderDetails = () =>
    renderWithToasts(<ContactDetails details={details} site={siteSettings} whatsappHref={CONTACT_HREF} />)

  it("lists phone, WhatsApp and address under their labels as working links", () => {
    renderDetails()

    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Visit or Reach Us")
    expect(screen.getByRole("link", { name: /^\+65\s6000\s1234$/ })).toHaveAttribute(
      "href",
      "tel:+6560001234"
    )
    expect(screen.getByRole("link", { name: "Chat with our jewellers on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/6560001234?text=${encodeURIComponent(CONTACT_MESSAGE)}`
    )
    const map = screen.getByRole("link", { name: "8 Example Lane, #02-01, Singapore 069000" })
    expect(new URL(map.getAttribute("href") ?? "").searchParams.get("query")).toBe(
      "8 Example Lane, #02-01, Singapore 069000"
    )
    expect(screen.getByText("Call us")).toBeInTheDocument()
    expect(screen.getByText("Message us on WhatsApp")).toBeInTheDocument()
  })

  it("keeps 'Visit by appointment only' and the opening hours next to the address", () => {
    renderDetails()

    const address = screen.getByRole("link", { name: /8 Example Lane/ }).closest("dd") as HTMLElement
    expect(within(address).getByText("Visit by appointment only")).toBeInTheDocument()
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

  it("copies the number and confirms it with a toast", async () => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    try {
      renderDetails()

      fireEvent.click(screen.getByRole("button", { name: "Copy number" }))

      expect(writeText).toHaveBeenCalledWith("+65 6000 1234")
      const region = screen.getByRole("region", { name: "Notifications" })
      expect(await within(region).findByText("Phone number copied")).toBeInTheDocument()
    } finally {
      Reflect.deleteProperty(navigator, "clipboard")
    }
  })
})

describe("ContactForm", () => {
  const props: ContactFormProps = {
    formId: "tEst42",
    heading: "Send us a Message",
    lead: "Tell us a little about the piece you have in mind and the moment it is for.",
    iframeTitle: "Enquiry form: tell us about the piece you have in mind",
    unavailable:
      "Our enquiry form could not load just now. Please message us on WhatsApp or give us a call instead.",
    noscript: "Open our enquiry form",
    whatsapp: {
      label: "WhatsApp",
      href: `https://wa.me/6560001234?text=${encodeURIComponent(CONTACT_MESSAGE)}`,
    },
    phone: { display: "+65 6000 1234", href: "tel:+6560001234" },
  }
  const tallyScripts = () =>
    Array.from(document.querySelectorAll("script")).filter(script => script.src === TALLY_SCRIPT)
  const frame = () => screen.getByTitle(props.iframeTitle)
  const NOTICE = /Our enquiry form could not load just now/

  /** Renders the form and waits for the browser to be idle (a timer in jsdom): Tally's script is added then. */
  const renderForm = async () => {
    const view = renderWithToasts(<ContactForm {...props} />)
    await waitFor(() => expect(tallyScripts()).toHaveLength(1))
    return view
  }
  /** Tally's script arrives (with its `Tally` global) or fails. */
  const scriptLoads = (loadEmbeds = jest.fn()) => {
    Object.defineProperty(window, "Tally", { value: { loadEmbeds }, configurable: true })
    act(() => {
      tallyScripts()[0].dispatchEvent(new Event("load"))
    })
    return loadEmbeds
  }
  const scriptFails = () =>
    act(() => {
      tallyScripts()[0].dispatchEvent(new Event("error"))
    })

  afterEach(() => Reflect.deleteProperty(window, "Tally"))

  it("holds the frame's place until the browser is idle, then adds Tally's script, still without the frame", async () => {
    const { container } = renderWithToasts(<ContactForm {...props} />)
    expect(container.querySelector("[data-form-placeholder]")).toBeInTheDocument()
    expect(tallyScripts()).toHaveLength(0)

    await waitFor(() => expect(tallyScripts()).toHaveLength(1))

    // An iframe without a src would make the browser build a blank document now, for nothing.
    expect(container.querySelector("iframe")).not.toBeInTheDocument()
    expect(container.querySelector("[data-form-placeholder]")).toBeInTheDocument()
  })

  it("once the script arrives, hands Tally a lazy 491px frame with no src, under 'Send us a Message'", async () => {
    const { container } = await renderForm()
    const loadEmbeds = scriptLoads()

    expect(screen.getByRole("region", { name: "Send us a Message" })).toBeInTheDocument()
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

  it("removes Tally's script when the visitor leaves", async () => {
    const { unmount } = await renderForm()
    scriptLoads()

    unmount()

    expect(tallyScripts()).toHaveLength(0)
  })

  it("if the script cannot load, adds the frame with its src and offers WhatsApp and the phone, in the page and in no toast", async () => {
    await renderForm()
    scriptFails()

    expect(frame()).toHaveAttribute("src", tallyEmbedUrl("tEst42"))
    expect(frame()).toHaveAttribute("loading", "lazy")
    const message = screen.getByText(NOTICE)
    expect(within(message).getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      props.whatsapp.href
    )
    expect(within(message).getByRole("link", { name: /^\+65\s6000\s1234$/ })).toHaveAttribute(
      "href",
      "tel:+6560001234"
    )
    // One message, announced, offering both ways; no toast repeats it.
    expect(message).toHaveAttribute("role", "alert")
    expect(within(screen.getByRole("region", { name: "Notifications" })).queryAllByRole("link")).toEqual([])
  })
})
