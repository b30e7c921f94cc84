import { DESIGN_PATH } from "../../src/content/design"
import { SIZE_COLUMNS, cellText } from "../../src/content/ring-sizes/ring-size-values"
import { MISSING_PATH, fixedRoutes, guideRoutes, pageFolders, templateRoutes } from "../../src/content/routes"
import { readContent } from "../e2e/support/yaml-content"
import type { Session } from "./engines"
import { COLLECTOR_CHECK_PATH } from "./serve"

/*
 * What the smoke run does in each engine, in one session, one page after another: every page
 * template once (src/content/routes.ts's templateRoutes(), and the 404), each loaded by address,
 * hydrated (gatsby-browser.tsx's <html data-hydrated>) with no error of the site's own (collect.js);
 * and on the template that has it, what a visitor does there: the menu opens and closes (the first
 * page); a choice in the builder changes its picture and its price, and sending it opens the contact
 * page with the design; the ring-size converter answers.
 *
 * What it reads of the builder, so that a rebuilt builder can keep it (docs/checks.md):
 *   - each choice's radio, `input[type=radio][name=<choice>][value=<value>]`, the values those of
 *     content/pages/design.yaml's options (it chooses the last metal);
 *   - the price, the text of `[data-design-price]`;
 *   - the picture, `[data-design-aside] img[data-design-picture]`, its currentSrc;
 *   - sending, the `button[type=submit]` of the form that holds the radios, which leads to the
 *     contact page's route with `<choice>=<value>` in its query and `[data-enquiry-design]` on it.
 * Every word and value comes from content/ or the route registry; it spells none.
 */

/** The longest any one wait may take: a guard against a hang, never a measure (waits end on their condition). */
export const WAIT_LIMIT_MS = 20_000

export interface Visit {
  path: string
  /** What is tried on the page once it has hydrated, each step saying what it saw. */
  steps: { name: string; run: (session: Session) => Promise<string> }[]
}

const design = readContent("pages/design.yaml")
const contactPath = fixedRoutes().find(route => route.file === "pages/contact-us.yaml")?.path
const sizes = readContent("data/ring-sizes.yaml")

/**
 * Resolves with the value of `expression` in the page once it is truthy, checked at every frame
 * the page draws (in the page: one WebDriver call a wait); fails with its last value after the limit.
 */
export async function until<T>(
  session: Session,
  what: string,
  expression: string,
  ...args: unknown[]
): Promise<T> {
  const result = await session.run<{ value: T; done: boolean }>(
    `const args = arguments
    let failed
    const read = () => { try { return (${expression}) } catch (error) { failed = String(error) } }
    const limit = performance.now() + ${WAIT_LIMIT_MS}
    return new Promise(resolve => {
      const check = () => {
        const value = read()
        if (value) resolve({ value, done: true })
        else if (performance.now() > limit) resolve({ value: value === undefined ? failed : value, done: false })
        else requestAnimationFrame(check)
      }
      check()
    })`,
    ...args
  )
  if (!result.done)
    throw new Error(`${what}: not within ${WAIT_LIMIT_MS / 1000} s (last: ${JSON.stringify(result.value)})`)
  return result.value
}

/** Whether the element is drawn (not display: none, nor inside it). */
const SHOWN = (element: string) => `(${element}).getClientRects().length > 0`

/**
 * Scrolls the element into view as asked (`start` honours the element's own scroll margin) and
 * clicks it as a pointer would, after making sure nothing lies over its middle: a click there would
 * land on whatever covers it, in one engine silently.
 */
async function tap(session: Session, selector: string, block: "start" | "center" | "end" | "nearest") {
  const covering = await session.run<string | null>(
    `const element = document.querySelector(arguments[0])
    if (!element) return "nothing: no element matches"
    element.scrollIntoView({ block: arguments[1], inline: "nearest", behavior: "instant" })
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (hit && (hit === element || element.contains(hit))) return null
    return hit ? hit.outerHTML.slice(0, 160) : "nothing at its middle (off the screen)"`,
    selector,
    block
  )
  if (covering !== null) throw new Error(`${selector} cannot be clicked: covered by ${covering}`)
  await session.click(selector)
}

const MENU_BUTTON = "header nav button[aria-controls][aria-expanded]"
const MENU = `document.querySelector(${JSON.stringify(MENU_BUTTON)})`
const PANEL = `document.getElementById(${MENU}.getAttribute("aria-controls"))`

