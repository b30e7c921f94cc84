import type * as ReactModule from "react"

/*
 * useHydrated keeps page-level state (whether the first hydration is done),
 * so each test loads fresh copies of it and of React, as a fresh page load would.
 */
let React: typeof ReactModule
let useHydrated: () => boolean
let hydrateRoot: typeof import("react-dom/client").hydrateRoot
let createRoot: typeof import("react-dom/client").createRoot
let renderToString: typeof import("react-dom/server").renderToString
beforeEach(() => {
  jest.resetModules()
  React = require("react") as typeof ReactModule
  ;({ hydrateRoot, createRoot } = require("react-dom/client") as typeof import("react-dom/client"))
  // The Node build: the browser one needs TextEncoder, which jsdom lacks.
  ;({ renderToString } = require("react-dom/server.node") as typeof import("react-dom/server"))
  ;({ useHydrated } =
    require("../../../src/ui/use-hydrated") as typeof import("../../../src/ui/use-hydrated"))
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

/** A control that needs React, recording what it was rendered with. */
function makeToggle(seen: boolean[]) {
  return function Toggle() {
    const hydrated = useHydrated()
    seen.push(hydrated)
    return <button disabled={!hydrated}>Menu</button>
  }
}

describe("useHydrated", () => {
  it("is false in the HTML and during hydration, then true, without a mismatch", () => {
    const seen: boolean[] = []
    const Toggle = makeToggle(seen)
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Toggle />)
    expect(container.querySelector("button")).toBeDisabled()
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})

    React.act(() => {
      React.startTransition(() => {
        hydrateRoot(container, <Toggle />)
      })
    })

    expect(container.querySelector("button")).toBeEnabled()
    expect(seen).toEqual([false, false, true])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("is true from the first render for a control mounted after the page hydrated (a client-side navigation)", () => {
    const Toggle = makeToggle([])
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Toggle />)
    React.act(() => {
      hydrateRoot(container, <Toggle />)
    })

    const later: boolean[] = []
    const Later = makeToggle(later)
    React.act(() => {
      createRoot(document.createElement("div")).render(<Later />)
    })

    expect(later).toEqual([true])
  })
})
