import { Link } from "gatsby"
import type { SiteSettings } from "../site/use-site-settings"
import * as React from "react"

interface Props {
  name: string
  /** What a phone's header shows in place of a long name. */
  shortName?: string | null
  /** Each name's width in capitals, in ems (src/theme/wordmark.ts, worked out at build time). */
  nameWidth: number
  shortNameWidth?: number | null
  logo: SiteSettings["logo"]
}

/**
 * The logo: the brand mark and the name, always linking home, on one line at any length. The
 * name is sized to the room the header leaves it (container query units over the slot it sits
 * in), from its width known at build time, up to the heading size it has always had: a long name
 * becomes smaller, never two lines. Phones show the short name when there is one. Each name is a
 * span with its width; which one shows is the stylesheet's (first: the full name, from md up;
 * last: the one phones show), so any name is held the same way.
 */
export function Brand({ name, shortName, nameWidth, shortNameWidth, logo }: Props) {
  const names = [
    { text: name, width: nameWidth },
    ...(shortName && shortNameWidth ? [{ text: shortName, width: shortNameWidth }] : []),
  ]
  return (
    <div css={{ flex: "1 1 0", minWidth: 0, containerType: "inline-size" }}>
      <Link
        to="/"
        aria-label={`${name}, home`}
        css={t => ({
          display: "inline-flex",
          alignItems: "center",
          gap: t.space.xs,
          maxWidth: "100%",
          minHeight: t.sizes.touch,
          textDecoration: "none",
          fontFamily: t.fonts.display,
          fontWeight: t.fontWeights.medium,
          textTransform: "uppercase",
          "--wordmark-tracking": String(parseFloat(t.letterSpacings.button)),
          "& [data-mark]": { display: "flex", flexShrink: 0, width: t.sizes.logo, height: t.sizes.logo },
          "& [data-wordmark]": {
            display: "none",
            minWidth: 0,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
            letterSpacing: "calc(var(--wordmark-tracking) * 1em)",
            // The room beside the mark, shared out over the name's width and its tracking.
            fontSize: [
              t.fontSizes.h3,
              `min(${t.fontSizes.h3}, calc((100cqi - ${t.sizes.logo} - ${t.space.xs}) / (var(--wordmark-width) + var(--wordmark-characters) * var(--wordmark-tracking))))`,
            ],
          },
          // A phone shows the short name (or the name), at 320 px too, as small as the room beside the mark asks.
          "& [data-wordmark]:last-of-type": { display: "block" },
          [t.mq.md]: {
            "--wordmark-tracking": String(parseFloat(t.letterSpacings.eyebrow)),
            "& [data-wordmark]:last-of-type": { display: "none" },
            "& [data-wordmark]:first-of-type": { display: "block" },
          },
        })}
      >
        {/* The mark, drawn in the page so nothing is fetched for it before the first paint
            (src/node/inline-mark-resolvers.ts); decorative, the link is named. */}
        {logo.src?.inlineSvg && (
          // A div: the names' spans are told apart by :first-of-type and :last-of-type.
          <div data-mark="" dangerouslySetInnerHTML={{ __html: logo.src.inlineSvg }} />
        )}
        {names.map(({ text, width }, index) => (
          <span
            key={index}
            data-wordmark=""
            style={
              { "--wordmark-width": width, "--wordmark-characters": [...text].length } as React.CSSProperties
            }
          >
            {text}
          </span>
        ))}
      </Link>
    </div>
  )
}
