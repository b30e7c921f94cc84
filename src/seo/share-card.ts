/** Every page's share card (src/node/share-images.ts) is this size, the one social apps show largest. */
export const SHARE_WIDTH = 1200
export const SHARE_HEIGHT = 630
