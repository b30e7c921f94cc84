/*
 * One schema per YAML document, in a file per kind of document: `collections.ts` maps each file
 * under content/ to its schema, and the check, the JSON Schemas, the GraphQL types and the CMS
 * all read them from here.
 */
export * from "./site-settings"
export * from "./pages"
export * from "./guides"
export * from "./commissions"
export * from "./design"
