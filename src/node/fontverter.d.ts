// fontverter ships no types; this is the part of its API the font cut and its tests use.
declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer>
}
