import * as React from "react"

/*
 * The handful of icons the site uses, inline so none costs a request or a
 * font. Decorative by default; pass a title to give one a name.
 */

const paths = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  arrow: "M4 12h15M13 6l6 6-6 6",
  phone:
    "M6.6 3.5l2.6-.3 1.6 4-2 1.5a11 11 0 005.5 5.5l1.5-2 4 1.6-.3 2.6a2 2 0 01-2 1.8A15.5 15.5 0 014.8 5.5a2 2 0 011.8-2z",
  chat: "M4 5.5A2.5 2.5 0 016.5 3h11A2.5 2.5 0 0120 5.5v8a2.5 2.5 0 01-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 014 13.5z",
  mail: "M4 6.5A1.5 1.5 0 015.5 5h13A1.5 1.5 0 0120 6.5v11a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5zM4.5 6l7.5 6.5L19.5 6",
  pin: "M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0113 0c0 4.9-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  instagram:
    "M7.5 3h9A4.5 4.5 0 0121 7.5v9a4.5 4.5 0 01-4.5 4.5h-9A4.5 4.5 0 013 16.5v-9A4.5 4.5 0 017.5 3zM12 8a4 4 0 100 8 4 4 0 000-8zm5.3-1.6v.1",
  facebook:
    "M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2.3h-2.6C11.9 2.3 11 4 11 6.2v2.3H8.5v3.2H11V21h3v-9.3h2.6l.4-3.2z",
  tiktok: "M13.5 3v11.8a3.3 3.3 0 11-3.3-3.3M13.5 3c.4 2.7 2.3 4.5 5 4.8",
  star: "M12 3l2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17l-5.4 2.8 1.1-6.1-4.5-4.3 6.1-.8z",
} as const

export type IconName = keyof typeof paths

const filled: IconName[] = ["star", "facebook"]

export function Icon({ name, title }: { name: IconName; title?: string }) {
  const solid = filled.includes(name)
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      css={t => ({ flexShrink: 0, width: t.sizes.icon, height: t.sizes.icon })}
    >
      {title && <title>{title}</title>}
      <path
        d={paths[name]}
        fill={solid ? "currentColor" : "none"}
        stroke={solid ? "none" : "currentColor"}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
