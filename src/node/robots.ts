import fs from "node:fs/promises"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { absoluteUrl } from "../seo/absolute-url"

/** robots.txt names the sitemap by its absolute URL, taken from content/site.yaml. */
export async function writeRobotsTxt({ graphql }: Pick<BuildArgs, "graphql">): Promise<void> {
  const { data } = await graphql<{ siteSettings: { siteUrl: string } | null }>(`
    query RobotsSiteUrl {
      siteSettings {
        siteUrl
      }
    }
  `)
  const siteUrl = data?.siteSettings?.siteUrl
  if (!siteUrl) throw new Error("robots.txt: siteSettings.siteUrl is missing")
  const body = [
    "User-agent: *",
    "Allow: /",
    // The content editor (Decap CMS): its page is noindex too.
    "Disallow: /admin/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap-index.xml")}`,
    "",
  ].join("\n")
  await fs.writeFile(path.resolve("public", "robots.txt"), body)
}
