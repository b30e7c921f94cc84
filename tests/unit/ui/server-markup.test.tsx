import type * as ReactModule from "react"
import type * as EmotionModule from "@emotion/react"
import type * as SectionModule from "../../../src/ui/section"
import { theme } from "../../../src/theme/tokens"

/*
 * A band whose server markup holds nothing that needs script (src/ui/needs-script.ts) is left as
 * the server drew it on a page's first load, and drawn by React like any other after a client-side
 * navigation; a band with a control is hydrated. The module keeps page-level state
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
  ;({ Section } = require("../../../src/ui/section") as typeof SectionModule)
  gatsby = require("gatsby") as typeof gatsby
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  document.body.innerHTML = ""
})

/** A band of words and links, counting how often React draws its words. */
function makePage(renders: string[], { control = false, mismatch = false } = {}) {
  function Words() {
    renders.push("words")
    return (
      <p>
        Read <a href="/process/">how we work</a>, <a href="https://example.com/">elsewhere</a> or{" "}
        <a href="tel:+6560000000">call</a>. <a href="#band">Back up</a>, <a href="/">home</a>,{" "}
        <a href="/process/" target="_blank">
          in a new tab
        </a>{" "}
        or <a href="/downloads/sizer.pdf">print the sizer</a>.
      </p>
    )
  }
  return function Page({ inBrowser = false }: { inBrowser?: boolean }) {
    return (
      <ThemeProvider theme={theme}>
        {/* Markup the browser changed before React came (an extension, a number made a link). */}
        {mismatch && <p>{inBrowser ? "changed" : "+65 6000 0000"}</p>}
        <Section labelledBy="band">
          <h2 id="band">A band</h2>
          <Words />
          {control && <button type="button">A control</button>}
        </Section>
      </ThemeProvider>
    )
  }
}

/** The server's HTML inside Gatsby's focus wrapper, as a built page has it. */
type Page = React.ComponentType<{ inBrowser?: boolean }>

function serverPage(Page: Page) {
  const root = document.createElement("div")
  root.id = "___gatsby"
  // jsdom has a document, so Section's before-paint effect is a layout effect even here, which React's
  // development server renderer warns of; the site's server render has none and uses a plain effect.
  const warnings = jest.spyOn(console, "error").mockImplementation(() => {})
  root.innerHTML = `<div id="gatsby-focus-wrapper">${renderToString(<Page />)}</div>`
  warnings.mockRestore()
  document.body.append(root)
  return root.firstElementChild as HTMLElement
}

function hydrate(container: HTMLElement, Page: Page, { expectErrors = false } = {}) {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  React.act(() => {
    hydrateRoot(container, <Page inBrowser />, { onRecoverableError: () => {} })
  })
  if (!expectErrors) expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
}

describe("a band of words, pictures and links", () => {
  it("keeps the server's markup, node for node, and draws none of its components while the page hydrates", () => {
    const renders: string[] = []
    const Page = makePage(renders)
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
    const first = makePage([])
    hydrate(serverPage(first), first)

    const renders: string[] = []
    const Later = makePage(renders)
    const elsewhere = document.createElement("div")
    React.act(() => {
      createRoot(elsewhere).render(<Later />)
    })

    expect(renders).toEqual(["words"])
    expect(elsewhere.querySelector("a[href='/process/']")).not.toBeNull()
  })

  it("is drawn by React after all when a hydration error elsewhere makes React draw the page again", () => {
    const renders: string[] = []
    const Page = makePage(renders, { mismatch: true })
    const container = serverPage(Page)
    renders.length = 0

    hydrate(container, Page, { expectErrors: true })

    expect(renders).toEqual(["words"])
    expect(container.querySelector("p")?.textContent).toBe("changed")
    expect(container.querySelector("section h2")?.textContent).toBe("A band")
    expect(container.querySelector("section a[href='/process/']")).not.toBeNull()
  })

  it("opens the site's own pages without a page load, and queues them on hover or focus", () => {
    const Page = makePage([])
    const container = serverPage(Page)
    hydrate(container, Page)
    const link = container.querySelector<HTMLAnchorElement>("a[href='/process/']:not([target])")!

    link.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    expect(gatsby.prefetchPathname).toHaveBeenCalledWith("/process/")
    // Moving within the link is not entering it again.
    link.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: link }))
    expect(gatsby.prefetchPathname).toHaveBeenCalledTimes(1)

    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(gatsby.prefetchPathname).toHaveBeenCalledTimes(2)

    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    expect(gatsby.navigate).toHaveBeenCalledWith("/process/", { replace: false })

    // As Gatsby's Link: a link to the page already open replaces its history entry.
    container
      .querySelector("a[href='/']")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }))
    expect(gatsby.navigate).toHaveBeenLastCalledWith("/", { replace: true })
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
      const Page = makePage([])
      const container = serverPage(Page)
      hydrate(container, Page)

      expect(observed.map(link => link.getAttribute("href"))).toEqual(["/process/", "/"])
      expect(gatsby.prefetchPathname).not.toHaveBeenCalled()
      report([{ target: observed[0], isIntersecting: true }])
      expect(gatsby.prefetchPathname).toHaveBeenCalledWith("/process/")
      expect(observed.map(link => link.getAttribute("href"))).toEqual(["/"])
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    }
  })

  it("leaves other links, and clicks that open a new tab, to the browser", () => {
    const Page = makePage([])
    const container = serverPage(Page)
    hydrate(container, Page)
    const click = (href: string, init: MouseEventInit = {}, which = ":not([target])") => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
      container.querySelector(`a[href='${href}']${which}`)!.dispatchEvent(event)
      return event.defaultPrevented
    }

    expect(click("https://example.com/")).toBe(false)
    expect(click("tel:+6560000000")).toBe(false)
    expect(click("#band")).toBe(false)
    expect(click("/downloads/sizer.pdf")).toBe(false)
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"])
      expect(click("/process/", { [modifier]: true })).toBe(false)
    expect(click("/process/", { button: 1 })).toBe(false)
    expect(click("/process/", {}, "[target='_blank']")).toBe(false)
    expect(gatsby.navigate).not.toHaveBeenCalled()
  })
})

describe("a band with a control", () => {
  it("is drawn by React during hydration, as every band was before", () => {
    const renders: string[] = []
    const Page = makePage(renders, { control: true })
    const container = serverPage(Page)
    renders.length = 0

    hydrate(container, Page)

    expect(renders).toEqual(["words"])
  })
})

describe("a band with a place a script fills", () => {
  it("is drawn by React during hydration, though the server drew the place empty", () => {
    const renders: string[] = []
    function Page() {
      renders.push("page")
      return (
        <ThemeProvider theme={theme}>
          <Section labelledBy="band">
            <h2 id="band">A band</h2>
            <div data-script="" />
          </Section>
        </ThemeProvider>
      )
    }
    const container = serverPage(Page)
    renders.length = 0
    hydrate(container, Page)
    expect(container.querySelector("section")?.hasAttribute("data-kept")).toBe(false)
    expect(container.querySelector("[data-script]")).not.toBeNull()
  })
})
