import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import fontverter from "fontverter"
import * as fontkit from "fontkit"

/*
 * A face cut to the glyphs some text is drawn with, not to its characters. Cutting to characters
 * (subset-font) keeps every ligature and alternate the characters could form: 17 ligatures and a
 * second set of figures, a quarter of the display face, most of which no heading forms. Here the
 * text is shaped first, as the browser shapes it, and harfbuzz keeps exactly the glyphs that came
 * out, with the kerning and substitutions between them.
 */

/** A run of text and the OpenType features the page draws it with (on or off). */
export interface Run {
  text: string
  features: Record<string, boolean>
}

/** The glyphs `runs` are drawn with in the face `ttf` (TrueType bytes). */
export function glyphsFor(ttf: Buffer, runs: Run[]): Set<number> {
  const font = fontkit.create(ttf)
  return new Set(runs.flatMap(run => font.layout(run.text, run.features).glyphs.map(glyph => glyph.id)))
}

// harfbuzz's C API, as harfbuzzjs builds it to WebAssembly (the subset-font package uses the same file).
interface Harfbuzz {
  memory: WebAssembly.Memory
  _initialize(): void
  malloc(bytes: number): number
  free(pointer: number): void
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number
  hb_blob_destroy(blob: number): void
  hb_blob_get_data(blob: number, length: number): number
  hb_blob_get_length(blob: number): number
  hb_face_create(blob: number, index: number): number
  hb_face_destroy(face: number): void
  hb_face_reference_blob(face: number): number
  hb_set_add(set: number, value: number): void
  hb_set_clear(set: number): void
  hb_subset_input_create_or_fail(): number
  hb_subset_input_destroy(input: number): void
  hb_subset_input_set(input: number, which: number): number
  hb_subset_input_unicode_set(input: number): number
  hb_subset_input_glyph_set(input: number): number
  hb_subset_input_get_flags(input: number): number
  hb_subset_input_set_flags(input: number, flags: number): void
  hb_subset_or_fail(face: number, input: number): number
}

const MEMORY_MODE_WRITABLE = 2
const SETS_LAYOUT_FEATURE_TAG = 6
const FLAGS_NO_LAYOUT_CLOSURE = 0x200
const tag = (name: string) => [...name].reduce((value, ch) => (value << 8) + ch.charCodeAt(0), 0)

// Resolved from the project, not from this file: Gatsby compiles gatsby-node into .cache/, and its
// bundler leaves `require.resolve` undefined.
const fromProject = createRequire(path.resolve("package.json"))

let harfbuzz: Promise<Harfbuzz> | undefined
const loadHarfbuzz = () =>
  (harfbuzz ??= readFile(fromProject.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"))
    .then(wasm => WebAssembly.instantiate(wasm))
    .then(({ instance }) => {
      const exports = instance.exports as unknown as Harfbuzz
      exports._initialize()
      return exports
    }))

/**
 * `ttf` (TrueType bytes) cut to `glyphs` and the characters' own glyphs, keeping only the
 * `features` (kerning, ligatures) among them, as WOFF2.
 */
export async function cutToGlyphs(
  ttf: Buffer,
  { characters, glyphs, features }: { characters: string; glyphs: Set<number>; features: string[] }
): Promise<Buffer> {
  const hb = await loadHarfbuzz()
  const input = hb.hb_subset_input_create_or_fail()
  const data = hb.malloc(ttf.byteLength)
  new Uint8Array(hb.memory.buffer).set(ttf, data)
  const blob = hb.hb_blob_create(data, ttf.byteLength, MEMORY_MODE_WRITABLE, 0, 0)
  const face = hb.hb_face_create(blob, 0)
  hb.hb_blob_destroy(blob)
  try {
    const featureSet = hb.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG)
    hb.hb_set_clear(featureSet)
    for (const feature of features) hb.hb_set_add(featureSet, tag(feature))
    const unicodes = hb.hb_subset_input_unicode_set(input)
    for (const ch of characters) hb.hb_set_add(unicodes, ch.codePointAt(0) ?? 0)
    const glyphSet = hb.hb_subset_input_glyph_set(input)
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph)
    // Without this, harfbuzz would add every glyph the kept features could reach from these.
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | FLAGS_NO_LAYOUT_CLOSURE)
    const subset = hb.hb_subset_or_fail(face, input)
    if (!subset) throw new Error("harfbuzz could not cut the face")
    const result = hb.hb_face_reference_blob(subset)
    const start = hb.hb_blob_get_data(result, 0)
    const cut = Buffer.from(new Uint8Array(hb.memory.buffer, start, hb.hb_blob_get_length(result)))
    hb.hb_blob_destroy(result)
    hb.hb_face_destroy(subset)
    return await fontverter.convert(cut, "woff2")
  } finally {
    hb.hb_subset_input_destroy(input)
    hb.hb_face_destroy(face)
    hb.free(data)
  }
}
