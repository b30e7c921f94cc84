import { fireEvent, screen, within } from "@testing-library/react"
import { CallToAction } from "../../../src/sections/call-to-action"
import { FaqList } from "../../../src/sections/faq-list"
import { FeatureCards } from "../../../src/sections/feature-cards"
import { FeatureSplit } from "../../../src/sections/feature-split"
import { Hero } from "../../../src/sections/hero"
import { JourneySteps } from "../../../src/sections/journey-steps"
import { NotFound } from "../../../src/sections/not-found"
import { ProcessSteps } from "../../../src/sections/process-steps"
import { StoryList } from "../../../src/sections/story-list"
import {
  beyond,
  engagement,
  engagementFaq,
  homeClosing,
  homeHero,
  homeJourney,
  meaningfulGifts,
  notFoundPage,
  pictureThis,
  processSteps,
  servicesHero,
  stories,
} from "../../fixtures/sections"
import { renderWithTheme } from "../support/render-with-theme"

/*
 * Each section rendered from props shaped like the YAML content, checked the
 * way a visitor, a screen reader or a crawler meets it.
 */

const headingTexts = (level: number, container: HTMLElement = document.body) =>
  within(container)
    .queryAllByRole("heading", { level })
    .map(heading => heading.textContent)

describe("Hero", () => {
  // The picture's attributes must not make React warn (fetchpriority is passed in lower case for React 18).
  let consoleError: jest.SpyInstance<void, Parameters<typeof console.error>>
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error")
  })
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
  })

  it("shows the page's one h1 and labels its region with it", () => {
    renderWithTheme(<Hero {...homeHero} />)

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      'A Test Ring Deserves More Than "Nearly"'
    )
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(
      screen.getByRole("region", { name: 'A Test Ring Deserves More Than "Nearly"' })
    ).toBeInTheDocument()
    expect(screen.getByText("Fixture jewellery, blown in glass")).toBeInTheDocument()
    expect(screen.getByText(/Glass rings imagined for these tests/)).toBeInTheDocument()
  })

  it("links both calls to action to their pages", () => {
    renderWithTheme(<Hero {...homeHero} />)

    expect(screen.getByRole("link", { name: "Tell the Studio" })).toHaveAttribute("href", "/contact-us/")
    expect(screen.getByRole("link", { name: "Browse Glass Rings" })).toHaveAttribute(
      "href",
      "/engagement-rings/"
    )
  })

  it("shows the render with its alt text, loaded eagerly at high priority and drawn full width", () => {
    renderWithTheme(<Hero {...homeHero} />)

    const picture = screen.getByRole("img", {
      name: "Fixture ring of clear glass with a gold band, drawn for the test",
    })
    expect(picture).toHaveAttribute("loading", "eager")
    expect(picture).toHaveAttribute("fetchpriority", "high")
    expect(picture).toHaveAttribute("src", "/static/home-hero.jpg")
    expect(picture).toHaveAttribute("sizes", "100vw")
    // Every <source> of the <picture> gets the same sizes, so the browser picks the right AVIF/WebP too.
    const sources = picture.closest("picture")?.querySelectorAll("source") ?? []
    expect(sources.length).toBeGreaterThan(0)
    sources.forEach(source => expect(source).toHaveAttribute("sizes", "100vw"))
  })

  it("without a picture or a second button, shows neither", () => {
    renderWithTheme(<Hero {...servicesHero} />)

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Glass Pieces for Imaginary Moments")
    expect(screen.queryByRole("img")).not.toBeInTheDocument()
    expect(screen.getAllByRole("link").map(link => link.textContent)).toEqual(["Ask the Glassblower"])
    expect(screen.getByRole("link", { name: "Ask the Glassblower" })).toHaveAttribute("href", "/contact-us/")
  })
})

