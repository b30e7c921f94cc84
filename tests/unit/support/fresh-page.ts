/*
 * For tests of the tracking modules: each test is a fresh page load (the
 * modules are loaded anew, since consent remembers a choice for the life of
 * the page), with idle work run at once so the tests need not wait.
 */

export const IDS = { metaPixelId: "123456789012345", tiktokPixelId: "CABCDEF123456" }

/** requestIdleCallback as these tests want it: the task runs at once. */
export function idleAtOnce(): void {
  Object.defineProperty(window, "requestIdleCallback", {
    configurable: true,
    writable: true,
    value: (task: IdleRequestCallback) => {
      task({ didTimeout: false, timeRemaining: () => 50 })
      return 1
    },
  })
}

/** requestIdleCallback runs its task at once, for the whole file. */
export function runIdleWorkAtOnce(): void {
  const hadIdleCallback = "requestIdleCallback" in window
  beforeAll(idleAtOnce)
  afterAll(() => {
    if (!hadIdleCallback) Reflect.deleteProperty(window, "requestIdleCallback")
  })
}

/** What a new page starts without: no pixel, no script, no stored choice, no GPC signal. */
export function cleanWindow(): void {
  for (const name of ["fbq", "_fbq", "ttq", "TiktokAnalyticsObject"]) Reflect.deleteProperty(window, name)
  document.head.querySelectorAll("script").forEach(script => script.remove())
  document.body.innerHTML = ""
  window.localStorage.clear()
  Reflect.deleteProperty(navigator, "globalPrivacyControl")
}
