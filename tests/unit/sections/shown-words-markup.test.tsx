/**
 * @jest-environment node
 */
// Node, as Gatsby renders pages on the server: Emotion's styles extracted as the build does.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import createCache from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
// Its Node build here, as Gatsby renders pages.
import { renderToString } from "react-dom/server"
import { factValues, fillFacts } from "../../../src/content/facts"
import { LegalDocument } from "../../../src/sections/legal-document"
import { theme } from "../../../src/theme/tokens"
import { shownWords, type Expected } from "../../../scripts/quality/shown-words"
import { siteSettings } from "../../fixtures/site-settings"

/*
 * The editor rehearsal's report must not call a paragraph missing that the page shows: a false red
 * on a pull request blocks the editors. A legal page's paragraphs and points hold every kind of
 * markup copy may: links to the site's pages, https:, mailto: and tel: links, {placeholders} in the
 * words, in a link's label and in its target. Each is drawn here by the site's own components, as
 * Gatsby's server render writes it, first under its section's heading (where a paragraph's first
 * word meets the heading's last once tags are dropped) and then after another paragraph, and
 * each must be found in that HTML; a paragraph the page does not show must still be missing.
 * (Copy has no other inline markup: src/ui/rich-text.tsx draws links and nothing else.)
 */

/** The fixture studio's facts, with an officer and a policy of its own for {dpoName} and {policy.*}. */
const facts = factValues({
  ...siteSettings,
  madeIn: "Singapore",
  dataProtectionOfficer: { name: "Ines Vitrail", email: "vitrail@maisonverre.example" },
  policies: [{ id: "replies", text: "A pretend answer comes within 9 days." }],
})

/**
 * Words of the rehearsal's shape (invented, the copy's shape kept), each paragraph with one kind of
 * markup. Each word has a letter the rehearsal never writes (c, h, j, q, w, x, y: new-words.ts), so
 * no rehearsal's copy can be the same words and make the copy guard count them as spelled here.
 */
const paragraphs = {
  "a placeholder as the first word": "{brand} chovu tawisu xelora beha, {dpoName} ry jefa.",
  "a link to a page, then a comma": "Zucho peqa [Kawebo roxu](/contact-us/), tamixu ve lyrani.",
  "a link to a page's section, last": "Ihe sahu [Dowema kiy](/process/#design)",
  "a mailto: link of placeholders": "Welo ry [{dpoEmail}](mailto:{dpoEmail}), my inihofa oj tuxofuz.",
  "the officer's paragraph":
    "Nix Jefa Etocuvuman Wipuhur, {dpoName}, my lotabotifax fech uja. Oy bahu x ojamalo sy doc awi, tolech iw lyna hy [{dpoEmail}](mailto:{dpoEmail}), wo inihofa oj tuxofuz tyr [Hicasip Uq nifu](/contact-us/). {policy.replies}",
  "an https: link as the first words": "[Tacu weko](https://www.example.com/glass) sahe dyko {legalName}.",
  "a tel: link with a placeholder label": "Kaxo mechu [{phone}](tel:+6560001234). Viha {city}.",
  "a mailto: link to {email}": "Oxa [{brand} bowi](mailto:{email}): pihy nexu.",
}

const headings = Object.keys(paragraphs)

/**
 * Where a paragraph stands: first under its section's heading, after another paragraph, as a list's
 * point, in the intro. Each place gets its own copy of the words, one invented word added after the
 * first, so that finding one does not find the others.
 */
const PLACES = { first: "ech", second: "jow", point: "qix", intro: "yuh" } as const
type Place = keyof typeof PLACES
const at = (kind: string, place: Place): string =>
  paragraphs[kind as keyof typeof paragraphs].replace(" ", ` ${PLACES[place]} `)

const document = {
  lastUpdated: "2025-06-01",
  intro: headings.map(kind => fillFacts(at(kind, "intro"), facts)),
  sections: headings.map(kind => ({
    heading: kind,
    body: [at(kind, "first"), at(kind, "second")].map(text => fillFacts(text, facts)),
    points: [fillFacts(at(kind, "point"), facts)],
    consentSettings: null,
    trackingDisclosure: null,
  })),
  tracking: siteSettings.tracking,
  consentLabels: { accept: "Take them", decline: "Leave them" },
}

/** The page as the build writes it: the server's render, Emotion's styles in <head>. */
function builtPage(): { publicDir: string; contentDir: string; route: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shown-words-markup-"))
  // As the build extracts them (src/root/render-body.tsx).
  const cache = createCache({ key: "css" })
  const { html, styles } = createEmotionServer(cache).extractCriticalToChunks(
    renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <LegalDocument {...document} />
        </ThemeProvider>
      </CacheProvider>
    )
  )
  const head = styles.map(style => `<style>${style.css}</style>`).join("")
  const slug = "glass-policy"
  const files = {
    [`public/${slug}/index.html`]: `<!doctype html><html><head>${head}</head><body><header><a href="/">Maison Verre</a></header><main>${html}</main></body></html>`,
    "public/page-data/sq/d/1.json": "{}",
    // A legal page's route is its file's slug (src/content/routes.ts).
    "content/legal/glass-policy.yaml": `slug: ${slug}\n`,
  }
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), body)
  }
  return { publicDir: path.join(dir, "public"), contentDir: path.join(dir, "content"), route: `/${slug}/` }
}

const expected = (where: Expected["path"], text: string): Expected => ({
  file: "legal/glass-policy.yaml",
  path: where,
  text: fillFacts(text, facts),
})

describe("a paragraph's markup, as the rehearsal's report reads it", () => {
  const { publicDir, contentDir } = builtPage()

  it.each(headings.map((kind, i) => [kind, i] as const))(
    "finds %s: first under a heading, after a paragraph, as a point and in the intro",
    (kind, i) => {
      const places = [
        expected(["sections", i, "body", 0], at(kind, "first")),
        expected(["sections", i, "body", 1], at(kind, "second")),
        expected(["sections", i, "points", 0], at(kind, "point")),
        expected(["intro", i], at(kind, "intro")),
      ]
      const result = shownWords(publicDir, contentDir, places)
      expect(result.missing).toEqual([])
      expect(result.shown).toBe(places.length)
    }
  )

  it("still calls a paragraph missing when one word of it, or of a link's label, is not on the page", () => {
    const officer = at("the officer's paragraph", "first")
    const others = [
      officer.replace("Etocuvuman", "Etocuvumen"),
      officer.replace("[Hicasip Uq nifu]", "[Hicasip Uq nifo]"),
      at("a mailto: link of placeholders", "first").replace("[{dpoEmail}]", "[{email}]"),
    ].map(text => expected(["sections", 4, "body", 0], text))
    expect(shownWords(publicDir, contentDir, others).missing).toEqual(others)
  })
})
