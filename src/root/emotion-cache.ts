import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * Emotion's cache, made alike on the server (render-body.tsx) and in the browser (wrappers.tsx), without
 * Stylis' vendor prefixer. It wrote 224 prefixes into /design/'s first response (display:-webkit-box,
 * -ms-flexbox, -moz-transform...) for browsers that cannot run this site: its styles need `:has()`
 * (Safari 15.4, Chrome 105, Firefox 121), and those take every property it uses unprefixed. The two
 * prefixes it does use are written by hand (-webkit-text-size-adjust, -webkit-font-smoothing).
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: "css", stylisPlugins: [] })
