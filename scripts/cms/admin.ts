import type {} from "./decap"
import { fromFile, toFile } from "./house-yaml"
import { registerImageControl } from "./image-control"
import { registerPreviews } from "./preview/preview"
import type { PreviewSetup } from "./preview/pages"

/*
 * The admin page's own script, bundled by scripts/cms/build-admin.ts (whose
 * entry hands it the pages and what the build knows) and loaded after Decap's
 * bundle (which sets window.CMS, window.h and window.createClass). The page
 * sets CMS_MANUAL_INIT, so the house YAML format is registered before Decap
 * reads any entry.
 */

export function startAdmin(preview: PreviewSetup, fontsHref: string): void {
  // Custom formats are spread over Decap's built-ins, so the name "yaml" replaces its own YAML writer.
  window.CMS.registerCustomFormat("yaml", "yaml", {
    fromFile,
    toFile: (data: unknown, sortedKeys?: string[]) => toFile(data, sortedKeys),
  })
  registerPreviews(window.CMS, preview, fontsHref)
  registerImageControl(window.CMS)
  window.CMS.init()
}
