/**
 * html-validate configuration for the BUILT site (public/**.html), used by
 * `npm run check:html` (scripts/quality/check-html.ts).
 *
 * Policy: start from `html-validate:recommended` and relax ONLY what Gatsby,
 * React's server renderer, gatsby-plugin-image or Tally emit themselves and
 * the site cannot change. Every relaxation below says which tool forces it.
 * Problems in the site's own markup must be fixed in src/, not silenced here.
 *
 * Some generated patterns cannot be scoped by rule options, so instead of
 * disabling those rules for every element they are exempted element-by-element
 * in scripts/quality/check-html.ts (GATSBY_EXEMPTIONS):
 *   - valid-id on `<div id="___gatsby">` (Gatsby's root element id);
 *   - element-required-attributes "src" on gatsby-plugin-image's lazy
 *     `<img data-main-image data-src=...>` (src is set by its script; the
 *     <noscript> fallback carries a real src);
 *   - attribute-allowed-values on Tally's documented `<iframe width="100%">`.
 *
 * Emotion's server render puts a <style> before each styled element, which
 * html5 allows only in <head>; src/root/render-body.tsx gathers them into
 * <head>, so no rule is relaxed for them.
 *
 * This is a CommonJS module (not .htmlvalidate.json) so that it can carry
 * these comments; html-validate loads .htmlvalidate.cjs natively.
 */
module.exports = {
  root: true,
  extends: ["html-validate:recommended"],

  rules: {
    /*
     * React's server renderer always serialises void elements self-closed
     * (`<meta/>`, `<link/>`, `<img/>`, `<source/>`, `<br/>`). Enforce that
     * style consistently instead of the default "omit".
     */
    "void-style": ["error", { style: "selfclose" }],

    /*
     * React's server renderer writes a true boolean attribute as an empty
     * value (`disabled=""`, `open=""`), never bare. Enforce that style
     * instead of the default "omit".
     */
    "attribute-boolean-style": ["error", { style: "empty" }],

    /*
     * React serialises camelCased DOM properties as written in JSX:
     * `charSet` (Gatsby's own <meta charSet>), `srcSet`/`fetchPriority`
     * (gatsby-plugin-image), `dateTime`. Allow camelCase in addition to
     * lowercase; UPPERCASE or PascalCase attributes are still errors.
     */
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],

    /*
     * Inline style attributes in the build come only from Gatsby itself:
     * gatsby-plugin-image wrappers/placeholders (opacity, transition,
     * background-color, position, top/left/bottom/right, max-width, display,
     * padding-top), `#gatsby-focus-wrapper` (outline) and the visually hidden
     * `#gatsby-announcer` (position, top, width, height, padding, overflow,
     * clip, white-space, border). Allow exactly those properties; any other
     * inline style property (e.g. `color`, `margin`, `transform`) written in
     * the site's own components is still reported.
     */
    "no-inline-style": [
      "error",
      {
        allowVariables: true,
        allowedProperties: [
          "display",
          "opacity",
          "transition",
          "background-color",
          "position",
          "top",
          "left",
          "bottom",
          "right",
          "max-width",
          "padding-top",
          "outline",
          "width",
          "height",
          "padding",
          "overflow",
          "clip",
          "white-space",
          "border",
        ],
      },
    ],
  },
}
