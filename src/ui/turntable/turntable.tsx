import * as React from "react"
import { useEffect, useRef, useState } from "react"
import { whenIdle } from "../use-idle"
import { TurntableLayout, type TurntableProps } from "./turntable-layout"
import type { TurntableViewerProps } from "./turntable-viewer"

/**
 * A ring the visitor can turn. The built HTML and the page's first script hold
 * only this: the still picture with its alt text, and the choices in their
 * place, unseen. The viewer's own script (turntable-viewer.tsx) is fetched
 * when the ring comes within 200 px of the screen and the page is idle, so
 * the route's first load carries none of it; the viewer then fetches frames.
 * The viewer is drawn inside the same layout, so the still the page was built
 * with stays where it is (React would make it again under a new parent).
 */
export function Turntable(props: TurntableProps) {
  const [Viewer, setViewer] = useState<React.ComponentType<TurntableViewerProps> | null>(null)
  const [choice, setChoice] = useState({ design: 0, metal: 0 })
  const figure = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = figure.current
    if (Viewer || !element) return
    let cancel = () => {}
    const load = () => {
      import("./turntable-viewer").then(
        module => setViewer(() => module.TurntableViewer),
        () => {} // Offline: the still stays, as without JavaScript.
      )
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        cancel()
        if (entry.isIntersecting) cancel = whenIdle(load)
      },
      { rootMargin: "200px" }
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancel()
    }
  }, [Viewer])
  return (
    <TurntableLayout
      {...props}
      {...choice}
      onChoose={Viewer && ((design, metal) => setChoice({ design, metal }))}
      figureRef={figure}
    >
      {Viewer && <Viewer {...props} {...choice} />}
    </TurntableLayout>
  )
}
