import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import { fillFacts } from "../../../src/content/facts"
import { BookingProvider } from "../../../src/contact/booking-button"
import { Footer } from "../../../src/layout/footer"
import { Navbar } from "../../../src/layout/navbar"
import { useSiteSettings } from "../../../src/site/use-site-settings"
import { GlobalStyles } from "../../../src/theme/global-styles"
import { theme } from "../../../src/theme/tokens"
import { ToastProvider, Toasts } from "../../../src/ui/toasts/toast-provider"
import type { Cms, PreviewTemplateProps } from "../decap"
import { documentsWith, fromContent, previewData, siteFacts, type PreviewData } from "./data"
import { PreviewDataContext } from "./gatsby"
import { pageFor, pagesShowing, pathnameOf, type PageFile, type PreviewSetup, type ShownOn } from "./pages"
import type { PreviewTemplate } from "./schema"

/*
 * The CMS preview, drawn by the site's own pages, sections and theme: the
 * entry being edited goes through the same queries and fragments as in the
 * build (data.ts), and the page file of src/pages/ that asks for its
 * type renders it, inside the theme, the global styles and the fonts. A field
 * a section reads shows here with nothing to add.
 *
 * Two Reacts: Decap's bundle renders its own (19), which the site's
 * components (React 18, like Gatsby) must not mix with. Decap gets a small
 * template of its own kind (window.createClass) that draws one empty element
 * in its preview frame; the site's React 18 draws the page into it, with
 * Emotion writing the styles into that frame's <head>.
 */

interface PreviewProps {
  setup: PreviewSetup
  template: PreviewTemplate
  /** The entry being edited, as its YAML reads (placeholders unfilled, pictures as paths). */
  entry: Record<string, unknown>
  /** Its file, as Decap names it (content/guides/ring-size.yaml); none for an entry not yet saved. */
  path?: string
  /** content/site.yaml as the CMS has it; undefined until it has loaded. */
  site: Record<string, unknown> | undefined
  asset: (path: string) => string
  cache: EmotionCache
}

/** What stands for an entry not yet saved, which has no file: its id in the preview's data. */
const UNSAVED = "unsaved entry"

/**
 * The entry as the site draws it: its page, the page another file shows it on (the ring-size
 * table, on its guide), or for the site settings the navigation and footer. What a page reads of
 * other files comes from the content /admin/ was built with, the entry in place of its own file.
 */
export function Preview({ setup, template, entry, path, site, asset, cache }: PreviewProps) {
  const settings = template.type === "SiteSettings" ? entry : site
  const edited = { ...entry, id: path || UNSAVED }
  const documents = documentsWith(setup.build.documents, [
    { type: template.type, document: edited },
    ...(settings && template.type !== "SiteSettings"
      ? [
          {
            type: "SiteSettings",
            document: { ...settings, id: setup.build.settings.file },
          },
        ]
      : []),
  ])
  const data = previewData({
    build: setup.build,
    documents,
    asset: pictureUrl(setup, template, entry, asset),
  })
  const own = pageFor(template.type, setup.pages)
  const shownOn = own || template.type === "SiteSettings" ? [] : pagesShowing(template.type, setup)
  const drawn = own
    ? { page: own, id: edited.id, pathname: pathnameOf(template, entry) }
    : shownOn[0] && { page: shownOn[0].page, id: shownOn[0].document.id, pathname: shownOn[0].pathname }
  const pathname = drawn?.pathname ?? pathnameOf(template, entry)
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <PreviewDataContext.Provider value={data}>
            <GlobalStyles />
            <Fallback entry={entry} site={settings}>
              {settings ? (
                <WithSite pathname={pathname}>
                  {drawn ? (
                    <>
                      {shownOn.length > 0 ? (
                        <ShownOnNote shownOn={shownOn} facts={siteFacts(settings)} />
                      ) : null}
                      <main>
                        <PageOf page={drawn.page} data={data} id={drawn.id} pathname={drawn.pathname} />
                      </main>
                    </>
                  ) : template.type === "SiteSettings" ? (
                    <SiteFrame pathname={pathname} />
                  ) : (
                    <p role="alert">
                      No file in src/pages/ asks for a {template.type}, and no page of the site shows one:
                      nothing to draw it with.
                    </p>
                  )}
                </WithSite>
              ) : null}
            </Fallback>
            <Toasts />
          </PreviewDataContext.Provider>
        </ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}

/**
 * A picture's URL: Decap's for the edited entry's own media folder, which Decap has read (so a picture
 * the editor has just uploaded shows), the admin's copy for any other (PreviewBuild.copies).
 */
function pictureUrl(
  setup: PreviewSetup,
  template: PreviewTemplate,
  entry: Record<string, unknown>,
  decap: (path: string) => string
) {
  const own = template.mediaFolder.replace("{{slug}}", typeof entry.slug === "string" ? entry.slug : "")
  return (file: string) => {
    const named = fromContent(file)
    const copy = setup.build.copies[named]
    return !copy || named.slice(0, named.lastIndexOf("/")) === own ? decap(file) : copy
  }
}

