import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { theme } from "../theme/tokens"

/**
 * The web app manifest is configured before GraphQL exists, so it reads the
 * brand name and the logo (which the tab and home-screen icons are drawn from)
 * from content/site.yaml directly. A broken file falls back to neutral values;
 * the content validator then reports the real problem.
 *
 * Gatsby writes these options into every page's app bundle (the plugin has a
 * browser part), so the icon's path is relative to the site, where the build
 * runs: an absolute one made the bundle differ from machine to machine.
 */
export function manifestOptions(contentDir = "content") {
  let name = "Jewellery atelier"
  let icon = path.join(contentDir, "images", "brand-mark.svg")
  try {
    const site = parse(fs.readFileSync(path.join(contentDir, "site.yaml"), "utf8")) as {
      name?: unknown
      logo?: { src?: unknown }
    }
    if (typeof site?.name === "string") name = site.name
    if (typeof site?.logo?.src === "string") icon = path.join(contentDir, site.logo.src)
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
    icon,
    cache_busting_mode: "none",
    include_favicon: true,
  }
}
