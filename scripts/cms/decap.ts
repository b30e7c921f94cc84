/*
 * The parts of Decap CMS's browser API the admin page uses. Decap's bundle
 * brings its own React (19): window.h is its createElement and
 * window.createClass builds a component for it from a spec whose methods see
 * the instance as `this`.
 */

interface ImmutableLike {
  toJS(): unknown
  get(key: string): unknown
}

/** What Decap hands a preview template (the entry being edited, and ways to reach the rest). */
export interface PreviewTemplateProps {
  /** The entry being edited: `data`, and `path` (content/pages/home.yaml; empty until a new entry is saved). */
  entry: ImmutableLike
  /** Its collection, as configured: `name`. */
  collection?: ImmutableLike
  getAsset(path: string): { toString(): string } | string
  /** Another collection's entry, as Decap has it: a Map with `data`. */
  getCollection(collection: string, slug: string): Promise<ImmutableLike>
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

type H = (tag: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

declare global {
  interface Window {
    CMS: Cms
    h: H
    createClass: (spec: object) => unknown
  }
}
