import type { Theme } from "@emotion/react"
import * as React from "react"
import { createPortal } from "react-dom"
import { formatBand } from "../../content/price-format"
import { buttonStyles } from "../../ui/button"
import { Icon } from "../../ui/icons"
import { KEEP_CLEAR } from "../../ui/keep-clear"

/*
 * A phone's view of the design while the options scroll: a bar pinned to the foot of the screen with
 * a small picture, the price and the send button, shown only once the large picture and the summary
 * have scrolled away and while the options are on screen. Its height is the picture's (4rem and the
 * safe area), never a third of the screen; the form leaves room under its last option so nothing stays
 * under it. Hidden (visibility), it is out of the page's focus order and its accessibility tree. The small
 * picture opens the large one in a dialog. Not drawn on a laptop, where the picture
 * and the price stay beside the options.
 */

export interface PinnedSummaryProps {
  /** Shown: the summary has scrolled away and the options are on screen. */
  shown: boolean
  thumbnail: string
  summary: string
  price: { low: number; high: number } | null
  labels: { send: string; enlarge: string; close: string }
  /** The large picture, drawn in the dialog. */
  children: React.ReactNode
}

export const PINNED_HEIGHT = "4.75rem"

export function PinnedSummary({ shown, thumbnail, summary, price, labels, children }: PinnedSummaryProps) {
  const [open, setOpen] = React.useState(false)
  // The small picture is fetched when the bar first shows, not with the page: in the HTML, fetched beside
  // the large picture, it cost Lighthouse's phone a round trip (/design/'s LCP 1,055 against 980 ms,
  // 7 December 2026), even marked lazy.
  const [seen, setSeen] = React.useState(shown)
  if (shown && !seen) setSeen(true)
  const dialog = React.useRef<HTMLDialogElement>(null)
  const opener = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    const element = dialog.current
    if (!open || !element) return undefined
    element.showModal()
    const closed = () => {
      setOpen(false)
      opener.current?.focus()
    }
    element.addEventListener("close", closed)
    return () => element.removeEventListener("close", closed)
  }, [open])
  return (
    // Fixed to the screen, it lies outside the form's box: marked, so the floating WhatsApp button never
    // stands over the price and the send button (ui/keep-clear.ts). Slid away, it lies in no one's way.
    <div
      data-design-pinned=""
      {...KEEP_CLEAR}
      css={t => ({
        position: "fixed",
        insetInline: 0,
        insetBlockEnd: 0,
        zIndex: t.zIndices.floating,
        display: "grid",
        gridTemplateColumns: "auto 1fr auto",
        alignItems: "center",
        gap: t.space.sm,
        minHeight: PINNED_HEIGHT,
        padding: `${t.space.xs} ${t.space.md} calc(${t.space.xs} + env(safe-area-inset-bottom))`,
        borderTop: t.borders.hairline,
        background: t.colors.ivory,
        boxShadow: t.shadows.soft,
        transform: shown ? "none" : "translateY(110%)",
        visibility: shown ? "visible" : "hidden",
        transition: `transform ${t.motion.base} ${t.motion.easing}, visibility ${t.motion.base}`,
        [t.motion.reduce]: { transition: "none" },
        [t.mq.lg]: { display: "none" },
      })}
    >
      <button
        ref={opener}
        type="button"
        aria-label={labels.enlarge}
        onClick={() => setOpen(true)}
        css={t => ({
          width: "3.5rem",
          height: "3.5rem",
          padding: 0,
          border: t.borders.hairline,
          borderRadius: t.radii.md,
          overflow: "hidden",
          background: t.colors.sand,
          cursor: "zoom-in",
        })}
      >
        {seen && (
          <img
            src={thumbnail}
            alt=""
            width={56}
            height={56}
            css={{ display: "block", width: "100%", height: "100%" }}
          />
        )}
      </button>
      <p css={t => ({ minWidth: 0, fontSize: t.fontSizes.small, lineHeight: t.lineHeights.heading })}>
        {price && (
          <span
            css={t => ({
              display: "block",
              fontWeight: t.fontWeights.semibold,
              fontVariantNumeric: "lining-nums",
            })}
          >
            {formatBand(price.low, price.high)}
          </span>
        )}
        <span
          css={t => ({
            display: "block",
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
            color: t.colors.inkSoft,
          })}
        >
          {summary}
        </span>
      </p>
      <button type="submit" css={t => ({ ...buttonStyles(t, "primary"), paddingInline: t.space.md })}>
        {labels.send}
      </button>
      {open &&
        createPortal(
          <dialog ref={dialog} aria-label={labels.enlarge} css={dialogStyle}>
            <button type="button" onClick={() => dialog.current?.close()} css={closeStyle}>
              <Icon name="close" />
              <span>{labels.close}</span>
            </button>
            {children}
          </dialog>,
          document.body
        )}
    </div>
  )
}

const dialogStyle = (t: Theme) => ({
  width: `min(100vw - 2 * ${t.space.sm}, 40rem)`,
  maxWidth: "none",
  padding: t.space.sm,
  border: "none",
  borderRadius: t.radii.lg,
  background: t.colors.ivory,
  color: t.colors.ink,
  boxShadow: t.shadows.lifted,
  "&[open]": { display: "grid", gap: t.space.sm },
  "&::backdrop": { background: t.colors.ivoryVeil },
  "& :focus-visible": { outline: t.focus.ring, outlineOffset: t.focus.offset },
})

const closeStyle = (t: Theme) => ({
  justifySelf: "end",
  display: "inline-flex",
  alignItems: "center",
  gap: t.space.xs,
  minHeight: t.sizes.touch,
  padding: `0 ${t.space.sm}`,
  border: "none",
  borderRadius: t.radii.pill,
  background: "none",
  color: t.colors.ink,
  font: "inherit",
  cursor: "pointer",
})

/**
 * Whether the pinned bar shows: the design's own summary (`aside`: the picture, the price, the send
 * button) has scrolled away while the form's options are on screen. Never on the server.
 */
export function usePinned(
  aside: React.RefObject<HTMLElement | null>,
  form: React.RefObject<HTMLElement | null>
): boolean {
  const [seen, setSeen] = React.useState({ aside: true, form: false })
  React.useEffect(() => {
    const [summary, options] = [aside.current, form.current]
    if (!summary || !options || !("IntersectionObserver" in window)) return undefined
    const observer = new IntersectionObserver(entries => {
      setSeen(previous => {
        const next = { ...previous }
        for (const entry of entries) next[entry.target === summary ? "aside" : "form"] = entry.isIntersecting
        return next
      })
    })
    observer.observe(summary)
    observer.observe(options)
    return () => observer.disconnect()
  }, [aside, form])
  return !seen.aside && seen.form
}
