// fontverter ships no types; tests/unit/font-subsets.test.ts reads woff2 back through it.
declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer>
}
