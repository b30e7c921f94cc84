import type * as ReactModule from "react"
import type * as EmotionModule from "@emotion/react"
import type * as SectionModule from "../../src/ui/section"
import { theme } from "../../src/theme/tokens"

/*
 * A band that says `hydrate={false}` is left as the server drew it on a page's first load, and
 * drawn by React like any other after a client-side navigation. The module keeps page-level state
 * (whether the first hydration is done), so each test loads fresh copies, as a page load would.
 */
let React: typeof ReactModule
let ThemeProvider: typeof EmotionModule.ThemeProvider
let Section: typeof SectionModule.Section
let hydrateRoot: typeof import("react-dom/client").hydrateRoot
let createRoot: typeof import("react-dom/client").createRoot
let renderToString: typeof import("react-dom/server").renderToString
let gatsby: { navigate: jest.Mock; prefetchPathname: jest.Mock }

beforeEach(() => {
  jest.resetModules()
  React = require("react") as typeof ReactModule
  ;({ ThemeProvider } = require("@emotion/react") as typeof EmotionModule)
  ;({ hydrateRoot, createRoot } = require("react-dom/client") as typeof import("react-dom/client"))
  // The Node build: the browser one needs TextEncoder, which jsdom lacks.
  ;({ renderToString } = require("react-dom/server.node") as typeof import("react-dom/server"))
  ;({ Section } = require("../../src/ui/section") as typeof SectionModule)
  gatsby = require("gatsby") as typeof gatsby
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  document.body.innerHTML = ""
})

/** A band of words and links, counting how often React draws its words. */
function makePage(renders: string[], hydrate?: boolean) {
  function Words() {
    renders.push("words")
    return (
      <p>
        Read <a href="/process/">how we work</a>, <a href="https://example.com/">elsewhere</a> or{" "}
        <a href="tel:+6560000000">call</a>. <a href="#band">Back up</a>.
      </p>
    )
  }
  return function Page() {
    return (
      <ThemeProvider theme={theme}>
        <Section labelledBy="band" hydrate={hydrate}>
          <h2 id="band">A band</h2>
          <Words />
        </Section>
      </ThemeProvider>
    )
  }
}

/** The server's HTML inside Gatsby's focus wrapper, as a built page has it. */
function serverPage(Page: React.ComponentType) {
  const root = document.createElement("div")
  root.id = "___gatsby"
  root.innerHTML = `<div id="gatsby-focus-wrapper">${renderToString(<Page />)}</div>`
  document.body.append(root)
  return root.firstElementChild as HTMLElement
}

function hydrate(container: HTMLElement, Page: React.ComponentType) {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  React.act(() => {
    hydrateRoot(container, <Page />)
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
}

describe("a band with hydrate={false}", () => {
  it("keeps the server's markup, node for node, and draws none of its components while the page hydrates", () => {
    const renders: string[] = []
    const Page = makePage(renders, false)
    const container = serverPage(Page)
    const paragraph = container.querySelector("p")
    renders.length = 0

    hydrate(container, Page)

    expect(renders).toEqual([])
    expect(container.querySelector("p")).toBe(paragraph)
    expect(container.querySelector("h2")?.textContent).toBe("A band")
    expect(container.querySelectorAll("section > *")).toHaveLength(1)
  })

  it("is drawn by React when it is mounted after the page hydrated (a client-side navigation)", () => {
    const first = makePage([], false)
    hydrate(serverPage(first), first)

    const renders: string[] = []
    const Later = makePage(renders, false)
    const elsewhere = document.createElement("div")
    React.act(() => {
      createRoot(elsewhere).render(<Later />)
    })

    expect(renders).toEqual(["words"])
    expect(elsewhere.querySelector("a[href='/process/']")).not.toBeNull()
  })

  it("opens the site's own pages without a page load, and fetches them on hover or focus", () => {
    const Page = makePage([], false)
    const container = serverPage(Page)
    hydrate(container, Page)
    const link = (href: string) => container.querySelector<HTMLAnchorElement>(`a[href='${href}']`)!

    link("/process/").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    expect(gatsby.prefetchPathname).toHaveBeenCalledWith("/process/")

    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    link("/process/").dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    expect(gatsby.navigate).toHaveBeenCalledWith("/process/")
  })

  it("fetches each of the site's pages it links to once the link comes into view", () => {
    const observed: Element[] = []
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {}
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback
      }
      observe = (element: Element) => observed.push(element)
      unobserve = (element: Element) => observed.splice(observed.indexOf(element), 1)
      disconnect = () => observed.splice(0)
    }
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver
    try {
      const Page = makePage([], false)
      const container = serverPage(Page)
      hydrate(container, Page)

      expect(observed.map(link => link.getAttribute("href"))).toEqual(["/process/"])
      expect(gatsby.prefetchPathname).not.toHaveBeenCalled()
      report([{ target: observed[0], isIntersecting: true }])
      expect(gatsby.prefetchPathname).toHaveBeenCalledWith("/process/")
      expect(observed).toEqual([])
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    }
  })

  it("leaves other links, and clicks that open a new tab, to the browser", () => {
    const Page = makePage([], false)
    const container = serverPage(Page)
    hydrate(container, Page)
    const click = (href: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
      container.querySelector(`a[href='${href}']`)!.dispatchEvent(event)
      return event.defaultPrevented
    }

    expect(click("https://example.com/")).toBe(false)
    expect(click("tel:+6560000000")).toBe(false)
    expect(click("#band")).toBe(false)
    expect(click("/process/", { ctrlKey: true })).toBe(false)
    expect(click("/process/", { metaKey: true })).toBe(false)
    expect(gatsby.navigate).not.toHaveBeenCalled()
  })
})

describe("a band that hydrates (the default)", () => {
  it("is drawn by React during hydration, as every band was before", () => {
    const renders: string[] = []
    const Page = makePage(renders)
    const container = serverPage(Page)
    renders.length = 0

    hydrate(container, Page)

    expect(renders).toEqual(["words"])
  })
})
