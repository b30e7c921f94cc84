/**
 * `npm run og-images`: draws every page's share card into public/og/ without a
 * full build, to look at one after changing a title or a share picture. The
 * build does the same in sourceNodes (src/node/share-images.ts).
 */
import { writeShareImages } from "../src/node/share-images"

writeShareImages()
  .then(cards => {
    for (const card of cards) console.log(`${card.path.padEnd(20)} public${card.url}`)
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
