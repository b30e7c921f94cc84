import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { theme } from "../theme/tokens"

/**
 * The web app manifest is configured before GraphQL exists, so it reads the
 * brand name from content/site.yaml directly. A broken file falls back to
 * neutral values; the content validator then reports the real problem.
 */
export function manifestOptions(contentDir = path.resolve("content")) {
  let name = "Jewellery atelier"
  try {
    const site = parse(fs.readFileSync(path.join(contentDir, "site.yaml"), "utf8")) as { name?: unknown }
    if (typeof site?.name === "string") name = site.name
  } catch {
    // Reported by the validator in onPreBootstrap.
  }
  return {
    name,
    short_name: name,
    start_url: "/",
    background_color: theme.colors.ivory,
    theme_color: theme.colors.ink,
    display: "minimal-ui",
    icon: path.join(contentDir, "images", "brand-mark.png"),
    cache_busting_mode: "none",
    include_favicon: true,
  }
}
