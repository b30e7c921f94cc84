import { fireEvent, screen, within } from "@testing-library/react"
import { CallToAction } from "../../src/sections/call-to-action"
import { FaqList } from "../../src/sections/faq-list"
import { FeatureCards } from "../../src/sections/feature-cards"
import { FeatureSplit } from "../../src/sections/feature-split"
import { Hero } from "../../src/sections/hero"
import { JourneySteps } from "../../src/sections/journey-steps"
import { NotFound } from "../../src/sections/not-found"
import { ProcessSteps } from "../../src/sections/process-steps"
import { StoryList } from "../../src/sections/story-list"
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
} from "../fixtures/sections"
import { renderWithTheme } from "./support/render-with-theme"

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
      'Your Moment Deserves More Than "Close Enough"'
    )
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(
      screen.getByRole("region", { name: 'Your Moment Deserves More Than "Close Enough"' })
    ).toBeInTheDocument()
    expect(screen.getByText("Bespoke jewellery, made in Singapore")).toBeInTheDocument()
    expect(screen.getByText(/Jewellery designed around your story/)).toBeInTheDocument()
  })

  it("links both calls to action to their pages", () => {
    renderWithTheme(<Hero {...homeHero} />)

    expect(screen.getByRole("link", { name: "Share Your Story" })).toHaveAttribute("href", "/contact-us/")
    expect(screen.getByRole("link", { name: "Explore Engagement Rings" })).toHaveAttribute(
      "href",
      "/engagement-rings/"
    )
  })

  it("shows the render with its alt text, loaded eagerly at high priority and drawn full width", () => {
    renderWithTheme(<Hero {...homeHero} />)

    const picture = screen.getByRole("img", {
      name: "Platinum solitaire engagement ring with a brilliant-cut diamond held in six claws",
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

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Create Jewellery as Meaningful as Your Moment"
    )
    expect(screen.queryByRole("img")).not.toBeInTheDocument()
    expect(screen.getAllByRole("link").map(link => link.textContent)).toEqual(["Chat With Us"])
    expect(screen.getByRole("link", { name: "Chat With Us" })).toHaveAttribute("href", "/contact-us/")
  })
})

