import { guideRoutes, pageRoutes } from "../../../src/content/routes"
import { commissionMessages } from "../../../src/node/commission-resolvers"
import { withGuideMessages } from "../../../src/node/guide-resolvers"
import { readContent } from "./yaml-content"

/*
 * The WhatsApp message each page opens with, as the build joins them: site.yaml's by page, then each
 * guide's own and each commission's (src/node/guide-resolvers.ts, commission-resolvers.ts).
 */
const site = readContent("site.yaml")

const messages = [
  ...withGuideMessages(
    site.whatsapp.messages,
    guideRoutes().map(route => readContent(route.file as `guides/${string}.yaml`))
  ),
  ...commissionMessages({
    pieces: pageRoutes()
      .filter(route => route.file.startsWith("commissions/"))
      .map(route => readContent(route.file as `commissions/${string}.yaml`)),
    page: readContent("pages/commissions.yaml"),
    bands: readContent("data/price-bands.yaml"),
  }),
]

/** The message WhatsApp opens with from a page: that page's own, or the default. */
export const whatsappMessageFor = (path: string): string =>
  messages.find(message => message.path === path)?.text ?? site.whatsapp.defaultMessage
