/*
 * What a turned ring shows, for the slider's aria-valuetext. The renders
 * (scripts/render/lib/turntable.py, `stage(front_deg=35)`) turn the ring 35°
 * before frame 0, so frame 0 is a three-quarter view, not the face.
 */
export const FIRST_FRAME_TURN = 35

const VIEWS = ["front view", "side view", "back view", "side view"]

/** The view at a turn of `angle` degrees from frame 0: a named one within 22.5° of it, else three-quarter. */
export function viewName(angle: number): string {
  const facing = (((angle + FIRST_FRAME_TURN) % 360) + 360) % 360
  const nearest = Math.round(facing / 90)
  return Math.abs(facing - nearest * 90) <= 22.5 ? VIEWS[nearest % 4] : "three-quarter view"
}

/** "Turned 90°, three-quarter view" */
export const turnText = (angle: number) => `Turned ${angle}°, ${viewName(angle)}`

/** Milliseconds per frame of the one gentle turn shown once the frames are in. */
export const AUTO_TURN_STEP = 120
