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
try:
    import numpy  # noqa: F401  (the stones' pass and the report: Debian's python3-numpy and python3-pil)
except ImportError:
    # Blender's Python takes its prefix from the first python3.11 on PATH; under a Python version manager
    # (pyenv) that is not the system's, whose packages Debian's Blender uses
    sys.path += ["/usr/lib/python3/dist-packages", "/usr/local/lib/python3.11/dist-packages"]

from lib import stone_light, studio  # noqa: E402

IMAGES = os.path.join(os.path.dirname(os.path.dirname(ROOT)), "content", "images")
MASKS = os.path.join(ROOT, "masks")


def mask_path(picture):
    """Where the stones' mask of a picture goes: masks/<its path under content/images>.png for a picture of the
    site (committed with it: the stone report reads them), else beside the draft as <name>-stones.png."""
    picture = os.path.abspath(picture)
    if picture.startswith(IMAGES + os.sep):
        return os.path.join(MASKS, os.path.splitext(os.path.relpath(picture, IMAGES))[0] + ".png")
    return os.path.splitext(picture)[0] + "-stones.png"

ap = argparse.ArgumentParser(prog="runner.py")
ap.add_argument("scene")
ap.add_argument("quality")
ap.add_argument("out")
ap.add_argument("--metal", help="turntables: metal name from lib/materials.py METALS")
ap.add_argument("--frames", help="turntables: comma-separated frame numbers (default: all)")
ap.add_argument("--shape", help="design: centre-stone shape (lib/design.py SHAPES)")
ap.add_argument("--setting", help="design: setting (lib/design.py SETTINGS)")
ap.add_argument("--band", default="plain", help="design: the band (lib/design.py BANDS)")
ap.add_argument("--gems", default="", help="design: also the picture with each of these centre stones "
                                          "(comma-separated, lib/design.py STONES), next to OUT's diamond")
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
    centre = mod["build"](a.shape, a.setting, a.metal, a.band)
    if a.crop and a.gems:  # a piece of the frame with the first coloured stone, to judge it
        for slot in centre.material_slots:
            slot.material = mod["gem"](a.gems.split(",")[0])
        a.gems = ""
else:
    pivot = mod["build"](a.metal) if n_frames else mod["build"]()
from lib import rings  # noqa: E402
rings.finalize_all()
if mod.get("POST"):
    mod["POST"]()
# every stone sees the jeweller's light, and each render writes a mask of its stones (lib/stone_light)
partial = os.path.join(ROOT, "drafts", ".partial")
mask_dir = os.path.join(partial, f"mask-{os.getpid()}")
os.makedirs(mask_dir, exist_ok=True)
if stone_light.apply():
    stone_light.mask(mask_dir)
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
    files = turntable.render_frames(pivot, out, ext, frames, n_frames, partial,
                                    render=lambda tmp, dst: stone_light.render(tmp, mask_path(dst), quality))
    if quality == "draft" and len(files) > 1:
        turntable.contact_sheet(files, os.path.join(out, "sheet.png"))
    dt = time.time() - t1
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={dt:.1f}s frames={len(files)} "
          f"per_frame={dt / max(1, len(files)):.1f}s")
elif design:
    # finished under drafts/.partial, then moved: an interrupted run never leaves half a JPEG in content/
    tmp = os.path.join(partial, f"partial-{os.getpid()}-{os.path.basename(out)}")
    gems = [g for g in a.gems.split(",") if g]
    base = os.path.join(partial, f"base-{os.getpid()}.png") if gems else None
    c1 = time.process_time()
    stone_light.render(tmp, mask_path(out), quality, keep=base)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    os.replace(tmp, out)
    from lib import materials as M  # noqa: E402
    for gem in gems:
        # the same ring with a coloured centre stone: only the stone's border is rendered again
        gout = out.replace("-diamond.", f"-{gem}.")
        gtmp = os.path.join(partial, f"partial-{os.getpid()}-{os.path.basename(gout)}")
        stone_light.relight(centre, mod["gem"](gem), base, gtmp, mask_path(gout), mask_path(out))
        os.replace(gtmp, gout)
        print(f"SOLENNE_VARIANT {gem} {os.path.getsize(gout)} bytes cpu={time.process_time() - c1:.1f}s", flush=True)
    if base:
        os.remove(base)
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s cpu={time.process_time() - c1:.1f}s "
          f"{os.path.getsize(out)} bytes")
else:
    c1 = time.process_time()
    stone_light.render(out, mask_path(out), quality)
    # CPU time of all render threads: the render's own cost, whatever else the machine is doing
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s cpu={time.process_time() - c1:.1f}s")
if os.path.isdir(mask_dir) and not os.listdir(mask_dir):
    os.rmdir(mask_dir)
