import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import puppeteer, { type Page } from "puppeteer-core"
import { Builder, By, type WebDriver } from "selenium-webdriver"

/*
 * The two engines of the smoke run, each one browser session driven through WebDriver, behind the
 * few verbs the run needs: open an address, run a function body in the page, click, type.
 *
 *   - Firefox ESR (Debian's firefox-esr), through WebDriver BiDi with puppeteer-core: the npm
 *     geckodriver package downloads its binary when installed, which fails where there is no network.
 *   - WebKit (Debian's webkit2gtk-driver: WebKitWebDriver and its MiniBrowser, WebKitGTK's engine of
 *     Safari's family), through WebDriver classic with selenium-webdriver, on an Xvfb screen.
 *
 * Both at a phone's width (390 × 844 CSS px), and both, like the Chromium suite (scripts/chromium.ts),
 * with every host but this machine unreachable: through a proxy that is not there (port 9, discard),
 * so a third party fails at once, as it does here anyway, and the run is the same on an open network.
 */

export const ENGINES = ["webkit", "firefox"] as const
export type EngineName = (typeof ENGINES)[number]

export const VIEWPORT = { width: 390, height: 844 }
const NOWHERE = { host: "127.0.0.1", port: 9 }

export interface Session {
  readonly engine: EngineName
  /** The browser and its version, as the driver reports them. */
  readonly version: string
  /** Loads an address as a visitor does; resolves once its load event has fired. */
  open: (url: string) => Promise<void>
  /** Runs `body` as a function's body in the page, `arguments` being `args`; resolves to what it returns, a promise awaited. */
  run: <T>(body: string, ...args: unknown[]) => Promise<T>
  /** A pointer's click at the middle of the element `selector` finds (WebDriver's own scrolls it into view if it is not). */
  click: (selector: string) => Promise<void>
  /** Keys typed into the element `selector` finds. */
  type: (selector: string, text: string) => Promise<void>
  screenshot: (file: string) => Promise<void>
  close: () => Promise<void>
}

export const firefoxPath = () => process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

/** Debian's MiniBrowser, in the folder of the machine's architecture. */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH
  const lib = "/usr/lib"
  const found = fs
    .readdirSync(lib)
    .map(dir => path.join(lib, dir, "webkit2gtk-4.1", "MiniBrowser"))
    .find(file => fs.existsSync(file))
  return found ?? path.join(lib, "x86_64-linux-gnu", "webkit2gtk-4.1", "MiniBrowser")
}

/** What is missing to run an engine here, if anything. */
export function missing(engine: EngineName): string[] {
  const onPath = (name: string) =>
    (process.env.PATH ?? "").split(":").some(dir => fs.existsSync(path.join(dir, name)))
  return engine === "firefox"
    ? fs.existsSync(firefoxPath())
      ? []
      : [`${firefoxPath()} (Debian's firefox-esr)`]
    : [
        ...(onPath("Xvfb") ? [] : ["Xvfb (Debian's xvfb)"]),
        ...(onPath("WebKitWebDriver") ? [] : ["WebKitWebDriver (Debian's webkit2gtk-driver)"]),
        ...(fs.existsSync(miniBrowserPath()) ? [] : [`${miniBrowserPath()} (Debian's webkit2gtk-driver)`]),
      ]
}

export const startSession = (engine: EngineName): Promise<Session> =>
  engine === "firefox" ? startFirefox() : startWebKit()

/** The page's own width and height must be the phone's: a run at another size would test another layout. */
function expectViewport([width, height]: number[]): void {
  if (width !== VIEWPORT.width || height !== VIEWPORT.height)
    throw new Error(`the page is ${width} × ${height} CSS px, not ${VIEWPORT.width} × ${VIEWPORT.height}`)
}

/** Wraps a function body so that it runs with `args` as its arguments, its result awaited. */
const call = (body: string, args: unknown[]) =>
  `(async function () {${body}}).apply(null, ${JSON.stringify(args)})`

/**
 * The phone's viewport, through WebDriver BiDi's own command. Puppeteer's setViewport (and its default
 * viewport at launch) also sends emulation.setScreenOrientationOverride, which Firefox ESR 140 answers
 * "unknown command": Puppeteer follows Firefox's stable release, not the ESR Debian ships
 * (puppeteer/puppeteer#14989). The page's frame holds its browsing context, the session's own handle.
 */
async function setPhoneViewport(page: Page): Promise<void> {
  const { browsingContext } = page.mainFrame() as unknown as {
    browsingContext: { setViewport(options: { viewport: typeof VIEWPORT }): Promise<void> }
  }
  await browsingContext.setViewport({ viewport: VIEWPORT })
}

