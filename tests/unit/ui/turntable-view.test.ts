import { turnText, viewName } from "../../../src/ui/turntable/view-name"

/* The slider's aria-valuetext, checked against what the solitaire's frames show (frame 0 is turned 35°). */
describe("the turntable's view names", () => {
  it("calls frame 0, turned 35° by the renders, a three-quarter view", () => {
    expect(turnText(0)).toBe("Turned 0°, three-quarter view")
  })

  it("names the edge-on and face-on frames of the solitaire (frames 3, 9, 15 and 21)", () => {
    expect([45, 135, 225, 315].map(viewName)).toEqual(["side view", "back view", "side view", "front view"])
  })

  it("wraps past a full turn and back before zero", () => {
    expect(viewName(360 + 45)).toBe(viewName(45))
    expect(viewName(-45)).toBe("front view")
  })
})