describe("FeatureCards", () => {
  it("shows the section heading as an h2 and one h3 per card, in the YAML's order", () => {
    renderWithTheme(<FeatureCards {...pictureThis} />)

    expect(headingTexts(2)).toEqual(["Imagine the Test Passing"])
    expect(headingTexts(3)).toEqual([
      "A Render Before the Furnace",
      "Any Shape, Any Shade",
      "Tougher Than It Looks",
    ])
    expect(screen.getByRole("region", { name: "Imagine the Test Passing" })).toBeInTheDocument()
  })

  it("puts the cards in a list, each with its description and lazily loaded picture", () => {
    renderWithTheme(<FeatureCards {...pictureThis} />)

    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(3)
    expect(within(items[1]).getByText(/A colour, a swirl, a bubble/)).toBeInTheDocument()
    const picture = within(items[1]).getByRole("img", {
      name: "Glass band with a gold thread running through it",
    })
    expect(picture).toHaveAttribute("loading", "lazy")
  })

  it("has no button when the YAML gives no cta", () => {
    renderWithTheme(<FeatureCards {...pictureThis} />)

    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("shows the optional cta as a link to its page", () => {
    renderWithTheme(<FeatureCards {...beyond} />)

    expect(headingTexts(3)).toEqual(["Jubilees", "Newcomers", "Landmarks", "For no reason"])
    expect(screen.getByRole("link", { name: "See What the Studio Blows" })).toHaveAttribute(
      "href",
      "/services/"
    )
  })

  it("renders cards without pictures as text only", () => {
    const cards = pictureThis.cards.map(card => ({ ...card, image: null }))
    renderWithTheme(<FeatureCards {...pictureThis} cards={cards} />)

    expect(screen.queryByRole("img")).not.toBeInTheDocument()
    expect(headingTexts(3)).toHaveLength(3)
  })
})

describe("FeatureSplit", () => {
  it("lists the points under their heading, in order", () => {
    renderWithTheme(<FeatureSplit {...engagement} />)

    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("For Testers Who Mean It")
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Whims the studio indulges")
    expect(screen.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "Two colours of glass twisted into one band",
      "A bubble blown in on purpose, where only the wearer sees it",
      "A gold setting shaped like a test tube, or a bracket, or a semicolon",
      "Old glass beads melted into a new ring",
    ])
  })

  it("links its button and shows the picture with its alt text", () => {
    renderWithTheme(<FeatureSplit {...engagement} />)

    expect(screen.getByRole("link", { name: "Draw a Glass Ring" })).toHaveAttribute(
      "href",
      "/engagement-rings/"
    )
    expect(
      screen.getByRole("img", {
        name: "Glass ring with a blue and a red swirl either side of a clear drop",
      })
    ).toHaveAttribute("loading", "lazy")
    expect(screen.getByText("Glass rings")).toBeInTheDocument()
  })

  it("shows the subtitle and body paragraphs, and no list when there are no points", () => {
    renderWithTheme(<FeatureSplit {...meaningfulGifts} />)

    expect(screen.getByText("For Days That Only Tests Remember")).toBeInTheDocument()
    expect(screen.getByText(/A bead for a test newborn/)).toBeInTheDocument()
    expect(screen.getByText(/Say who the imaginary gift is for/)).toBeInTheDocument()
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Ask the Glassblower" })).toHaveAttribute("href", "/contact-us/")
  })

  it("uses the YAML id as the section's anchor so /services/#meaningful-gifts lands on it", () => {
    renderWithTheme(<FeatureSplit {...meaningfulGifts} />)

    const region = screen.getByRole("region", { name: "Small Glass Gifts" })
    expect(region).toHaveAttribute("id", "meaningful-gifts")
  })
})

describe("JourneySteps", () => {
  it("numbers the steps 01, 02, 03 in an ordered list, titles in order", () => {
    renderWithTheme(<JourneySteps {...homeJourney} />)

    const list = screen.getByRole("list")
    expect(list.tagName).toBe("OL")
    const items = within(list).getAllByRole("listitem")
    expect(items.map(item => item.querySelector("span")?.textContent)).toEqual(["01", "02", "03"])
    expect(items.map(item => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Tell the Studio",
      "Watch It Glow",
      "Cool It Slowly",
    ])
  })

  it("shows the testimonial with five stars exposed as one image named 'Rated 5 out of 5'", () => {
    renderWithTheme(<JourneySteps {...homeJourney} />)

    const rating = screen.getByRole("img", { name: "Rated 5 out of 5" })
    expect(rating.querySelectorAll("svg")).toHaveLength(5)
    expect(screen.getByText(/I wanted my grandmother's blue bead/)).toBeInTheDocument()
    expect(screen.getByText("Ada & Byron")).toBeInTheDocument()
    expect(screen.getByText("Heirloom Glass Line")).toBeInTheDocument()
    // Its last two words are one run (heading-text.tsx): the title is in two text nodes.
    expect(document.body).toHaveTextContent("The glass ring survived the test drop")
  })

  it("does not turn the testimonial title into a heading in the step outline", () => {
    renderWithTheme(<JourneySteps {...homeJourney} />)

    expect(headingTexts(2)).toEqual(["Three Steps Through the Glasshouse"])
    expect(headingTexts(3)).not.toContain("The glass ring survived the test drop")
  })

  it("omits the testimonial when the YAML has none", () => {
    renderWithTheme(<JourneySteps {...homeJourney} testimonial={null} />)

    expect(screen.queryByRole("img", { name: /Rated/ })).not.toBeInTheDocument()
    expect(screen.queryByRole("figure")).not.toBeInTheDocument()
  })
})

describe("CallToAction", () => {
  it("shows the heading, the invitation and one button to the contact page", () => {
    renderWithTheme(<CallToAction {...homeClosing} />)

    expect(screen.getByRole("region", { name: "Ready to Light the Furnace?" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Ready to Light the Furnace?")
    expect(screen.getByText(/pretend to blow something for it/)).toBeInTheDocument()
    expect(screen.getAllByRole("link")).toHaveLength(1)
    expect(screen.getByRole("link", { name: "Tell the Studio" })).toHaveAttribute("href", "/contact-us/")
  })

  it("shows the note under the button when the YAML gives one, and nothing in its place otherwise", () => {
    const note = "A fictional note: no obligation, and a reply within a day."
    const { container, rerender } = renderWithTheme(<CallToAction {...homeClosing} note={note} />)
    const band = screen.getByRole("region", { name: homeClosing.heading })
    expect(within(band).getByText(note)).toBeInTheDocument()
    // Under the button, as the band's last words.
    expect(band.querySelector("p:last-of-type")).toHaveTextContent(note)
    rerender(<CallToAction {...homeClosing} />)
    expect(container).not.toHaveTextContent(note)
  })
})

describe("FaqList", () => {
  it("makes each question the <summary> of its own <details>, closed at first", () => {
    const { container } = renderWithTheme(<FaqList {...engagementFaq} />)

    const details = Array.from(container.querySelectorAll("details"))
    expect(details).toHaveLength(3)
    expect(details.map(item => item.querySelector(":scope > summary")?.textContent)).toEqual(
      engagementFaq.items.map(item => item.question)
    )
    details.forEach(item => expect(item).not.toHaveAttribute("open"))
  })

  it("keeps every answer paragraph in the page while closed, for crawlers and find-in-page", () => {
    const { container } = renderWithTheme(<FaqList {...engagementFaq} />)

    const resize = Array.from(container.querySelectorAll("details"))[1]
    const paragraphs = Array.from(resize.querySelectorAll("p")).map(p => p.textContent)
    expect(paragraphs).toEqual(engagementFaq.items[1].answer)
    expect(screen.getByText(/Most glass rings cool for 3-4 days/)).toBeInTheDocument()
  })

  it("opens an answer when its question is clicked", () => {
    const { container } = renderWithTheme(<FaqList {...engagementFaq} />)

    const summary = screen.getByText("What does a render show?")
    fireEvent.click(summary)

    expect(summary.closest("details")).toHaveAttribute("open")
    expect(Array.from(container.querySelectorAll("details[open]"))).toHaveLength(1)
  })

  it("labels the section with its heading", () => {
    renderWithTheme(<FaqList {...engagementFaq} />)

    expect(screen.getByRole("region", { name: "Questions Testers Ask" })).toBeInTheDocument()
    expect(
      screen.getByText("Everything a fixture couple asks before the furnace is lit.")
    ).toBeInTheDocument()
  })
})

describe("ProcessSteps", () => {
  it("numbers the four steps 1 to 4 in an ordered list, each titled by an h2", () => {
    renderWithTheme(<ProcessSteps steps={processSteps} />)

    const list = screen.getByRole("list")
    expect(list.tagName).toBe("OL")
    const items = within(list).getAllByRole("listitem")
    expect(items).toHaveLength(4)
    expect(items.map(item => item.querySelector("p[aria-hidden='true']")?.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
    ])
    expect(headingTexts(2)).toEqual(["Sketching", "Rendering", "Blowing", "Handing Over"])
  })

  it("shows a picture for the steps that have one and text alone for the rest", () => {
    renderWithTheme(<ProcessSteps steps={processSteps} />)

    const items = screen.getAllByRole("listitem")
    expect(within(items[1]).getByRole("img", { name: /Wireframe of a glass ring/ })).toHaveAttribute(
      "loading",
      "lazy"
    )
    expect(within(items[3]).queryByRole("img")).not.toBeInTheDocument()
    expect(within(items[3]).getByText(/a made-up promise/)).toBeInTheDocument()
  })
})

describe("StoryList", () => {
  const PIECE_LABEL = "Their test piece"

  it("lists every story with its title as an h2 (the page has no other h2 above them), the couple and the collection", () => {
    renderWithTheme(<StoryList stories={stories} pieceLabel={PIECE_LABEL} />)

    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(4)
    expect(headingTexts(2)).toEqual(stories.map(story => story.title))
    expect(within(items[0]).getByText("Old Bead Line")).toBeInTheDocument()
    expect(within(items[1]).getByText("Clear Glass Line")).toBeInTheDocument()
    expect(within(items[2]).getByText("Gwen & Hugo")).toBeInTheDocument()
    expect(within(items[3]).getByText("One-off Glass")).toBeInTheDocument()
  })

  it("quotes each story in a blockquote, in the body face and upright, rated where the YAML gives a rating", () => {
    renderWithTheme(<StoryList stories={stories} pieceLabel={PIECE_LABEL} />)

    const items = screen.getAllByRole("listitem")
    const quote = within(items[0])
      .getByText(/melted it into a new glass ring/)
      .closest("blockquote")
    expect(quote).not.toBeNull()
    expect(getComputedStyle(quote!).fontStyle).not.toBe("italic")
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(3)
    expect(within(items[3]).queryByRole("img")).not.toBeInTheDocument()
  })

  it("shows the piece a story speaks of above its words, its name linking its page; a story of no piece shows none", async () => {
    renderWithTheme(<StoryList stories={stories} pieceLabel={PIECE_LABEL} />)

    const items = screen.getAllByRole("listitem")
    // Drawn in the browser, the picture's code arrives first (a chunk of its own).
    const picture = await within(items[0]).findByRole("img", {
      name: "A clear glass ring holding one blue bead",
    })
    const link = within(items[0]).getByRole("link", { name: "The Bead Ring" })
    expect(link).toHaveAttribute("href", "/commissions/the-bead-ring/")
    expect(
      picture.compareDocumentPosition(screen.getByText(/melted it into/)) & Node.DOCUMENT_POSITION_FOLLOWING
    ).toBeTruthy()
    expect(within(items[0]).getByText(PIECE_LABEL)).toBeInTheDocument()
    expect(within(items[3]).queryByRole("link")).not.toBeInTheDocument()
    expect(within(items[3]).queryByText(PIECE_LABEL)).not.toBeInTheDocument()
  })
})

describe("NotFound", () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it("logs the unknown path to the console", () => {
    renderWithTheme(<NotFound {...notFoundPage} pathname="/engagment-rings/" />)

    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("/engagment-rings/"))
  })

  it("shows 404, 'This test page is not here' and a 'Back to the Glasshouse' link to /", () => {
    renderWithTheme(<NotFound {...notFoundPage} pathname="/no-such-page/" />)

    expect(screen.getByText("404")).toBeInTheDocument()
    const heading = screen.getByRole("heading", { level: 1 })
    expect(heading).toHaveTextContent("This test page is not here")
    // Screen readers hear the status code as part of the heading.
    expect(heading).toHaveAccessibleName("404: This test page is not here")
    expect(screen.getByRole("link", { name: "Back to the Glasshouse" })).toHaveAttribute("href", "/")
  })

  it("logs again when the visitor lands on another unknown path", () => {
    const { rerender } = renderWithTheme(<NotFound {...notFoundPage} pathname="/old-page/" />)
    rerender(<NotFound {...notFoundPage} pathname="/another-old-page/" />)

    expect(consoleError.mock.calls.map(call => String((call as unknown[])[0]))).toEqual([
      expect.stringContaining("/old-page/"),
      expect.stringContaining("/another-old-page/"),
    ])
  })
})
