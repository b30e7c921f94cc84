import type { Compiler } from "webpack"

/**
 * V8's explicit compile hint (Chrome 136+). Chrome compiles a script's
 * top level off the main thread while it downloads, but each function only
 * on its first call, on the main thread, in the middle of start-up. Every
 * chunk this site ships runs at load: Gatsby's runtime, React, and the
 * components hydration renders. The hint has V8 compile all of a file's
 * functions up front, in the background (gain: docs/performance.md).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

const NAME = "CompileHintsPlugin"

/**
 * Puts the hint first in every JavaScript file, after minification (which
 * would drop the comment) and before source maps are written, so the maps
 * account for the added line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, compilation => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        assets => {
          for (const file of Object.keys(assets)) {
            if (file.endsWith(".js"))
              compilation.updateAsset(file, source => new sources.ConcatSource(COMPILE_HINT, source))
          }
        }
      )
    })
  }
}
