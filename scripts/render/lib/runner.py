"""Executed inside Blender:  blender -b --factory-startup -P lib/runner.py -- SCENE.py QUALITY OUT.jpg
Builds the scene described by SCENE.py (which defines RESOLUTION, SAMPLES and build()) and renders it."""
import os
import runpy
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from lib import studio  # noqa: E402

argv = sys.argv[sys.argv.index("--") + 1:]
scene_file, quality, out = argv[0], argv[1], argv[2]
t0 = time.time()
studio.reset()
mod = runpy.run_path(scene_file)
studio.configure(mod["RESOLUTION"], mod.get("SAMPLES", 128), quality, exposure=mod.get("EXPOSURE", 0.0),
                 look=mod.get("LOOK", "Medium High Contrast"), threshold=mod.get("THRESHOLD", 0.012),
                 view=mod.get("VIEW", "Filmic"))
mod["build"]()
from lib import rings  # noqa: E402
rings.finalize_all()
if mod.get("POST"):
    mod["POST"]()
if out.lower().endswith(".png"):
    import bpy
    bpy.context.scene.render.image_settings.file_format = "PNG"
t1 = time.time()
if os.environ.get("SOLENNE_SAVE_BLEND"):
    import bpy
    bpy.ops.wm.save_as_mainfile(filepath=out.rsplit(".", 1)[0] + ".blend")
studio.render(out)
print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s")
