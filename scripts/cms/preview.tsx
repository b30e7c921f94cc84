import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import { BookingProvider } from "../../src/contact/booking-button"
import { Footer } from "../../src/layout/footer"
import { Navbar } from "../../src/layout/navbar"
import { useSiteSettings } from "../../src/site/use-site-settings"
import { GlobalStyles } from "../../src/theme/global-styles"
import { theme } from "../../src/theme/tokens"
import { ToastProvider, Toasts } from "../../src/ui/toasts/toast-provider"
import type { Cms, PreviewTemplateProps } from "./decap"
import { previewData, type PreviewData } from "./preview-data"
import { PreviewDataContext } from "./preview-gatsby"
import type { PreviewBuild, PreviewTemplate } from "./preview-schema"

/*
 * The CMS preview, drawn by the site's own pages, sections and theme: the
 * entry being edited goes through the same queries and fragments as in the
 * build (preview-data.ts), and the page file of src/pages/ that asks for its
 * type renders it, inside the theme, the global styles and the fonts. A field
 * a section reads shows here with nothing to add.
 *
 * Two Reacts: Decap's bundle renders its own (19), which the site's
 * components (React 18, like Gatsby) must not mix with. Decap gets a small
 * template of its own kind (window.createClass) that draws one empty element
 * in its preview frame; the site's React 18 draws the page into it, with
 * Emotion writing the styles into that frame's <head>.
 */

/** A file of src/pages/: its component and the query it exports. */
export interface PageModule {
  default: unknown
  query?: unknown
}

type PageComponent = React.ComponentType<{ data: unknown; location: { pathname: string } }>

export interface PreviewSetup {
  build: PreviewBuild
  pages: readonly PageModule[]
}

/** The page file whose query asks for this type (homePage for HomePage), if any. */
export function pageFor(type: string, pages: readonly PageModule[]) {
  const root = `${type.charAt(0).toLowerCase()}${type.slice(1)}`
  const page = pages.find(
    ({ query }) =>
      typeof query === "string" && new RegExp(`^\\s*query \\w+[^{]*\\{\\s*${root}\\b`).test(query)
  )
  return page && { Page: page.default as PageComponent, query: page.query as string }
}

interface PreviewProps {
  setup: PreviewSetup
  template: PreviewTemplate
  /** The entry being edited, as its YAML reads (placeholders unfilled, pictures as paths). */
  entry: Record<string, unknown>
  /** content/site.yaml as the CMS has it; undefined until it has loaded. */
  site: Record<string, unknown> | undefined
  asset: (path: string) => string
  cache: EmotionCache
}

/** The entry as the site draws it: its page, or for the site settings the navigation and footer. */
export function Preview({ setup, template, entry, site, asset, cache }: PreviewProps) {
  const settings = template.type === "SiteSettings" ? entry : site
  const data = previewData({
    build: setup.build,
    documents: { SiteSettings: settings, [template.type]: entry },
    asset,
  })
  const pathname = template.route ?? `/${typeof entry.slug === "string" ? entry.slug : template.name}/`
  const page = pageFor(template.type, setup.pages)
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <PreviewDataContext.Provider value={data}>
            <GlobalStyles />
            <Fallback entry={entry} site={settings}>
              {settings ? (
                <WithSite pathname={pathname}>
                  {page ? (
                    <main>
                      <PageOf page={page} data={data} pathname={pathname} />
                    </main>
                  ) : template.type === "SiteSettings" ? (
                    <SiteFrame pathname={pathname} />
                  ) : (
                    <p role="alert">
                      No file in src/pages/ asks for a {template.type}: nothing to draw it with.
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

function PageOf({
  page: { Page, query },
  data,
  pathname,
}: {
  page: NonNullable<ReturnType<typeof pageFor>>
  data: PreviewData
  pathname: string
}) {
  return <Page data={data.run(query, { id: "preview" })} location={{ pathname }} />
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

/** Decap's template for one kind of entry: an element of its own React, drawn into by ours. */
export function templateSpec(setup: PreviewSetup, template: PreviewTemplate) {
  return {
    displayName: `Preview(${template.name})`,
    componentDidMount(this: Template) {
      if (!this.node) return
      this.root = createRoot(this.node)
      this.draw()
      if (template.type === "SiteSettings") return
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
      const data = plain(props.entry.get("data"))
      this.root.render(
        <Preview
          setup={setup}
          template={template}
          entry={data}
          site={this.site}
          asset={path => String(props.getAsset(path))}
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

/** A preview for every page, legal page and the site settings, in the site's own faces (`fontsHref`). */
export function registerPreviews(cms: Cms, setup: PreviewSetup, fontsHref: string) {
  for (const template of setup.build.templates)
    cms.registerPreviewTemplate(template.name, window.createClass(templateSpec(setup, template)))
  cms.registerPreviewStyle(fontsHref)
}