const menuOpensAndCloses = async (session: Session): Promise<string> => {
  await until(
    session,
    "the menu button, enabled and closed",
    `!${MENU}.disabled && ${MENU}.getAttribute("aria-expanded") === "false" && !${SHOWN(PANEL)}`
  )
  await tap(session, MENU_BUTTON, "nearest")
  const links = await until<number>(
    session,
    "the menu open, its links shown",
    `${MENU}.getAttribute("aria-expanded") === "true" && ${SHOWN(PANEL)} && [...${PANEL}.querySelectorAll("a")].filter(link => link.getClientRects().length > 0).length || false`
  )
  await tap(session, MENU_BUTTON, "nearest")
  await until(
    session,
    "the menu closed",
    `${MENU}.getAttribute("aria-expanded") === "false" && !${SHOWN(PANEL)}`
  )
  return `menu opened (${links} links) and closed`
}

const PICTURE = `document.querySelector("[data-design-aside] img[data-design-picture]")`
const PRICE = `document.querySelector("[data-design-price]")`
/** The picture once drawn, and the price: what a visitor sees of the design. */
const SHOWN_DESIGN = `${PICTURE} && ${PICTURE}.complete && ${PICTURE}.naturalWidth > 0 && ${PRICE} && { picture: ${PICTURE}.currentSrc, price: ${PRICE}.textContent.trim() }`
const fileOf = (url: string) => new URL(url).pathname.split("/").slice(-2).join("/")

const builderChangesAndSends = async (session: Session): Promise<string> => {
  const metal = design.metal.options.at(-1)?.value
  if (!metal || !contactPath) throw new Error("content/ has no metal to choose, or no contact page")
  const radio = `input[type="radio"][name="metal"][value=${JSON.stringify(metal)}]`
  const before = await until<{ picture: string; price: string }>(
    session,
    "the design's picture and price",
    SHOWN_DESIGN
  )
  await tap(session, radio, "start")
  const after = await until<{ picture: string; price: string }>(
    session,
    `another picture and price once ${metal} is chosen (before: ${fileOf(before.picture)}, ${before.price})`,
    `document.querySelector(args[0]).checked && ${PICTURE}.currentSrc !== args[1] && ${PRICE}.textContent.trim() !== args[2] && (${SHOWN_DESIGN})`,
    radio,
    before.picture,
    before.price
  )
  await tap(session, `form:has(${radio}) button[type="submit"]`, "center")
  const sent = await until<string>(
    session,
    `the contact page (${contactPath}) naming the design`,
    `location.pathname === args[0] && new URLSearchParams(location.search).get("metal") === args[1] && document.querySelector("[data-enquiry-design]") && location.pathname + location.search`,
    contactPath,
    metal
  )
  return `${metal}: picture ${fileOf(before.picture)} → ${fileOf(after.picture)}, price ${before.price} → ${after.price}; sent to ${sent.split("?")[0]} with the design`
}

/** The guide that shows the ring-size chart, and a size from the middle of its table. */
const chartGuide = guideRoutes().find(route =>
  readContent(route.file as `guides/${string}.yaml`).sections.some(section => section.sizeChart)
)
const row = sizes.sizes[Math.floor(sizes.sizes.length / 2)]

const converterAnswers = async (session: Session): Promise<string> => {
  const box = 'form input[name="measure"]'
  const expected = SIZE_COLUMNS.map(column => cellText(row, column))
  await session.run(
    `document.querySelector(arguments[0]).scrollIntoView({ block: "center", behavior: "instant" })`,
    box
  )
  await session.type(box, String(row.diameter))
  await until(
    session,
    `the converter's answer to ${row.diameter} mm: ${expected.join(", ")}`,
    `JSON.stringify([...document.querySelectorAll("[data-size-answer] dd")].map(dd => dd.textContent.trim())) === JSON.stringify(args[0])`,
    expected
  )
  return `converter: ${row.diameter} mm → ${expected.join(", ")}`
}

/**
 * One route per page template and the 404 (the guides' template by the guide that shows the size
 * chart: any of its pages stands for it), each with the steps that belong to it. The menu is every
 * template's: it is tried on the first.
 */
