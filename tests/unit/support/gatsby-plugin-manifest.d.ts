// gatsby-plugin-manifest ships no types; tests/unit/seo/seo-data.test.ts reads the icons it draws from the logo.
declare module "gatsby-plugin-manifest/common" {
  export const defaultIcons: { src: string; sizes: string; type: string }[]
}
