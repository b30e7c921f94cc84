import { useEffect, useState } from "react"

/**
 * Runs `task` once the browser has a quiet moment (at most `timeout` ms later),
 * in a task of its own. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 1)
  return () => clearTimeout(id)
}

/**
 * False in the built HTML, through hydration and until the browser is next
 * idle; true from then on. For work the page can show a moment later, so it
 * does not lengthen the task that hydrates the page.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
