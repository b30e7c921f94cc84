/** Where the guides live: the index at /guides/, each guide at /guides/<slug>/ (one file in content/guides/). */
export const GUIDES_PATH = "/guides/"

export const guidePath = (slug: string) => `${GUIDES_PATH}${slug}/`
