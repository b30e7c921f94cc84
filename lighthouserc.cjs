/**
 * Lighthouse CI's assertions for `npm run check:lighthouse`, over the runs that
 * scripts/quality/lighthouse-collect.ts saved: Lighthouse's default mobile settings (its reference
 * phone, simulated 4x CPU and slow 4G), three runs on one route per page template, asserted on the
 * median of a route's runs. lhci prints each failed assertion; the HTML and JSON of every run go to
 * reports/lighthouse/. The byte and request budgets are scripts/quality/budgets.ts', which
 * scripts/quality/page-weight.ts also holds on every route, template or not, in `npm test`.
 *
 * Errors are what does not depend on the machine (sizes, counts, CLS, the categories, the LCP
 * picture's loading) and, for the timings, floors that a slow shared CI host still meets while a
 * second of new work fails them. The timings' real budget is a warning: on shared cores it measures
 * the host as much as the site (Lighthouse's docs on variability: assert facts, not conclusions).
 */
// The byte and request budgets are TypeScript (each provider's allowance lives in src/providers/).
const { require: requireTs } = require("tsx/cjs/api")
const { builtPageBudgets } = requireTs("./scripts/quality/budgets.ts", __filename)

/** Holds on every route (scores 0-1, times in ms). */
const facts = {
  "categories:accessibility": ["error", { minScore: 1 }],
  "categories:seo": ["error", { minScore: 1 }],
  "cumulative-layout-shift": ["error", { maxNumericValue: 0.01 }],
  "lcp-lazy-loaded": ["error", { minScore: 1 }],
  "prioritize-lcp-image": ["error", { minScore: 1 }],
  // Floors: the slowest host CI has run on meets them with margin; a second of new work does not.
  "categories:performance": ["error", { minScore: 0.6 }],
  "largest-contentful-paint": ["error", { maxNumericValue: 4000 }],
  "total-blocking-time": ["error", { maxNumericValue: 1500 }],
}

/*
 * Best Practices, and the console audit by name so that a failure says which. Offline (here, and in
 * CI behind chromiumArgs' host-resolver rule) a third party's host does not resolve: the Tally form on
 * the contact page, and the pixels where the build has their ids, each log one error
 * (net::ERR_NAME_NOT_RESOLVED for its first script) and Best Practices scores 0.96 for that audit
 * alone. scripts/quality/budgets.ts allows exactly those errors on the pages that run them (one more
 * still fails); the browser tests cover the form and the pixels with their hosts stubbed.
 */
const practices = {
  "categories:best-practices": ["error", { minScore: 1 }],
  "errors-in-console": ["error", { minScore: 1 }],
}

/*
 * The budget, as warnings. lhci takes one level per audit in an assertion set, so the budget is a
 * second set of the assert matrix on the same routes: each set is asserted on its own.
 */
const budget = {
  "categories:performance": ["warn", { minScore: 0.95 }],
  "largest-contentful-paint": ["warn", { maxNumericValue: 1000 }],
  "total-blocking-time": ["warn", { maxNumericValue: 50 }],
}

const escape = s => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
// Any port: the collector's server takes a free one.
const SITE = String.raw`^http://127\.0\.0\.1:\d+`

module.exports = {
  ci: {
    assert: {
      assertMatrix: [
        { matchingUrlPattern: `${SITE}/`, aggregationMethod: "median", assertions: facts },
        { matchingUrlPattern: `${SITE}/`, aggregationMethod: "median", assertions: budget },
        /*
         * Per route Lighthouse runs (one per template), from its page as built (PUBLIC_DIR or
         * public/): bytes and requests, the site's own plus what each third party the page runs may
         * add, since Lighthouse counts them together; and the console as offline leaves it.
         */
        ...builtPageBudgets(process.env.PUBLIC_DIR ?? "public").map(({ route, resources, offline }) => ({
          matchingUrlPattern: `${SITE}${escape(route)}$`,
          aggregationMethod: "median",
          assertions: { ...practices, ...resources, ...offline },
        })),
      ],
    },
    upload: { target: "filesystem", outputDir: process.env.LHCI_REPORTS ?? "reports/lighthouse" },
  },
}
