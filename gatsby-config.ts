import type { GatsbyConfig } from "gatsby"
import { manifestOptions } from "./src/node/manifest"
import { sitemapOptions } from "./src/node/sitemap"
import { staticFilesAdapter } from "./src/node/static-files-adapter"
import { yamlTransformer } from "./src/node/yaml-transformer"
import { typesOutputPath } from "./src/content/env-overrides"

const config: GatsbyConfig = {
  // One URL form everywhere (links, canonical URLs, sitemap): folders with a
  // trailing slash, which every static host serves without a redirect.
  trailingSlash: "always",
  // Explicit, so no host's adapter is installed behind our back (see the file).
  adapter: staticFilesAdapter(),
  graphqlTypegen: { typesOutputPath: typesOutputPath(), generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 78,
          breakpoints: [480, 768, 1080, 1440, 1920],
          // Encoding effort is not an option here (gatsby-plugin-sharp drops `speed`, and sharp
          // renamed it `effort`): patches/gatsby-plugin-sharp+5.16.0.patch sets it.
          avifOptions: { quality: 55 },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // The builder's 1,152 pictures are encoded already and copied as they are (src/node/design-pictures.ts):
      // no File node, no picture job.
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/images/design/*.webp"] },
    },
    // Each YAML file becomes a node of its collection's type (src/node/yaml-transformer.ts).
    yamlTransformer,
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-plugin-manifest", options: manifestOptions() },
  ],
}

export default config