export function visits(): Visit[] {
  const guides = pageFolders().find(folder => folder.type === "Guide")?.folder
  const paths = [
    ...templateRoutes().map(route =>
      chartGuide && guides && route.file.startsWith(`${guides}/`) ? chartGuide.path : route.path
    ),
    MISSING_PATH,
  ]
  return paths.map((path, index) => ({
    path,
    steps: [
      ...(index === 0 ? [{ name: "menu", run: menuOpensAndCloses }] : []),
      ...(path === DESIGN_PATH ? [{ name: "builder", run: builderChangesAndSends }] : []),
      ...(path === chartGuide?.path ? [{ name: "converter", run: converterAnswers }] : []),
    ],
  }))
}

/** What the collector (collect.js) has recorded on this page so far; it must have run. */
async function problemsOf(session: Session): Promise<string[]> {
  const problems = await session.run<string[] | null>(
    "return window.__engineSmoke ? window.__engineSmoke.problems.slice() : null"
  )
  if (problems === null) throw new Error("the error collector did not run on this page")
  return problems
}

/**
 * Resolves at the page's next idle moment, after the work it set aside for one while hydrating
 * (src/ui/use-idle.ts: a requestIdleCallback, run in the order asked; in an engine without it, as
 * WebKit, a 1 ms timer, which runs before this one, queued after it).
 */
const IDLE = `return new Promise(resolve =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 1))`

/**
 * The collector's own check (serve.ts's page that does wrong on purpose): it must report the planted
 * error, the rejection and the refused inline script, and nothing else, or its silence on the site's
 * pages would prove nothing.
 */
export async function collectorCheck(session: Session, origin: string): Promise<VisitResult> {
  const started = Date.now()
  const expected = [
    /^uncaught error: .*a planted error/,
    /^unhandled rejection: .*a planted rejection/,
    /^CSP violation: script-src/,
  ]
  try {
    await session.open(`${origin}${COLLECTOR_CHECK_PATH}`)
    const problems = await until<string[]>(
      session,
      "the planted error, rejection and CSP violation reported",
      `window.__engineSmoke.problems.length >= ${expected.length} && window.__engineSmoke.problems`
    )
    const unmatched = expected.filter(pattern => !problems.some(problem => pattern.test(problem)))
    if (unmatched.length > 0 || problems.length !== expected.length)
      throw new Error(
        `the collector reported:\n${problems.join("\n")}\nnot one of each of ${expected.join(", ")}`
      )
    return {
      path: COLLECTOR_CHECK_PATH,
      ms: Date.now() - started,
      saw: ["the collector reports a planted error, rejection and CSP violation"],
    }
  } catch (error) {
    return {
      path: COLLECTOR_CHECK_PATH,
      ms: Date.now() - started,
      saw: [],
      failure: error instanceof Error ? error.message : String(error),
    }
  }
}

export interface VisitResult {
  path: string
  ms: number
  saw: string[]
  failure?: string
}

/**
 * Loads the page, waits for it to hydrate and for its next idle moment, runs its steps, then reads
 * what went wrong of the site's own there (also when a step failed: it may be why).
 */
export async function visit(session: Session, origin: string, { path, steps }: Visit): Promise<VisitResult> {
  const started = Date.now()
  const saw: string[] = []
  const failures: string[] = []
  const failed = (error: unknown) => failures.push(error instanceof Error ? error.message : String(error))
  try {
    await session.open(`${origin}${path}`)
    // Loaded (the load event has fired), so its first script has run: else it is not the page.
    if (!(await session.run<boolean>("return !!window.__engineSmoke")))
      throw new Error(
        `not the site's page: ${await session.run<string>("return document.title || location.href")}`
      )
    await until(
      session,
      "hydrated (<html data-hydrated>)",
      `document.documentElement.hasAttribute("data-hydrated")`
    )
    await session.run(IDLE)
    saw.push("hydrated")
    for (const step of steps) {
      try {
        saw.push(await step.run(session))
      } catch (error) {
        throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  } catch (error) {
    failed(error)
  }
  try {
    const problems = await problemsOf(session)
    if (problems.length > 0) failures.push(`errors of the site's own:\n${problems.join("\n")}`)
  } catch (error) {
    failed(error)
  }
  return {
    path,
    ms: Date.now() - started,
    saw,
    ...(failures.length > 0 ? { failure: failures.join("\n") } : {}),
  }
}
