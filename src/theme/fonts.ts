import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import cormorantUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2"
import cormorantItalicUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2"

/*
 * Three self-hosted files, Latin only. The fallback faces are metric-matched
 * to the web fonts (size-adjust and ascent/descent overrides), so swapping in
 * the real font moves no text: no layout shift.
 */

export const preloadedFonts = [interUrl, cormorantUrl]

const latin =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD"

export const fontFaces = `
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${interUrl}) format("woff2-variations");
  unicode-range: ${latin};
}
@font-face {
  font-family: "Cormorant Garamond";
  font-style: normal;
  font-display: swap;
  font-weight: 500;
  src: url(${cormorantUrl}) format("woff2");
  unicode-range: ${latin};
}
@font-face {
  font-family: "Cormorant Garamond";
  font-style: italic;
  font-display: swap;
  font-weight: 500;
  src: url(${cormorantItalicUrl}) format("woff2");
  unicode-range: ${latin};
}
@font-face {
  font-family: "Inter Fallback";
  src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Helvetica");
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}
@font-face {
  font-family: "Cormorant Fallback";
  src: local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("Times");
  ascent-override: 93.8%;
  descent-override: 29.1%;
  line-gap-override: 0%;
  size-adjust: 98.5%;
}
`
