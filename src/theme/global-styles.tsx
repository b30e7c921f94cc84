import { Global, css, useTheme } from "@emotion/react"
import * as React from "react"

/** Document-wide rules: fonts, the base type, pictures, focus rings and reduced motion. */
export function GlobalStyles() {
  const t = useTheme()
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: calc(${t.sizes.navHeight} + ${t.space.md});
        }
        body {
          margin: 0;
          background: ${t.colors.ivory};
          color: ${t.colors.ink};
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.body};
          line-height: ${t.lineHeights.body};
          -webkit-font-smoothing: antialiased;
          text-rendering: optimizeLegibility;
        }
        h1,
        h2,
        h3 {
          font-family: ${t.fonts.display};
          font-weight: ${t.fontWeights.medium};
          line-height: ${t.lineHeights.heading};
          letter-spacing: ${t.letterSpacings.heading};
          margin: 0;
          text-wrap: balance;
          /* The display face's figures are old-style; in a heading ("3D", "2026") they stand as capitals do. */
          font-variant-numeric: lining-nums;
        }
        p {
          margin: 0;
          text-wrap: pretty;
        }
        /* Questions, captions, facts and list items: no last line of one word either. */
        summary,
        figcaption,
        dd,
        li {
          text-wrap: pretty;
        }
        img {
          max-width: 100%;
          display: block;
        }
        /*
         * gatsby-plugin-image draws each picture at opacity 0 on a compositing
         * layer of its own and fades it in over its placeholder once loaded.
         * Here a picture is drawn as soon as it decodes, over the placeholder,
         * in the page's layer: the fades and per-picture layers were about a
         * fifth of the main thread's work after the first paint on the home
         * page (docs/performance.md). One more type selector than the
         * plugin's rule; !important beats its inline styles.
         */
        .gatsby-image-wrapper img[data-main-image] {
          opacity: 1 !important;
          transition: none;
          transform: none;
          will-change: auto;
        }
        .gatsby-image-wrapper [data-placeholder-image] {
          transition: none !important;
        }
        a {
          color: inherit;
        }
        :focus-visible {
          outline: ${t.focus.ring};
          outline-offset: ${t.focus.offset};
        }
        ${t.motion.reduce} {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  )
}
