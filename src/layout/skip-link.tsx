import * as React from "react"

/** The first stop for keyboard users: straight past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      css={t => ({
        position: "absolute",
        left: t.space.md,
        top: t.space.md,
        zIndex: t.zIndices.toasts,
        padding: `${t.space.xs} ${t.space.md}`,
        background: t.colors.ink,
        color: t.colors.ivory,
        borderRadius: t.radii.sm,
        transform: "translateY(-200%)",
        "&:focus": { transform: "none" },
      })}
    >
      Skip to content
    </a>
  )
}