describe("FeatureCards", () => {
  it("shows the section heading as an h2 and one h3 per card, in the YAML's order", () => {
    renderWithTheme(<FeatureCards {...pictureThis} />)

    expect(headingTexts(2)).toEqual(["Picture This Moment"])
    expect(headingTexts(3)).toEqual([
      "See Before You Believe",
      "Your Story, Your Way",
      "Built to Last Generations",
    ])
    expect(screen.getByRole("region", { name: "Picture This Moment" })).toBeInTheDocument()
  })

  it("puts the cards in a list, each with its description and lazily loaded picture", () => {
    renderWithTheme(<FeatureCards {...pictureThis} />)

    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(3)
    expect(within(items[1]).getByText(/A birthstone, a date, a shape/)).toBeInTheDocument()
    const picture = within(items[1]).getByRole("img", {
      name: "Wedding band with a personal engraving running along the inside",
    })
    expect(picture).toHaveAttribute("loading", "lazy")
  })

  it("has no button when the YAML gives no cta", () => {
    renderWithTheme(<FeatureCards {...pictureThis} />)

    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("shows the optional cta as a link to its page", () => {
    renderWithTheme(<FeatureCards {...beyond} />)

    expect(headingTexts(3)).toEqual(["Anniversaries", "New arrivals", "Milestones", "Just because"])
    expect(screen.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services/")
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

    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("For Those Ready to Say Forever")
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Ideas our couples love")
    expect(screen.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "Both your birthstones set beside her diamond",
      "Engravings that tell your story, hidden on the inside of the band",
      "Settings inspired by what she loves, from flowers to the skyline where you met",
      "Heritage elements blended into a modern design",
    ])
  })

  it("links its button and shows the picture with its alt text", () => {
    renderWithTheme(<FeatureSplit {...engagement} />)

    expect(screen.getByRole("link", { name: "Design Her Engagement Ring" })).toHaveAttribute(
      "href",
      "/engagement-rings/"
    )
    expect(
      screen.getByRole("img", {
        name: "Rose gold engagement ring with a round diamond solitaire flanked by a blue sapphire and a red ruby",
      })
    ).toHaveAttribute("loading", "lazy")
    expect(screen.getByText("Engagement rings")).toBeInTheDocument()
  })

  it("shows the subtitle and body paragraphs, and no list when there are no points", () => {
    renderWithTheme(<FeatureSplit {...meaningfulGifts} />)

    expect(screen.getByText("For Moments That Matter Most")).toBeInTheDocument()
    expect(screen.getByText(/A push present to thank her/)).toBeInTheDocument()
    expect(screen.getByText(/Tell us who it is for/)).toBeInTheDocument()
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Chat With Us" })).toHaveAttribute("href", "/contact-us/")
  })

  it("uses the YAML id as the section's anchor so /services/#meaningful-gifts lands on it", () => {
    renderWithTheme(<FeatureSplit {...meaningfulGifts} />)

    const region = screen.getByRole("region", { name: "Meaningful Gifts" })
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
      "Share Your Story",
      "See It Take Shape",
      "Experience the Magic",
    ])
  })

  it("shows the testimonial with five stars exposed as one image named 'Rated 5 out of 5'", () => {
    renderWithTheme(<JourneySteps {...homeJourney} />)

    const rating = screen.getByRole("img", { name: "Rated 5 out of 5" })
    expect(rating.querySelectorAll("svg")).toHaveLength(5)
    expect(screen.getByText(/I wanted her grandmother's sapphire/)).toBeInTheDocument()
    expect(screen.getByText("Daniel & Hui Min")).toBeInTheDocument()
    expect(screen.getByText("Custom Heritage Design")).toBeInTheDocument()
    expect(screen.getByText("She said yes before I finished the question")).toBeInTheDocument()
  })

  it("does not turn the testimonial title into a heading in the step outline", () => {
    renderWithTheme(<JourneySteps {...homeJourney} />)

    expect(headingTexts(2)).toEqual(["Your Journey to Something Meaningful"])
    expect(headingTexts(3)).not.toContain("She said yes before I finished the question")
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

    expect(screen.getByRole("region", { name: "Ready to Begin?" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Ready to Begin?")
    expect(screen.getByText(/as meaningful as the story behind it/)).toBeInTheDocument()
    expect(screen.getAllByRole("link")).toHaveLength(1)
    expect(screen.getByRole("link", { name: "Share Your Story" })).toHaveAttribute("href", "/contact-us/")
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
    expect(screen.getByText(/Most rings take 6-8 weeks/)).toBeInTheDocument()
  })

  it("opens an answer when its question is clicked", () => {
    const { container } = renderWithTheme(<FaqList {...engagementFaq} />)

    const summary = screen.getByText("How do the 3D renderings work?")
    fireEvent.click(summary)

    expect(summary.closest("details")).toHaveAttribute("open")
    expect(Array.from(container.querySelectorAll("details[open]"))).toHaveLength(1)
  })

  it("labels the section with its heading", () => {
    renderWithTheme(<FaqList {...engagementFaq} />)

    expect(screen.getByRole("region", { name: "Common Questions" })).toBeInTheDocument()
    expect(screen.getByText("Everything couples usually ask us before they begin.")).toBeInTheDocument()
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
    expect(headingTexts(2)).toEqual(["Consultation", "Design", "Crafting", "Delivery"])
  })

  it("shows a picture for the steps that have one and text alone for the rest", () => {
    renderWithTheme(<ProcessSteps steps={processSteps} />)

    const items = screen.getAllByRole("listitem")
    expect(within(items[1]).getByRole("img", { name: /Wireframe 3D design model/ })).toHaveAttribute(
      "loading",
      "lazy"
    )
    expect(within(items[3]).queryByRole("img")).not.toBeInTheDocument()
    expect(within(items[3]).getByText(/our lifetime guarantee/)).toBeInTheDocument()
  })
})

describe("StoryList", () => {
  it("lists every story with its title as an h2 (the page has no other h2 above them), the couple and the collection", () => {
    renderWithTheme(<StoryList stories={stories} />)

    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(4)
    expect(headingTexts(2)).toEqual(stories.map(story => story.title))
    expect(within(items[0]).getByText("Vintage Heritage Collection")).toBeInTheDocument()
    expect(within(items[1]).getByText("Modern Minimalist Collection")).toBeInTheDocument()
    expect(within(items[2]).getByText("Mei Xuan & Jonathan")).toBeInTheDocument()
    expect(within(items[3]).getByText("Bespoke Design")).toBeInTheDocument()
  })

  it("quotes each story in a blockquote, rated where the YAML gives a rating", () => {
    renderWithTheme(<StoryList stories={stories} />)

    const items = screen.getAllByRole("listitem")
    expect(
      within(items[0])
        .getByText(/milgrain edges/)
        .closest("blockquote")
    ).not.toBeNull()
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(3)
    expect(within(items[3]).queryByRole("img")).not.toBeInTheDocument()
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

  it("shows 404, 'Oops! Page not found' and a 'Return to Home' link to /", () => {
    renderWithTheme(<NotFound {...notFoundPage} pathname="/no-such-page/" />)

    expect(screen.getByText("404")).toBeInTheDocument()
    const heading = screen.getByRole("heading", { level: 1 })
    expect(heading).toHaveTextContent("Oops! Page not found")
    // Screen readers hear the status code as part of the heading.
    expect(heading).toHaveAccessibleName("404: Oops! Page not found")
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
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
