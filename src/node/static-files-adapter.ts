import type { AdapterInit } from "gatsby"

/*
 * Gatsby 5.12+ installs and runs gatsby-adapter-netlify by itself whenever it
 * builds on Netlify (NETLIFY is set), and that adapter writes its own rules
 * into public/_headers and public/_redirects. This site is plain static files
 * whose headers are written and tested here (static/_headers, the per-page
 * CSP), and it is built in CI and uploaded as it is. Naming an adapter in
 * gatsby-config stops the automatic one; this one leaves public/ untouched,
 * so a build on Netlify, in CI or on a laptop ships the same files.
 */
export const staticFilesAdapter: AdapterInit = () => ({
  name: "static-files",
  adapt({ reporter }) {
    reporter.verbose("static-files adapter: public/ is deployed as it is")
  },
  config: () => ({ supports: { pathPrefix: false, trailingSlash: ["always"] } }),
})
