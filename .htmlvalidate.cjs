/**
 * html-validate configuration for the BUILT site (public/**.html), used by
 * `npm run check:html` (scripts/quality/check-html.ts).
 *
 * Policy: start from `html-validate:recommended` and relax ONLY what Gatsby,
 * React's server renderer, Emotion or gatsby-plugin-image emit themselves and
 * the site cannot change. Every relaxation below says which tool forces it.
 * Problems in the site's own markup must be fixed in src/, not silenced here.
 *
 * Three generated patterns cannot be scoped by rule options, so instead of
 * disabling those rules for every element they are exempted element-by-element
 * in scripts/quality/check-html.ts (GATSBY_EXEMPTIONS):
 *   - valid-id on `<div id="___gatsby">` (Gatsby's root element id);
 *   - element-required-attributes "src" on gatsby-plugin-image's lazy
 *     `<img data-main-image data-src=...>` (src is set by its script; the
 *     <noscript> fallback carries a real src).
 *   - element-permitted-order on a <summary> preceded by Emotion's
 *     `<style data-emotion>` inside <details> (Emotion puts the style tag
 *     right before the styled element; see the `style` metadata below).
 *
 * This is a CommonJS module (not .htmlvalidate.json) so that it can carry
 * these comments; html-validate loads .htmlvalidate.cjs natively.
 */
module.exports = {
  root: true,
  extends: ["html-validate:recommended"],

  elements: [
    "html5",
    {
      /*
       * Emotion's server-side rendering (gatsby-plugin-emotion) inserts a
       * `<style data-emotion="css ...">` element immediately before each styled
       * element, i.e. inside <div>, <li>, <ul>, <dl>, <button>, <h1>, ... .
       * In html5 metadata <style> is metadata content only, so every one of
       * them trips `element-permitted-content`. Rather than disabling that
       * rule (it also catches real nesting errors such as <div> in <p> or
       * <a> in <button>), we let <style> count as flow, phrasing and
       * script-supporting content, which is where Emotion places it.
       */
      style: {
        flow: true,
        phrasing: true,
        scriptSupporting: true,
      },
    },
  ],

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
};
