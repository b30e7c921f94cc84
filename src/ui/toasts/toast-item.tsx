import * as React from "react"
import { Icon } from "../icons"
import type { Toast } from "./toast"
import { useSwipeToDismiss } from "./use-swipe-to-dismiss"

/** One notification: its message, an optional action, a close button, and swipe to dismiss. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const swipe = useSwipeToDismiss(onDismiss)
  return (
    <li
      {...swipe.handlers}
      data-toast
      css={t => ({
        display: "flex",
        alignItems: "flex-start",
        gap: t.space.sm,
        padding: `${t.space.md} ${t.space.md} ${t.space.md} ${t.space.lg}`,
        borderRadius: t.radii.md,
        background: t.colors.ink,
        color: t.colors.ivory,
        boxShadow: t.shadows.lifted,
        pointerEvents: "auto",
        touchAction: "pan-y",
        transition: swipe.dragging
          ? "none"
          : `transform ${t.motion.base} ${t.motion.easing}, opacity ${t.motion.base}`,
        ":focus-visible, & :focus-visible": { outline: t.focus.ringOnDark },
      })}
      style={{
        transform: `translateX(${swipe.offset}px)`,
        opacity: 1 - Math.min(Math.abs(swipe.offset) / 240, 0.7),
      }}
    >
      <div
        css={t => ({
          flex: 1,
          display: "grid",
          gap: t.space.xs,
          fontSize: t.fontSizes.small,
          paddingTop: t.space.xxs,
        })}
      >
        <p>{toast.message}</p>
        {toast.action && (
          <a
            href={toast.action.href}
            target="_blank"
            rel="noopener"
            css={t => ({ color: t.colors.goldLight, fontWeight: t.fontWeights.semibold })}
          >
            {toast.action.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        css={t => ({
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: t.sizes.touch,
          height: t.sizes.touch,
          border: "none",
          borderRadius: t.radii.pill,
          background: "transparent",
          color: "inherit",
          cursor: "pointer",
        })}
      >
        <Icon name="close" />
      </button>
    </li>
  )
}