async function startFirefox(): Promise<Session> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: {
      // Scrollbars over the page, as a phone's: a classic one would take 12 px from the layout.
      "widget.gtk.overlay-scrollbars.enabled": true,
      "ui.useOverlayScrollbars": 1,
      // Every host but this machine (never proxied) through a proxy that is not there.
      "network.proxy.type": 1,
      "network.proxy.http": NOWHERE.host,
      "network.proxy.http_port": NOWHERE.port,
      "network.proxy.ssl": NOWHERE.host,
      "network.proxy.ssl_port": NOWHERE.port,
    },
  })
  let page = (await browser.pages())[0] ?? (await browser.newPage())
  await setPhoneViewport(page)
  expectViewport(await page.evaluate(() => [innerWidth, innerHeight]))
  return {
    engine: "firefox",
    version: (await browser.version()).replace("/", " "),
    // Each page in a tab of its own, the last one closed: Firefox's remote agent refused the page
    // opened after the builder's send ("Address rejected", later NS_BINDING_ABORTED) while the contact
    // page it left was still failing to load its form's frame offline. A fresh tab has nothing loading.
    open: async url => {
      const fresh = await browser.newPage()
      await setPhoneViewport(fresh)
      await page.close()
      page = fresh
      await page.goto(url, { waitUntil: "load" })
    },
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(call(body, args)) as Promise<T>,
    // At the element's middle where it is now: page.click() would first scroll it to the screen's
    // middle when any of it is off the screen, under the builder's sticky picture on a phone.
    click: async selector => {
      const box = await (await page.$(selector))?.boundingBox()
      if (!box) throw new Error(`${selector}: no such element drawn`)
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    },
    type: (selector, text) => page.type(selector, text),
    screenshot: async file => {
      await page.screenshot({ path: file })
    },
    close: () => browser.close(),
  }
}

/** A port nothing listens on now, for WebKitWebDriver. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** Starts Xvfb on a display number it picks itself, resolving with the display once it is ready for clients. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    })
    let said = ""
    let errors = ""
    xvfb.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()))
    xvfb.once("error", reject)
    xvfb.once("exit", code => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors}`)))
    // Xvfb writes the display's number to that descriptor once it accepts clients.
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes("\n")) resolve({ display: `:${said.trim()}`, process: xvfb })
    })
  })
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide: a GTK style sheet for the browser's
 * own widgets (not the page's) lets it shrink to a phone's width.
 */
function narrowToolbarConfig(): string {
  const config = fs.mkdtempSync(path.join(os.tmpdir(), "engines-webkit-"))
  fs.mkdirSync(path.join(config, "gtk-3.0"))
  fs.writeFileSync(
    path.join(config, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n"
  )
  return config
}

/** Kills what the run started if Node exits first (an uncaught error, Ctrl+C): nothing is left running. */
function killOnExit(child: ChildProcess): () => void {
  const kill = () => child.kill()
  process.once("exit", kill)
  return () => {
    process.off("exit", kill)
    kill()
  }
}

/** Starts WebKitWebDriver on a free port; resolves with its address once it answers /status. */
async function startWebKitWebDriver(env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], { env, stdio: ["ignore", "ignore", "pipe"] })
  const stop = killOnExit(driver)
  let said = ""
  driver.stderr?.on("data", (chunk: Buffer) => (said += chunk.toString()))
  const exited = new Promise<never>((_, reject) => {
    driver.once("error", reject)
    driver.once("exit", code => reject(new Error(`WebKitWebDriver exited (${code}): ${said}`)))
  })
  exited.catch(() => undefined)
  // It says nothing when ready: ask until it answers (each refusal comes at once).
  const ready = async () => {
    for (;;) {
      const answer = await fetch(`${url}/status`).catch(() => null)
      if (answer?.ok) return
      await new Promise(resolve => setTimeout(resolve, 25))
    }
  }
  try {
    await Promise.race([ready(), exited])
  } catch (error) {
    stop()
    throw error
  }
  driver.removeAllListeners("exit")
  return { url, stop }
}

async function startWebKit(): Promise<Session> {
  const xvfb = await startXvfb()
  const stopXvfb = killOnExit(xvfb.process)
  const config = narrowToolbarConfig()
  const stops = [
    () => {
      xvfb.process.removeAllListeners("exit")
      stopXvfb()
    },
    () => fs.rmSync(config, { recursive: true, force: true }),
  ]
  const stop = () => stops.reverse().forEach(step => step())
  let driver: WebDriver
  let version: string
  try {
    const service = await startWebKitWebDriver({
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
      // No accessibility bus in a CI container: GTK would look for it on every start.
      NO_AT_BRIDGE: "1",
    })
    stops.push(service.stop)
    driver = await new Builder()
      .usingServer(service.url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: miniBrowserPath(),
          args: [
            "--automation",
            `--proxy=http://${NOWHERE.host}:${NOWHERE.port}`,
            "--ignore-host=127.0.0.1",
            "--ignore-host=localhost",
          ],
        },
      })
      .build()
    const capabilities = await driver.getCapabilities()
    version = `WebKitGTK ${String(capabilities.get("browserVersion"))} (MiniBrowser)`
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 })
    // The window is the toolbar and the page: size it, then add what the toolbar took. The toolbar
    // may take its room only after a resize (a run saw 390 × 824 after one correction), so correct
    // until the page is the phone's, a few times at most.
    await driver.manage().window().setRect(VIEWPORT)
    const inner = () => driver.executeScript<[number, number]>("return [innerWidth, innerHeight]")
    for (let correction = 0; correction < 4; correction++) {
      const [width, height] = await inner()
      if (width === VIEWPORT.width && height === VIEWPORT.height) break
      const rect = await driver.manage().window().getRect()
      await driver
        .manage()
        .window()
        .setRect({
          width: rect.width + VIEWPORT.width - width,
          height: rect.height + VIEWPORT.height - height,
        })
    }
    expectViewport(await inner())
  } catch (error) {
    stop()
    throw error
  }
  return {
    engine: "webkit",
    version,
    open: url => driver.get(url),
    run: <T>(body: string, ...args: unknown[]) => driver.executeScript<T>(`return ${call(body, args)}`),
    click: async selector => driver.findElement(By.css(selector)).click(),
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    screenshot: async file => fs.writeFileSync(file, await driver.takeScreenshot(), "base64"),
    close: async () => {
      await driver.quit().catch(() => undefined)
      stop()
    },
  }
}
