interface SitemapData {
  siteSettings: { siteUrl: string }
  allSitePage: { nodes: { path: string }[] }
}

/** gatsby-plugin-sitemap reads the site URL from content/site.yaml, like every other absolute URL. */
export const sitemapOptions = {
  query: `
    query SitemapPages {
      siteSettings { siteUrl }
      allSitePage { nodes { path } }
    }
  `,
  resolveSiteUrl: (data: SitemapData) => data.siteSettings.siteUrl,
  resolvePages: (data: SitemapData) => data.allSitePage.nodes,
  excludes: ["/404/", "/404.html", "/dev-404-page/"],
  serialize: ({ path }: { path: string }) => ({ url: path, changefreq: "monthly" }),
}
