/**
 * The text as a reader hears it without its links: [label](/path/), the one
 * piece of markup editors may write (RichText draws it as a link), becomes
 * its label. For text that cannot hold a link, such as JSON-LD.
 */
export const plainText = (text: string) => text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1")
