import { theme } from "../../src/theme/tokens"

/*
 * What /admin/ does before Decap loads. Decap on GitHub needs to know the repository its pull
 * requests go to; a build that knows none (a copy without git, say) would have Decap stop on
 * "The GitHub backend needs a repo". The page asks first: when the config it serves names a
 * repository, or it is opened on this machine and `npm run cms` (decap-server) answers, Decap
 * loads as always; otherwise the page says in a few lines how to name one. The config is read at
 * run time, not at build time, so the same page serves every deployment (and a test may serve
 * another config).
 */

/** The notice's words: the interface's own, not the atelier's copy. */
export const NO_REPOSITORY = {
  heading: "The content editor does not know its repository",
  lead: "This copy of the site was built without naming the GitHub repository its changes go to, so the editor cannot open here.",
  ways: [
    ["Build it in GitHub Actions, which names the repository on every run (", "GITHUB_REPOSITORY", ")."],
    ["Or name it when you build: ", "GITHUB_REPOSITORY=owner/name npm run build", "."],
    [
      "Or give this copy a GitHub remote, then build again: ",
      "git remote add origin https://github.com/owner/name.git",
      ".",
    ],
  ],
  local: [
    "On your own machine, ",
    "npm run cms",
    " opens the editor without GitHub, saving to a local clone.",
  ],
} as const

const code = ([before, command, after]: readonly string[]) => `${before}<code>${command}</code>${after}`

/** The notice, hidden until the gate shows it. */
export const noRepositoryHtml = (): string => `<main id="no-repository" hidden>
      <h1>${NO_REPOSITORY.heading}</h1>
      <p class="lead">${NO_REPOSITORY.lead} To name it:</p>
      <ul>
${NO_REPOSITORY.ways.map(way => `        <li>${code(way)}</li>`).join("\n")}
      </ul>
      <p>${code(NO_REPOSITORY.local)}</p>
    </main>`

/** backend.repo in config.yml, as scripts/cms/build-admin.ts writes it (two spaces in, under backend:). */
export const REPO_IN_CONFIG = /^backend:\n(?: {2}.*\n)*? {2}repo: *\S/m

/**
 * The gate's script: loads `scripts` in order when the config names a repository or the local
 * proxy answers, else shows the notice.
 */
export function gateScript(scripts: string[], localProxy: string): string {
  return `(function () {
  var local = location.hostname === "localhost" || location.hostname === "127.0.0.1"
  var scripts = ${JSON.stringify(scripts)}
  function load(index) {
    if (index === scripts.length) return
    var script = document.createElement("script")
    script.src = scripts[index]
    script.onload = function () { load(index + 1) }
    document.body.appendChild(script)
  }
  function notice() { document.getElementById("no-repository").hidden = false }
  fetch("config.yml", { cache: "no-cache" })
    .then(function (response) { return response.text() })
    .then(function (config) {
      if (${REPO_IN_CONFIG.toString()}.test(config)) return true
      if (!local) return false
      return fetch(${JSON.stringify(localProxy)}, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }).then(function (response) { return response.ok }, function () { return false })
    })
    .then(function (open) { if (open) load(0); else notice() }, notice)
})()
`
}

/** The notice's look, from the site's tokens (Decap's own page keeps its own). */
const noticeCss = () => `
      body:has(> #no-repository:not([hidden])) { margin: 0; background: ${theme.colors.ivory}; }
      #no-repository { max-width: ${theme.sizes.reading}; margin: 0 auto; padding: ${theme.space.xxl} ${theme.space.lg};
        font: ${theme.fontSizes.body}/${theme.lineHeights.body} ${theme.fonts.body}; color: ${theme.colors.ink}; }
      #no-repository h1 { font: ${theme.fontWeights.medium} ${theme.fontSizes.h2}/${theme.lineHeights.heading} ${theme.fonts.display}; margin: 0 0 ${theme.space.md}; }
      #no-repository .lead { color: ${theme.colors.inkSoft}; }
      #no-repository li { margin-bottom: ${theme.space.xs}; }
      #no-repository code { background: ${theme.colors.parchment}; border-radius: ${theme.radii.sm}; padding: 0 ${theme.space.xxs}; overflow-wrap: anywhere; }`

/** The admin page: the gate, and the notice it shows when Decap could not open. */
export const indexHtml = (gate: string, fontFaces = "") => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link href="config.yml" type="text/yaml" rel="cms-config-url" />
    <link rel="icon" href="data:," />
    <style>${fontFaces}${noticeCss()}
    </style>
  </head>
  <body>
    ${noRepositoryHtml()}
    <script src="manual-init.js"></script>
    <script src="${gate}"></script>
  </body>
</html>
`
