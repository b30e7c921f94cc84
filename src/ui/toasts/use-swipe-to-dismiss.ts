import * as React from "react"

/** Horizontal drag of more than `threshold` pixels dismisses; anything less springs back. */
export function useSwipeToDismiss(onDismiss: () => void, threshold = 80) {
  const start = React.useRef<number | null>(null)
  const [offset, setOffset] = React.useState(0)

  const end = (event: React.PointerEvent) => {
    if (start.current === null) return
    const distance = event.clientX - start.current
    start.current = null
    if (Math.abs(distance) > threshold) onDismiss()
    else setOffset(0)
  }

  return {
    offset,
    dragging: start.current !== null,
    handlers: {
      onPointerDown: (event: React.PointerEvent) => {
        if ((event.target as HTMLElement).closest("a, button")) return
        start.current = event.clientX
        event.currentTarget.setPointerCapture?.(event.pointerId)
      },
      onPointerMove: (event: React.PointerEvent) => {
        if (start.current !== null) setOffset(event.clientX - start.current)
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null
        setOffset(0)
      },
    },
  }
}
