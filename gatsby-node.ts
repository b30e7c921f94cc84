import type { GatsbyNode } from "gatsby"
import { contentTypeDefs } from "./src/content/generate/graphql-types"
import { factsExtension } from "./src/node/facts-extension"
import { turntableFramesExtension } from "./src/node/turntable-frames-extension"
import { envOverrides } from "./src/content/env-overrides"
import { refuseInvalidContent } from "./src/node/refuse-invalid-content"
import { writeFontSubsets } from "./src/node/write-font-subsets"
import { writeRobotsTxt } from "./src/node/robots"
import { addContentSecurityPolicy, configuredPixels } from "./src/node/content-security-policy"
import { runBundlesAfterFirstPaint } from "./src/node/scripts-after-paint"
import { inlineFavicons } from "./src/node/inline-favicon"
import { CompileHintsPlugin } from "./src/node/compile-hints"
import { fontsAsFiles } from "./src/node/font-files"
import { onePageOneChunk } from "./src/node/page-chunks"
import { patchesDigest } from "./src/node/patches-digest"
import { camelcaseRule } from "./src/node/picture-runtime"
import {
  bookingDefinitions,
  bookingIsOn,
  bookingModuleRule,
  bookingResolvers,
} from "./src/node/booking-modules"
import { shareCardTypeDefs, sourceShareCards } from "./src/node/share-images"
import { designPictureSetTypeDefs, sourceDesignPictures } from "./src/node/design-pictures"
import { guideResolvers } from "./src/node/guide-resolvers"
import { writeRingSizers } from "./src/content/outputs/ring-sizer-pdf"
import { wordmarkResolvers } from "./src/node/wordmark-resolvers"
import { inlineMarkResolvers } from "./src/node/inline-mark-resolvers"
import { commissionFilterTypeDefs, commissionResolvers } from "./src/node/commission-resolvers"
import { addFirstListPageContext, createCommissionListPages } from "./src/node/commission-pages"
import type { ListWords } from "./src/content/commissions/commission-facets"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await refuseInvalidContent(reporter)
  const fonts = await writeFontSubsets()
  reporter.info(
    `Fonts subset: ${fonts.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KiB`).join(", ")}`
  )
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(factsExtension)
  actions.createFieldExtension(turntableFramesExtension)
  actions.createTypes(contentTypeDefs())
  actions.createTypes(shareCardTypeDefs)
  actions.createTypes(designPictureSetTypeDefs)
  actions.createTypes(commissionFilterTypeDefs)
  actions.createTypes(envOverrides.typeDefs)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  await sourceShareCards(args)
  await sourceDesignPictures(args)
  await envOverrides.sourceNode(args)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types this action as a bare Function.
  ;(createResolvers as (resolvers: object) => void)({
    ...envOverrides.resolvers(),
    ...bookingResolvers,
    ...guideResolvers,
    ...wordmarkResolvers,
    ...inlineMarkResolvers,
    ...commissionResolvers,
  })
}

export const createPages: GatsbyNode["createPages"] = async args => {
  // The words of the links between a long list's pages, as the build gives them (typographic).
  const result = await args.graphql<{ commissionsPage: { filters: { pages: ListWords } } | null }>(`
    query CommissionListWords {
      commissionsPage {
        filters {
          pages {
            label
            page
            of
            newer
            older
          }
        }
      }
    }
  `)
  const words = result.data?.commissionsPage?.filters.pages
  if (!words)
    throw new Error(`content/pages/commissions.yaml: no filters.pages words (${String(result.errors)})`)
  createCommissionListPages(args.actions.createPage, words)
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  addFirstListPageContext(page, actions)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] })
  const booking = bookingIsOn()
  actions.setWebpackConfig({
    module: { rules: [bookingModuleRule(), camelcaseRule()] },
    // Gatsby types its webpack plugin helpers as bare Functions.
    plugins: [(plugins.define as (definitions: object) => unknown)(bookingDefinitions(booking))],
  })
  // Gatsby types getConfig as a bare Function.
  if ((getConfig as () => { cache?: unknown })().cache)
    actions.setWebpackConfig({ cache: { version: `${patchesDigest()}-booking-${booking ? "on" : "off"}` } })
  const config = fontsAsFiles(
    (getConfig as () => { module?: { rules?: unknown[] }; optimization?: { splitChunks?: object } })()
  )
  actions.replaceWebpackConfig(stage === "build-javascript" ? onePageOneChunk(config) : config)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async args => {
  await writeRobotsTxt(args)
  await writeRingSizers()
  // Before the policy, which hashes the loader this adds.
  await runBundlesAfterFirstPaint()
  await inlineFavicons()
  await addContentSecurityPolicy(await configuredPixels(args))
}
