import { act, fireEvent, screen, within } from "@testing-library/react"
import type { ToastInput } from "../../../src/ui/toasts/toast"
import { useToast } from "../../../src/ui/toasts/toast-provider"
import { renderWithToasts } from "../support/render-with-theme"

/*
 * Notifications: announced politely, dismissed with the close button or a
 * horizontal swipe. jsdom has no PointerEvent, so a minimal one (a MouseEvent
 * carrying clientX and pointerId) stands in for the browser's.
 */

class TestPointerEvent extends MouseEvent {
  readonly pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
  }
}

const hadPointerEvent = "PointerEvent" in window
beforeAll(() => {
  if (!hadPointerEvent)
    Object.defineProperty(window, "PointerEvent", { value: TestPointerEvent, configurable: true })
})
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, "PointerEvent")
})

function Raise({ toast, label = "Copy number" }: { toast: ToastInput; label?: string }) {
  const notify = useToast()
  return (
    <button type="button" onClick={() => notify(toast)}>
      {label}
    </button>
  )
}

const region = () => screen.getByRole("region", { name: "Notifications" })
const toastItems = () => Array.from(region().querySelectorAll("li"))

function raise(toast: ToastInput) {
  renderWithToasts(<Raise toast={toast} />)
  fireEvent.click(screen.getByRole("button", { name: "Copy number" }))
  return screen.getByText(toast.message).closest("li") as HTMLLIElement
}

function swipe(element: HTMLElement, from: number, to: number) {
  fireEvent.pointerDown(element, { clientX: from, pointerId: 1 })
  fireEvent.pointerMove(element, { clientX: (from + to) / 2, pointerId: 1 })
  fireEvent.pointerMove(element, { clientX: to, pointerId: 1 })
  fireEvent.pointerUp(element, { clientX: to, pointerId: 1 })
}

describe("toasts", () => {
  it("keeps an empty polite live region in the page before any toast, so the first one is announced", () => {
    renderWithToasts(<Raise toast={{ message: "The studio's number is on your clipboard" }} />)

    const live = region().querySelector("[aria-live]")
    expect(live).toHaveAttribute("aria-live", "polite")
    expect(live?.children).toHaveLength(0)
  })

  it("shows a raised toast inside the polite live region", () => {
    const toast = raise({ message: "The studio's number is on your clipboard" })

    expect(toast).toBeVisible()
    expect(toast.closest("[aria-live]")).toHaveAttribute("aria-live", "polite")
    expect(region()).toContainElement(toast)
  })

  it("closes via the 'Dismiss notification' button", () => {
    raise({ message: "The studio's number is on your clipboard" })

    fireEvent.click(within(region()).getByRole("button", { name: "Dismiss notification" }))

    expect(screen.queryByText("The studio's number is on your clipboard")).not.toBeInTheDocument()
  })

  it("shows an action link when the toast offers one", () => {
    raise({
      message: "Our enquiry form couldn't load just now.",
      action: { label: "WhatsApp", href: "https://wa.me/6560001234?text=Hi" },
    })

    const action = within(region()).getByRole("link", { name: "WhatsApp" })
    expect(action).toHaveAttribute("href", "https://wa.me/6560001234?text=Hi")
  })

  it("is dismissed by a horizontal swipe of more than 80px, either way", () => {
    const right = raise({ message: "The studio's number is on your clipboard" })
    swipe(right, 100, 200)
    expect(screen.queryByText("The studio's number is on your clipboard")).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: "Copy number" }))
    swipe(screen.getByText("The studio's number is on your clipboard").closest("li") as HTMLElement, 300, 190)
    expect(screen.queryByText("The studio's number is on your clipboard")).not.toBeInTheDocument()
  })

  it("follows the finger while dragging and springs back after a short swipe", () => {
    const toast = raise({ message: "The studio's number is on your clipboard" })

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 })
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1 })
    expect(toast.style.transform).toBe("translateX(50px)")
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 })

    expect(screen.getByText("The studio's number is on your clipboard")).toBeInTheDocument()
    expect(toast.style.transform).toBe("translateX(0px)")
  })

  it("is not dismissed by a swipe of exactly 80px", () => {
    const toast = raise({ message: "The studio's number is on your clipboard" })

    swipe(toast, 100, 180)

    expect(screen.getByText("The studio's number is on your clipboard")).toBeInTheDocument()
  })

  it("does not start a swipe from the close button or the action link", () => {
    raise({ message: "Form unavailable", action: { label: "WhatsApp", href: "https://wa.me/6560001234" } })
    const link = within(region()).getByRole("link", { name: "WhatsApp" })

    swipe(link, 100, 300)

    expect(screen.getByText("Form unavailable")).toBeInTheDocument()
  })

  it("leaves by itself after its duration", () => {
    jest.useFakeTimers()
    try {
      raise({ message: "The studio's number is on your clipboard", duration: 4000 })

      act(() => {
        jest.advanceTimersByTime(3999)
      })
      expect(screen.getByText("The studio's number is on your clipboard")).toBeInTheDocument()
      act(() => {
        jest.advanceTimersByTime(1)
      })
      expect(screen.queryByText("The studio's number is on your clipboard")).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it("shows the same message once, even when raised twice", () => {
    raise({ message: "The studio's number is on your clipboard" })
    fireEvent.click(screen.getByRole("button", { name: "Copy number" }))

    expect(screen.getAllByText("The studio's number is on your clipboard")).toHaveLength(1)
    expect(toastItems()).toHaveLength(1)
  })

  it("stacks different messages and dismisses only the one closed", () => {
    renderWithToasts(
      <>
        <Raise toast={{ message: "The studio's number is on your clipboard" }} label="Copy" />
        <Raise toast={{ message: "Form unavailable" }} label="Fail" />
      </>
    )
    fireEvent.click(screen.getByRole("button", { name: "Copy" }))
    fireEvent.click(screen.getByRole("button", { name: "Fail" }))
    expect(toastItems().map(item => item.querySelector("p")?.textContent)).toEqual([
      "The studio's number is on your clipboard",
      "Form unavailable",
    ])

    fireEvent.click(within(toastItems()[0]).getByRole("button", { name: "Dismiss notification" }))

    expect(toastItems().map(item => item.querySelector("p")?.textContent)).toEqual(["Form unavailable"])
  })
})
