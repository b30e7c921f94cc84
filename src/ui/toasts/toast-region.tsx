import * as React from "react"
import type { Toast } from "./toast"
import { ToastItem } from "./toast-item"

interface Props {
  toasts: Toast[]
  onDismiss: (id: number) => void
}

/** A polite live region in the corner: new toasts are read out without interrupting. */
export function ToastRegion({ toasts, onDismiss }: Props) {
  return (
    <section
      aria-label="Notifications"
      css={t => ({
        position: "fixed",
        zIndex: t.zIndices.toasts,
        insetInline: t.space.md,
        top: `calc(${t.sizes.navHeight} + ${t.space.sm})`,
        pointerEvents: "none",
        [t.mq.sm]: { insetInline: "auto", right: t.space.lg, width: t.sizes.notice },
      })}
    >
      <ol
        aria-live="polite"
        css={t => ({ display: "grid", gap: t.space.sm, margin: 0, padding: 0, listStyle: "none" })}
      >
        {toasts.map(toast => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />
        ))}
      </ol>
    </section>
  )
}
