/*
 * Gatsby's url-loader writes any font under 10,000 bytes into the CSS as a data URL. The site's
 * faces are preloaded by address and cached across pages, so a small one (the display face, cut
 * to its glyphs) written into every page's HTML would be sent again with each page, before the
 * first paint, and twice (the preload and the rule): each face stays a file, however small.
 */

interface Rule {
  test?: unknown
  use?: unknown
}
interface LoaderUse {
  loader?: string
  options?: Record<string, unknown>
}

const isFontRule = (rule: Rule) => rule.test instanceof RegExp && rule.test.test("face.woff2")

/** Gatsby's webpack config, with its font rule's url-loader told never to inline. */
export function fontsAsFiles<Config extends { module?: { rules?: unknown[] } }>(config: Config): Config {
  for (const rule of (config.module?.rules ?? []) as Rule[]) {
    if (!isFontRule(rule) || !Array.isArray(rule.use)) continue
    for (const use of rule.use as LoaderUse[])
      if (use.loader?.includes("url-loader")) use.options = { ...use.options, limit: false }
  }
  return config
}
