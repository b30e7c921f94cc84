import * as React from "react"
import { ToastRegion } from "./toast-region"

export interface ToastInput {
  message: string
  action?: { label: string; href: string }
  /** Milliseconds before it leaves by itself; toasts with an action stay until dismissed. */
  duration?: number
}

export interface Toast extends ToastInput {
  id: number
}

const ToastContext = React.createContext<(toast: ToastInput) => void>(() => undefined)

/** Holds the queue of notifications; the region is always in the page so screen readers hear new ones. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = React.useState<Toast[]>([])
  const nextId = React.useRef(1)

  const dismiss = React.useCallback((id: number) => setToasts(list => list.filter(toast => toast.id !== id)), [])

  const notify = React.useCallback(
    (input: ToastInput) => {
      const id = nextId.current++
      setToasts(list => [...list.filter(toast => toast.message !== input.message), { ...input, id }])
      if (input.duration && !input.action) window.setTimeout(() => dismiss(id), input.duration)
    },
    [dismiss]
  )

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

export const useToast = () => React.useContext(ToastContext)
