import type { GatsbyNode } from "gatsby"
import { contentTypeDefs } from "./src/content/graphql-types"
import { envOverrides } from "./src/content/env-overrides"
import { refuseInvalidContent } from "./src/node/refuse-invalid-content"
import { createLegalPages } from "./src/node/create-legal-pages"
import { writeRobotsTxt } from "./src/node/robots"
import { addContentSecurityPolicy } from "./src/node/content-security-policy"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => refuseInvalidContent(reporter)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs())
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(envOverrides.resolvers())
}

export const createPages: GatsbyNode["createPages"] = createLegalPages

export const onPostBuild: GatsbyNode["onPostBuild"] = async args => {
  await writeRobotsTxt(args)
  await addContentSecurityPolicy()
}
