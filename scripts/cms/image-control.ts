import type { Cms } from "./decap"

/*
 * Decap 3.16's image control shows an empty placeholder (Decap's 46-byte
 * empty.svg) in every picture field instead of the picture the YAML names.
 * Its thumbnail asks getAsset(path) once, in an effect keyed on the getAsset
 * function; the first answer is the placeholder while the media library
 * loads, and getAsset keeps the same identity afterwards (Decap memoizes it
 * per entry), so the thumbnail never asks again until the editor types
 * (decap-cms#7099 was the same symptom, fixed in 3.1 and back with the
 * memoization). This control wraps Decap's own: when Decap reports that
 * every asset has loaded, it hands the control a new getAsset, so each
 * thumbnail asks again and gets the picture. Decap's file control is kept
 * whole: uploads, the media library and validation are its own.
 */

type GetAsset = (path: string, field: unknown) => unknown

interface ControlProps {
  getAsset: GetAsset
  [key: string]: unknown
}

interface ImageControl {
  props: ControlProps
  /** isLoadingAsset as Decap last reported it; undefined before its first report. */
  loading?: boolean
  source?: GetAsset
  fresh?: GetAsset
}

/** The spec of the wrapping control, for window.createClass (exported for its unit test). */
export function imageControlSpec(control: unknown) {
  return {
    displayName: "ImageControl",
    /*
     * Decap's Widget asks its control whether to re-render and passes its own
     * props, which carry isLoadingAsset; React then asks with the control's
     * props, which do not. Either way the answer is yes: the wrapper's render
     * is one element, and Decap's control below keeps its own
     * shouldComponentUpdate, which lets a new getAsset through.
     */
    shouldComponentUpdate(this: ImageControl, next: Record<string, unknown>) {
      if ("isLoadingAsset" in next) {
        const loading = Boolean(next.isLoadingAsset)
        if (!loading && this.loading !== false) this.fresh = undefined
        this.loading = loading
      }
      return true
    },
    render(this: ImageControl) {
      const { getAsset } = this.props
      if (!this.fresh || this.source !== getAsset) {
        this.source = getAsset
        this.fresh = (path, field) => getAsset(path, field)
      }
      return window.h(control, { ...this.props, getAsset: this.fresh })
    },
  }
}

/** Replaces Decap's image widget by the same widget whose control shows the loaded picture. */
export function registerImageControl(cms: Cms) {
  const image = cms.getWidget("image")
  if (!image) throw new Error("Decap has no image widget to wrap: check scripts/cms/image-control.ts")
  cms.registerWidget(
    "image",
    window.createClass(imageControlSpec(image.control)),
    image.preview,
    image.schema
  )
}
