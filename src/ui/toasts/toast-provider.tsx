import * as React from "react"
import type { Toast, ToastInput } from "./toast"
import { ToastRegion } from "./toast-region"

const ToastContext = React.createContext<(toast: ToastInput) => void>(() => undefined)
const ToastListContext = React.createContext<{ toasts: Toast[]; dismiss: (id: number) => void }>({
  toasts: [],
  dismiss: () => undefined,
})

/**
 * Holds the queue of notifications at the root, so a toast outlives the page
 * that raised it. It draws nothing itself: Gatsby also renders the root
 * wrapper around each page's <Head>, where UI has no place. `Toasts` draws them.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = React.useState<Toast[]>([])
  const nextId = React.useRef(1)

  const dismiss = React.useCallback(
    (id: number) => setToasts(list => list.filter(toast => toast.id !== id)),
    []
  )

  const notify = React.useCallback(
    (input: ToastInput) => {
      const id = nextId.current++
      setToasts(list => [...list.filter(toast => toast.message !== input.message), { ...input, id }])
      if (input.duration && !input.action) window.setTimeout(() => dismiss(id), input.duration)
    },
    [dismiss]
  )

  const list = React.useMemo(() => ({ toasts, dismiss }), [toasts, dismiss])

  return (
    <ToastContext.Provider value={notify}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  )
}

/** The region is always in the page, so screen readers hear each new toast. */
export function Toasts() {
  const { toasts, dismiss } = React.useContext(ToastListContext)
  return <ToastRegion toasts={toasts} onDismiss={dismiss} />
}

export const useToast = () => React.useContext(ToastContext)
