"""Executed inside Blender:  blender -b --factory-startup -P lib/runner.py -- SCENE.py QUALITY OUT.jpg
Builds the scene described by SCENE.py (which defines RESOLUTION, SAMPLES and build()) and renders it.

Turntable scenes (they define FRAMES) take an output folder and a metal, build once and render each frame:
    ... -- scenes/turntable-solitaire.py final OUT_DIR --metal rose_gold [--frames 0,6,12,18]"""
import argparse
import os
import runpy
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from lib import studio  # noqa: E402

ap = argparse.ArgumentParser(prog="runner.py")
ap.add_argument("scene")
ap.add_argument("quality")
ap.add_argument("out")
ap.add_argument("--metal", help="turntables: metal name from lib/materials.py METALS")
ap.add_argument("--frames", help="turntables: comma-separated frame numbers (default: all)")
ap.add_argument("--shape", help="design: centre-stone shape (lib/design.py SHAPES)")
ap.add_argument("--setting", help="design: setting (lib/design.py SETTINGS)")
ap.add_argument("--fit", action="store_true", help="design: fit the shared camera over every ring and print it")
ap.add_argument("--crop", help="X0,Y0,X1,Y1: render only this part of the frame (fractions, from the top left) "
                               "at full resolution, e.g. to judge focus and grain on a subject")
a = ap.parse_args(sys.argv[sys.argv.index("--") + 1:])
scene_file, quality, out = a.scene, a.quality, a.out
t0 = time.time()
studio.reset()
mod = runpy.run_path(scene_file)
n_frames = mod.get("FRAMES")
studio.configure(mod["RESOLUTION"], mod.get("SAMPLES", 128), quality, exposure=mod.get("EXPOSURE", 0.0),
                 look=mod.get("LOOK", "Medium High Contrast"), threshold=mod.get("THRESHOLD", 0.012),
                 view=mod.get("VIEW", "Filmic"))
import bpy  # noqa: E402
bpy.context.scene.render.image_settings.quality = mod.get("JPEG_QUALITY", 88)
design = mod.get("DESIGN")
if design and a.fit:
    mod["fit"]()
    print(f"SOLENNE_TIMING build={time.time() - t0:.1f}s render=0s")
    sys.exit(0)
if design:
    mod["build"](a.shape, a.setting, a.metal)
else:
    pivot = mod["build"](a.metal) if n_frames else mod["build"]()
from lib import rings  # noqa: E402
rings.finalize_all()
if mod.get("POST"):
    mod["POST"]()
if a.crop:
    x0, y0, x1, y1 = (float(v) for v in a.crop.split(","))
    r = bpy.context.scene.render
    r.resolution_percentage = 100
    r.use_border, r.use_crop_to_border = True, True
    r.border_min_x, r.border_max_x = x0, x1
    r.border_min_y, r.border_max_y = 1 - y1, 1 - y0  # Blender's border runs bottom-up
ext = ("png" if quality == "draft" else "jpg") if n_frames else out.rsplit(".", 1)[-1].lower()
if ext == "png":
    bpy.context.scene.render.image_settings.file_format = "PNG"
t1 = time.time()
if os.environ.get("SOLENNE_SAVE_BLEND"):
    blend = os.path.join(out, "scene.blend") if n_frames else out.rsplit(".", 1)[0] + ".blend"
    os.makedirs(os.path.dirname(blend), exist_ok=True)
    bpy.ops.wm.save_as_mainfile(filepath=blend)
if n_frames:
    from lib import turntable  # noqa: E402
    frames = [int(f) for f in a.frames.split(",")] if a.frames else list(range(n_frames))
    # frames are finished in the (git-ignored) drafts folder, then moved: the site never sees half a file
    files = turntable.render_frames(pivot, out, ext, frames, n_frames, os.path.join(ROOT, "drafts", ".partial"))
    if quality == "draft" and len(files) > 1:
        turntable.contact_sheet(files, os.path.join(out, "sheet.png"))
    dt = time.time() - t1
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={dt:.1f}s frames={len(files)} "
          f"per_frame={dt / max(1, len(files)):.1f}s")
elif design:
    # finished under drafts/.partial, then moved: an interrupted run never leaves half a JPEG in content/
    partial = os.path.join(ROOT, "drafts", ".partial")
    os.makedirs(partial, exist_ok=True)
    tmp = os.path.join(partial, f"partial-{os.getpid()}-{os.path.basename(out)}")
    c1 = time.process_time()
    studio.render(tmp)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    os.replace(tmp, out)
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s cpu={time.process_time() - c1:.1f}s "
          f"{os.path.getsize(out)} bytes")
else:
    c1 = time.process_time()
    studio.render(out)
    # CPU time of all render threads: the render's own cost, whatever else the machine is doing
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s cpu={time.process_time() - c1:.1f}s")
