import { wordmarkWidth } from "../theme/wordmark"

/*
 * GraphQL: the widths of the brand's names as the header sets them (src/theme/wordmark.ts), worked
 * out at build time so the header sizes them to one line in CSS and no page ships the face's
 * metrics.
 */
export const wordmarkResolvers = {
  SiteSettings: {
    nameWidth: {
      type: "Float!",
      resolve: ({ name }: { name: string }) => wordmarkWidth(name),
    },
    shortNameWidth: {
      type: "Float",
      resolve: ({ shortName }: { shortName?: string | null }) =>
        shortName ? wordmarkWidth(shortName) : null,
    },
  },
}