/** Where a file no page asks for shows on the site, above the first such page, drawn with the edit. */
function ShownOnNote({ shownOn, facts }: { shownOn: readonly ShownOn[]; facts: Record<string, string> }) {
  const pages = shownOn.map(({ document, pathname }) => {
    const { seo, heading } = document as { seo?: { title?: unknown }; heading?: unknown }
    const title = typeof seo?.title === "string" ? seo.title : typeof heading === "string" ? heading : ""
    return title ? `${fillFacts(title, facts)} (${pathname})` : pathname
  })
  return (
    <p
      role="note"
      aria-label="Where this shows on the site"
      css={t => ({
        margin: 0,
        padding: `${t.space.sm} ${t.space.gutter}`,
        background: t.colors.parchment,
        borderBottom: t.borders.hairline,
        color: t.colors.inkSoft,
        fontFamily: t.fonts.body,
        fontSize: t.fontSizes.small,
      })}
    >
      {pages.length === 1
        ? `What you edit here shows on ${pages[0]}, drawn below with your changes.`
        : `What you edit here shows on ${pages.join(", ")}; the first is drawn below with your changes.`}
    </p>
  )
}

function PageOf({
  page: { Page, query },
  data,
  id,
  pathname,
}: {
  page: PageFile
  data: PreviewData
  /** The document drawn, as its page's context names it to the query. */
  id: string
  pathname: string
}) {
  // The list pages' query and context (src/node/commission-pages.ts); other pages ignore them.
  const pageContext = data.listContext(pathname)
  return (
    <Page
      data={data.run(query, { id, slugs: pageContext.slugs })}
      location={{ pathname }}
      pageContext={pageContext}
    />
  )
}

/** What the layout gives every page besides its frame: the booking offer, when site.yaml makes one. */
function WithSite({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const site = useSiteSettings()
  return (
    <BookingProvider site={site} pathname={pathname}>
      {children}
    </BookingProvider>
  )
}

/** The site settings' own preview: the navigation and the footer they write. */
function SiteFrame({ pathname }: { pathname: string }) {
  const site = useSiteSettings()
  return (
    <>
      <Navbar site={site} pathname={pathname} />
      <Footer site={site} pathname={pathname} />
    </>
  )
}

interface FallbackProps {
  entry: unknown
  site: unknown
  children: React.ReactNode
}

/** A page half-written may not draw: say so in the preview instead of leaving it blank, and try again on the next change. */
class Fallback extends React.Component<FallbackProps, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidUpdate(previous: FallbackProps) {
    if (this.state.error && (previous.entry !== this.props.entry || previous.site !== this.props.site))
      this.setState({ error: null })
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <p role="alert" css={t => ({ padding: t.space.xl, color: t.colors.inkSoft })}>
        The preview cannot draw this page until every required field is filled in. ({this.state.error.message}
        )
      </p>
    )
  }
}

/** One Emotion cache per preview frame: the styles go into the frame's own <head>. */
const caches = new WeakMap<Document, EmotionCache>()
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document)
  if (!cache) {
    cache = createCache({ key: "site", container: document.head })
    caches.set(document, cache)
  }
  return cache
}

/** An entry's data as plain objects: Decap hands the edited entry as Immutable, another collection's as is. */
const plain = (data: unknown): Record<string, unknown> => {
  const value =
    data && typeof (data as { toJS?: unknown }).toJS === "function"
      ? (data as { toJS(): unknown }).toJS()
      : data
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {}
}

interface Template {
  props: PreviewTemplateProps
  node?: HTMLElement | null
  root?: Root
  site?: Record<string, unknown>
  draw(): void
}

/**
 * Decap's template for the entries of one name: an element of its own React, drawn into by ours.
 * Decap keeps one template per name, and two entries may share one (the /guides/ page's file and
 * the folder of guides are both "guides"): the entry's collection says which it is.
 */
export function templateSpec(setup: PreviewSetup, named: readonly PreviewTemplate[]) {
  const templateOf = ({ collection }: PreviewTemplateProps) =>
    named.find(template => template.collection === collection?.get("name")) ?? named[0]
  return {
    displayName: `Preview(${named[0].name})`,
    componentDidMount(this: Template) {
      if (!this.node) return
      this.root = createRoot(this.node)
      this.draw()
      if (templateOf(this.props).type === "SiteSettings") return
      const { collection, entry } = setup.build.settings
      this.props.getCollection(collection, entry).then(
        site => {
          this.site = plain(site.get("data"))
          this.draw()
        },
        () => {
          // Without the settings, the page is drawn with its placeholders as written.
          this.site = {}
          this.draw()
        }
      )
    },
    componentDidUpdate(this: Template) {
      this.draw()
    },
    componentWillUnmount(this: Template) {
      this.root?.unmount()
    },
    draw(this: Template) {
      if (!this.root || !this.node) return
      const { props } = this
      const path = props.entry.get("path")
      this.root.render(
        <Preview
          setup={setup}
          template={templateOf(props)}
          entry={plain(props.entry.get("data"))}
          path={typeof path === "string" ? path : undefined}
          site={this.site}
          asset={file => String(props.getAsset(file))}
          cache={cacheFor(this.node.ownerDocument)}
        />
      )
    },
    render(this: Template) {
      return window.h("div", {
        ref: (node: HTMLElement | null) => {
          this.node = node
        },
      })
    },
  }
}

/** A preview for every entry of the CMS, in the site's own faces (`fontsHref`). */
export function registerPreviews(cms: Cms, setup: PreviewSetup, fontsHref: string) {
  const names = new Set(setup.build.templates.map(({ name }) => name))
  for (const name of names) {
    const named = setup.build.templates.filter(template => template.name === name)
    cms.registerPreviewTemplate(name, window.createClass(templateSpec(setup, named)))
  }
  cms.registerPreviewStyle(fontsHref)
}
