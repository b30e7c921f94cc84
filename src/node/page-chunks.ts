/*
 * Gatsby splits code that two or more pages share, but not all, into chunks of its own, one for each
 * set of pages that share 20 kB of it (its splitChunks "shared" group): as the site grew, a page came
 * to load its own chunk and one or two shared ones, and which code fell where moved with every
 * component added. Without that group a page's code is one chunk, its own: one request instead of
 * two or three, compressed as one file. Code shared by every page is still Gatsby's app bundle, and
 * a page a visitor goes on to fetches its chunk as before (prefetched in view or on hover). Measured
 * (1 December, one build each, brotli as served): every route 0.1-1.9 KB less, /commissions/ 86,804
 * to 85,381 B, and one or two scripts fewer (docs/performance.md).
 */

interface SplitChunks {
  cacheGroups?: Record<string, unknown>
}
type Config = { optimization?: { splitChunks?: SplitChunks | false | object } }

/** Gatsby's webpack config for the browser's bundles, with a page's code in one chunk of its own. */
export function onePageOneChunk<C extends Config>(config: C): C {
  const splitChunks = config.optimization?.splitChunks as SplitChunks | false | undefined
  if (splitChunks && splitChunks.cacheGroups && "shared" in splitChunks.cacheGroups)
    splitChunks.cacheGroups.shared = false
  return config
}
