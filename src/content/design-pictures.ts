import type { Design } from "./design"

/*
 * The builder's pictures: one render of each ring it can compose, by shape, setting, metal, band and the
 * stone as it looks (both diamonds alike). 3 x 4 x 4 x 2 x 4 is 384 pictures, too many to send through
 * gatsby-plugin-image on every cold build (about three jobs each), so `render.py --design` encodes each
 * once, as WebP at DESIGN_WIDTHS (what the page's `sizes` asks for: a phone's column at three times its
 * pixels, the laptop's column at two), into content/images/design/<key>-<width>.webp. The build copies
 * them as they are to a folder named by their hash (src/node/design-pictures.ts), and the page builds
 * each picture's address from the design. Pure, for the page, the build, the check and the tests.
 */

/** Where the pictures are, under content/. */
export const DESIGN_PICTURES_DIR = "images/design"

/** The widths each picture is encoded at (scripts/render/design_pictures.py writes the same). */
export const DESIGN_WIDTHS = [360, 720, 1080] as const

/** The stone as the picture shows it: a lab-grown diamond looks as a natural one does. */
const LOOKS_LIKE: Readonly<Record<string, string>> = {
  "natural-diamond": "diamond",
  "lab-grown-diamond": "diamond",
}

export const picturedStone = (stone: string) => LOOKS_LIKE[stone] ?? stone

export type Pictured = Pick<Design, "shape" | "setting" | "metal" | "band" | "stone">

/** The picture's name: "oval-halo-platinum-pave-sapphire". */
export const designPictureKey = ({ shape, setting, metal, band, stone }: Pictured) =>
  `${shape}-${setting}-${metal}-${band}-${picturedStone(stone)}`

export const designPictureFile = (key: string, width: number) => `${key}-${width}.webp`

/** The picture's `srcSet`, from the folder the build copied the pictures to ("/static/design/3f9a2c1d0e/"). */
export const designSrcSet = (folder: string, design: Pictured) => {
  const key = designPictureKey(design)
  return DESIGN_WIDTHS.map(width => `${folder}${designPictureFile(key, width)} ${width}w`).join(", ")
}

/**
 * The picture a design is shown with. Each shape, setting and metal has its base picture (the first band
 * and the first stone: the content check requires it); a band or a stone still awaiting its render
 * (`awaiting`, the keys with no file, src/node/design-pictures.ts) is shown on the nearest picture there
 * is, and the alt text says what that picture shows. Once every render is in, `awaiting` is empty.
 */
export function picturedDesign<D extends Pictured>(
  design: D,
  awaiting: ReadonlySet<string>,
  base: Pick<Pictured, "band" | "stone">
): D {
  const nearest = [{}, { band: base.band }, { stone: base.stone }, base].map(swap => ({ ...design, ...swap }))
  return nearest.find(candidate => !awaiting.has(designPictureKey(candidate))) ?? nearest[nearest.length - 1]
}

/** One picture of the design: the smallest for the pinned summary's thumbnail, the middle one as an `<img>`'s `src`. */
export const designThumbnail = (folder: string, design: Pictured, width: number = DESIGN_WIDTHS[0]) =>
  `${folder}${designPictureFile(designPictureKey(design), width)}`

/**
 * What the picture shows, in the words each choice gives it (its `pictured`): "Oval blue sapphire in a
 * halo of small diamonds on a slim polished band in platinum".
 */
export const designPictureAlt = (pictured: Readonly<Record<keyof Pictured, string>>) =>
  [pictured.shape, pictured.stone, pictured.setting, pictured.band, pictured.metal].join(" ")

/** Every picture a set of offered values asks for, by its key (for the content check). */
export function designPictureKeys(offered: Readonly<Record<keyof Pictured, readonly string[]>>): string[] {
  const keys = new Set<string>()
  for (const shape of offered.shape)
    for (const setting of offered.setting)
      for (const metal of offered.metal)
        for (const band of offered.band)
          for (const stone of offered.stone)
            keys.add(designPictureKey({ shape, setting, metal, band, stone }))
  return [...keys]
}

/** The offered rings whose picture is not there at every width: shown on their nearest (`picturedDesign`). */
export const awaitingPictures = (
  offered: Readonly<Record<keyof Pictured, readonly string[]>>,
  files: ReadonlySet<string>
) =>
  designPictureKeys(offered).filter(key =>
    DESIGN_WIDTHS.some(width => !files.has(designPictureFile(key, width)))
  )
