import { execFileSync } from "node:child_process"

/*
 * What the CMS on a deployed site needs to know about where it runs, which the
 * committed admin/config.yml leaves out so that one file serves every fork:
 * the GitHub repository its pull requests go to, and, when the login does not
 * go through Netlify, the OAuth proxy. build-admin.ts adds them to the config
 * it serves. The repository is GITHUB_REPOSITORY when set (GitHub Actions sets
 * it on every run, so the tested build knows it), else the `origin` remote's
 * GitHub URL; the proxy is CMS_OAUTH_BASE_URL and CMS_OAUTH_AUTH_ENDPOINT.
 */

export interface CmsDeployment {
  /** owner/name on GitHub; undefined when nothing names it (then only `npm run cms` can save). */
  repo?: string
  /** Where `repo` came from, for the build's log. */
  source: string
  /** The OAuth proxy's origin (Decap's backend.base_url); undefined for Netlify's own. */
  baseUrl?: string
  /** The proxy's path for the login (Decap's backend.auth_endpoint; Decap's default is "auth"). */
  authEndpoint?: string
}

// GitHub's rules: an owner of letters, digits and single hyphens; a name of letters, digits, . _ -.
const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/

/** owner/name from a GitHub remote (https://github.com/o/n.git, git@github.com:o/n.git, ssh://...), else undefined. */
export function repoOfRemote(url: string): string | undefined {
  const match =
    /^(?:[a-z+]+:\/\/(?:[^@/]+@)?|[^@/\s]+@)github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/i.exec(
      url.trim()
    )
  return match && REPO.test(match[1]) ? match[1] : undefined
}

/** The `origin` remote's URL of the repository at `dir`, or undefined (no git, no remote). */
export function originUrl(dir: string): string | undefined {
  try {
    return execFileSync("git", ["-C", dir, "remote", "get-url", "origin"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim()
  } catch {
    return undefined
  }
}

type Env = Record<string, string | undefined>

/** A variable's value, an empty one (a workflow's unset `vars.X`) counting as unset. */
const read = (env: Env, name: string) => env[name]?.trim() || undefined

/** Resolves and checks the deployment's facts; a malformed value is refused, naming its variable. */
export function cmsDeployment(env: Env, origin: () => string | undefined): CmsDeployment {
  const fromEnv = read(env, "GITHUB_REPOSITORY")
  if (fromEnv !== undefined && !REPO.test(fromEnv))
    throw new Error(`GITHUB_REPOSITORY is "${fromEnv}": expected the repository as owner/name`)
  const remote = fromEnv === undefined ? origin() : undefined
  const fromRemote = remote === undefined ? undefined : repoOfRemote(remote)
  const repo = fromEnv ?? fromRemote
  const source =
    fromEnv !== undefined
      ? "GITHUB_REPOSITORY"
      : fromRemote !== undefined
        ? "the git remote origin"
        : remote === undefined
          ? "nothing: GITHUB_REPOSITORY is unset and there is no git remote origin"
          : `nothing: GITHUB_REPOSITORY is unset and the git remote origin (${remote}) is not on github.com`

  const baseUrl = read(env, "CMS_OAUTH_BASE_URL")?.replace(/\/+$/, "")
  if (baseUrl !== undefined) {
    let url: URL | undefined
    try {
      url = new URL(baseUrl)
    } catch {
      url = undefined
    }
    // Decap accepts the login pop-up's message only from exactly this origin.
    const local = url?.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname)
    if (!url || (url.protocol !== "https:" && !local) || url.origin !== baseUrl)
      throw new Error(
        `CMS_OAUTH_BASE_URL is "${baseUrl}": expected the OAuth proxy's origin only, such as ` +
          "https://cms-auth.example.workers.dev (its path goes in CMS_OAUTH_AUTH_ENDPOINT)"
      )
  }
  const authEndpoint = read(env, "CMS_OAUTH_AUTH_ENDPOINT")?.replace(/^\/+|\/+$/g, "")
  if (authEndpoint !== undefined) {
    if (baseUrl === undefined)
      throw new Error("CMS_OAUTH_AUTH_ENDPOINT is set without CMS_OAUTH_BASE_URL: set the proxy's origin too")
    if (!/^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/.test(authEndpoint))
      throw new Error(`CMS_OAUTH_AUTH_ENDPOINT is "${authEndpoint}": expected a path such as auth`)
  }
  return { repo, source, baseUrl, authEndpoint }
}

/** The config the admin page loads: the committed one with the deployment's facts in its backend. */
export function servedCmsConfig(
  committed: Record<string, unknown>,
  { repo, baseUrl, authEndpoint }: CmsDeployment
): Record<string, unknown> {
  const { name, ...rest } = committed.backend as Record<string, unknown>
  return {
    ...committed,
    backend: {
      name,
      ...(repo ? { repo } : {}),
      ...rest,
      ...(baseUrl ? { base_url: baseUrl } : {}),
      ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
    },
  }
}
