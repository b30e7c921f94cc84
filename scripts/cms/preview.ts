/*
 * Previews that look like the site, for the home page and the legal pages.
 * They render with Decap's own React (window.h is its createElement), so the
 * site's React 18 components cannot be reused; the look comes from
 * preview.css, generated from src/theme/tokens.ts by build-admin.ts.
 */

import { linkedText, safeHref } from "../../src/content/linked-text"

type Child = unknown
type H = (tag: string, props?: Record<string, unknown> | null, ...children: Child[]) => unknown

interface ImmutableLike {
  toJS(): unknown
}

export interface PreviewProps {
  entry: { get(key: "data"): ImmutableLike | undefined }
  getAsset(path: string): { toString(): string } | string
}

export interface Cms {
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(content: string): unknown; toFile(data: unknown, sortedKeys?: string[]): string }
  ): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(href: string): void
  getWidget(name: string): { control: unknown; preview: unknown; schema?: unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
  init(): void
}

interface Picture {
  src?: string
  alt?: string
}

interface HomeData {
  hero?: { eyebrow?: string; heading?: string; lead?: string; image?: Picture }
  pictureThis?: { heading?: string; lead?: string; cards?: { title?: string; description?: string }[] }
  closing?: { heading?: string; body?: string; cta?: { label?: string } }
}

interface LegalData {
  heading?: string
  lastUpdated?: string
  intro?: string[]
  sections?: { heading?: string; body?: string[]; points?: string[] }[]
}

declare global {
  interface Window {
    h: H
    /** create-react-class: a component from a spec whose methods see the instance as `this`. */
    createClass: (spec: object) => unknown
  }
}

const dataOf = <T>(props: PreviewProps): T => (props.entry.get("data")?.toJS() ?? {}) as T

function homePreview(props: PreviewProps) {
  const h = window.h
  const { hero = {}, pictureThis, closing } = dataOf<HomeData>(props)
  const picture = hero.image?.src ? String(props.getAsset(hero.image.src)) : undefined
  return h(
    "main",
    { className: "preview" },
    h(
      "section",
      { className: "band hero" },
      h("p", { className: "eyebrow" }, hero.eyebrow),
      h("h1", { "data-testid": "preview-hero-heading" }, hero.heading),
      h("p", { className: "lead" }, hero.lead),
      picture ? h("img", { src: picture, alt: hero.image?.alt ?? "" }) : null
    ),
    pictureThis
      ? h(
          "section",
          { className: "band tone" },
          h("h2", null, pictureThis.heading),
          h("p", { className: "lead" }, pictureThis.lead),
          h(
            "div",
            { className: "cards" },
            ...(pictureThis.cards ?? []).map((card, index) =>
              h(
                "article",
                { className: "card", key: index },
                h("h3", null, card.title),
                h("p", null, card.description)
              )
            )
          )
        )
      : null,
    closing
      ? h(
          "section",
          { className: "band" },
          h("h2", null, closing.heading),
          h("p", null, closing.body),
          closing.cta ? h("span", { className: "button" }, closing.cta.label) : null
        )
      : null
  )
}

/** A paragraph's links as the site makes them (src/ui/rich-text.tsx): same parser, same refusals. */
const withLinks = (text: string): Child[] =>
  linkedText(text).map((segment, index) => {
    if (!("label" in segment)) return segment.text
    const href = safeHref(segment.target)
    return href ? window.h("a", { key: index, href }, segment.label) : segment.label
  })

function legalPreview(props: PreviewProps) {
  const h = window.h
  const { heading, lastUpdated, intro = [], sections = [] } = dataOf<LegalData>(props)
  return h(
    "main",
    { className: "preview reading" },
    h("h1", { "data-testid": "preview-legal-heading" }, heading),
    h("p", { className: "eyebrow" }, `Last updated ${lastUpdated ?? ""}`),
    ...intro.map((paragraph, index) =>
      h("p", { key: `intro-${index}`, className: "lead" }, ...withLinks(paragraph))
    ),
    ...sections.map((section, index) =>
      h(
        "section",
        { key: index },
        h("h2", null, section.heading),
        ...(section.body ?? []).map((paragraph, i) => h("p", { key: i }, ...withLinks(paragraph))),
        section.points
          ? h("ul", null, ...section.points.map((point, i) => h("li", { key: i }, ...withLinks(point))))
          : null
      )
    )
  )
}

export function registerPreviews(cms: Cms, styleHref: string) {
  const template = (render: (props: PreviewProps) => unknown) =>
    window.createClass({
      render(this: { props: PreviewProps }) {
        return render(this.props)
      },
    })
  // For a file collection the template is named after the file entry; for a folder, the collection.
  cms.registerPreviewTemplate("home", template(homePreview))
  cms.registerPreviewTemplate("legal", template(legalPreview))
  cms.registerPreviewStyle(styleHref)
}
