/* What a toast is, apart from who queues and who draws it (so neither imports the other for it). */

export interface ToastInput {
  message: string
  action?: { label: string; href: string }
  /** Milliseconds before it leaves by itself; toasts with an action stay until dismissed. */
  duration?: number
}

export interface Toast extends ToastInput {
  id: number
}
