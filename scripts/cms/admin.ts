import { fromFile, toFile } from "./house-yaml"
import { registerImageControl } from "./image-control"
import { registerPreviews, type Cms } from "./preview"

/*
 * The admin page's own script, bundled by scripts/cms/build-admin.ts and loaded
 * after Decap's bundle (which sets window.CMS, window.h and window.createClass).
 * The page sets CMS_MANUAL_INIT, so the house YAML format is registered before
 * Decap reads any entry.
 */
// The hashed name of the preview's stylesheet, set by esbuild (scripts/cms/build-admin.ts).
declare const PREVIEW_CSS: string

declare global {
  interface Window {
    CMS: Cms
  }
}

// Custom formats are spread over Decap's built-ins, so the name "yaml" replaces its own YAML writer.
window.CMS.registerCustomFormat("yaml", "yaml", {
  fromFile,
  toFile: (data: unknown, sortedKeys?: string[]) => toFile(data, sortedKeys),
})
registerPreviews(window.CMS, PREVIEW_CSS)
registerImageControl(window.CMS)
window.CMS.init()
