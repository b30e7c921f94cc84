import * as React from "react"
import { useEffect, useRef, useState } from "react"
import { whenIdle } from "../use-idle"
import { TurntableLayout, type TurntableProps } from "./turntable-layout"

/**
 * A ring the visitor can turn. The built HTML and the page's first script hold
 * only this: the still picture with its alt text, and the choices in their
 * place, unseen. The viewer's own script (turntable-viewer.tsx) is fetched
 * when the ring comes within 200 px of the screen and the page is idle, so
 * the route's first load carries none of it; the viewer then fetches frames.
 */
export function Turntable(props: TurntableProps) {
  const [Viewer, setViewer] = useState<React.ComponentType<TurntableProps> | null>(null)
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
  if (Viewer) return <Viewer {...props} />
  return <TurntableLayout {...props} design={0} metal={0} onChoose={null} figureRef={figure} />
}
