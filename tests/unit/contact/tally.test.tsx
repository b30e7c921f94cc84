import { attachTallyScript, tallyEmbedUrl, tallyFormUrl } from "../../../src/contact/tally"
import { TALLY_SCRIPT } from "../../../src/providers/tally"

/* The Tally embed script: added when the contact page opens, removed when the visitor leaves. */

const tallyScripts = () =>
  Array.from(document.querySelectorAll("script")).filter(script => script.src === TALLY_SCRIPT)

afterEach(() => {
  tallyScripts().forEach(script => script.remove())
  Reflect.deleteProperty(window, "Tally")
})

describe("attachTallyScript", () => {
  it("adds exactly one async script with Tally's URL, and removes it on cleanup", () => {
    const detach = attachTallyScript(jest.fn(), jest.fn())

    expect(tallyScripts()).toHaveLength(1)
    expect(tallyScripts()[0].src).toBe("https://tally.so/widgets/embed.js")
    expect(tallyScripts()[0].async).toBe(true)

    detach()

    expect(tallyScripts()).toHaveLength(0)
  })

  it("leaves one script when called twice (a remount), and none after both cleanups", () => {
    const first = attachTallyScript(jest.fn(), jest.fn())
    const second = attachTallyScript(jest.fn(), jest.fn())

    expect(tallyScripts()).toHaveLength(1)

    first()
    expect(tallyScripts()).toHaveLength(1)
    second()
    expect(tallyScripts()).toHaveLength(0)
  })

  it("asks Tally to load the embeds once the script has loaded", () => {
    const onReady = jest.fn()
    const onFail = jest.fn()
    attachTallyScript(onReady, onFail)
    Object.defineProperty(window, "Tally", { value: { loadEmbeds: jest.fn() }, configurable: true })

    tallyScripts()[0].dispatchEvent(new Event("load"))

    expect(onReady).toHaveBeenCalledTimes(1)
    expect(onFail).not.toHaveBeenCalled()
  })

  it("reports a failure when the script cannot load (blocked or offline)", () => {
    const onReady = jest.fn()
    const onFail = jest.fn()
    attachTallyScript(onReady, onFail)

    tallyScripts()[0].dispatchEvent(new Event("error"))

    expect(onFail).toHaveBeenCalledTimes(1)
    expect(onReady).not.toHaveBeenCalled()
  })

  it("reports a failure when the script loads but Tally is missing (replaced by a blocker)", () => {
    const onReady = jest.fn()
    const onFail = jest.fn()
    attachTallyScript(onReady, onFail)

    tallyScripts()[0].dispatchEvent(new Event("load"))

    expect(onFail).toHaveBeenCalledTimes(1)
    expect(onReady).not.toHaveBeenCalled()
  })
})

describe("Tally URLs", () => {
  it("embeds the form by id with Tally's layout options", () => {
    const url = new URL(tallyEmbedUrl("tEst42"))
    expect(url.origin + url.pathname).toBe("https://tally.so/embed/tEst42")
    expect(url.searchParams.get("dynamicHeight")).toBe("1")
    expect(url.searchParams.get("transparentBackground")).toBe("1")
  })

  it("links to the plain form page for visitors without JavaScript", () => {
    expect(tallyFormUrl("tEst42")).toBe("https://tally.so/r/tEst42")
  })
})
