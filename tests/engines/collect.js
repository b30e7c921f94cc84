// The engines' smoke run's error collector (tests/engines/serve.ts puts it first in every page's
// <head>, from the site's own origin, so the page's Content-Security-Policy lets it run). From the
// first byte it records what the page did wrong of its own: an uncaught error from a script of this
// origin (React's hydration errors included: React 18 reports them with reportError), a promise
// rejected with nobody to handle it, and a CSP violation. A third party's failure (their hosts are
// unreachable in the run) is not the site's: an error from a script of another origin, whose
// message the browser mutes, is left out. The run reads window.__engineSmoke.problems.
;(() => {
  const problems = []
  const own = url => !url || new URL(url, location.href).origin === location.origin
  window.__engineSmoke = { problems }
  window.addEventListener("error", event => {
    // A resource that failed to load is an Event on its element, which never bubbles here.
    if (!(event instanceof ErrorEvent) || !own(event.filename)) return
    if (!event.filename && event.message === "Script error.") return
    problems.push(`uncaught error: ${event.message} (${event.filename}:${event.lineno}:${event.colno})`)
  })
  window.addEventListener("unhandledrejection", event => {
    const reason = event.reason
    // A stack names the message in Chromium only: the reason, then where it was made.
    const where = reason && reason.stack ? ` at ${String(reason.stack).split("\n")[0]}` : ""
    problems.push(`unhandled rejection: ${reason}${where}`)
  })
  document.addEventListener(
    "securitypolicyviolation",
    event => {
      if (event.sourceFile && !own(event.sourceFile)) return
      problems.push(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "(inline)"}` +
          ` at ${event.sourceFile || location.pathname}:${event.lineNumber}`
      )
    },
    true
  )
})()
