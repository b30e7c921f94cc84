/*
 * Meta's advertising pixel. Every Meta address the site uses is spelled
 * here: the pixel's script and what the Content-Security-Policy allows it
 * when its id is set; and how the consent notice and the privacy page name it.
 */

const CONNECT = "https://connect.facebook.net"
const WWW = "https://www.facebook.com"

export const META_SCRIPT = `${CONNECT}/en_US/fbevents.js`

/** What the Content-Security-Policy allows when the Meta pixel's id is set. */
export const META_CSP = { script: [CONNECT], connect: [WWW, CONNECT], img: [WWW] }

/**
 * What the pixel may add to a page's load once its id is set (held by scripts/quality/budgets.ts):
 * fbevents.js and the configuration it then fetches for the id (connect.facebook.net/signals/config/),
 * and the PageView beacon. A ceiling with room, not a measurement: Meta's hosts cannot be reached
 * from here, where the first script is asked for and answers nothing.
 */
export const META_LOAD = { scripts: 2, scriptKiB: 160, requests: 4, KiB: 170 }

/** The company, as the consent notice names the pixels' companies ({pixels}: "Meta and TikTok"). */
export const META_COMPANY = "Meta"
/** The pixel and its company, as the privacy page names them. */
export const META_PIXEL = { name: "Meta Pixel", company: "Meta Platforms" }

/**
 * Where a Facebook page or an Instagram profile lives: the hosts each network serves profiles on,
 * and the path of one (a name; on Facebook also profile.php?id=<digits>). The content check holds
 * `social:` links to them (src/content/addresses.ts), so a profile cannot lead anywhere else.
 */
export const FACEBOOK_PROFILES = {
  hosts: ["www.facebook.com", "facebook.com", "m.facebook.com"],
  path: /^\/(?:[A-Za-z0-9.-]+\/?|profile\.php\?id=\d+)$/,
  example: `${WWW}/your-page`,
}
export const INSTAGRAM_PROFILES = {
  hosts: ["www.instagram.com", "instagram.com"],
  path: /^\/[A-Za-z0-9._]+\/?$/,
  example: "https://www.instagram.com/your.name",
}
