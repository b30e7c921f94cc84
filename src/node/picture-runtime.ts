/*
 * gatsby-plugin-image's browser module imports camelcase for generateImageData, which only the build
 * calls. camelcase's package does not say it has no side effects, so webpack kept it on every page with
 * a picture (470 B brotli) though nothing there calls it. It has none: marked so, webpack leaves it out.
 * The plugin's prop types and StaticImage are left out by its patch (docs/performance.md).
 */
export const camelcaseRule = () => ({ test: /[\\/]node_modules[\\/]camelcase[\\/]/, sideEffects: false })
