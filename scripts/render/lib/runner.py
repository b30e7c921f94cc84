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
ap.add_argument("--bands", default="plain", help="design: the bands to render (comma-separated, lib/design.py "
                                                 "BANDS): the plain band always first, a pave band laid over it")
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
    bands = a.bands.split(",")
    # a draft or a piece of the frame of a pave band: that band built at once
    first_band = "pave" if (a.crop or quality == "draft") and bands == ["pave"] else "plain"
    built = mod["build"](a.shape, a.setting, a.metal, first_band)
    centre = built.centre
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
    # OUT names the plain band's diamond; each band and stone is a picture beside it:
    # <shape>-<setting>-<metal>-<band>-<stone>.jpg. The plain band is always rendered (a pave band is laid over it);
    # a picture is written only for the bands asked for.
    gems = [g for g in a.gems.split(",") if g]
    from lib import materials as M  # noqa: E402
    diamond = centre.material_slots[0].material
    c1 = time.process_time()

    def named(band, stone):
        return out.replace("-plain-diamond.", f"-{band}-{stone}.")

    def finish(tmp, dst):
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        os.replace(tmp, dst)
        print(f"SOLENNE_VARIANT {os.path.basename(dst)} {os.path.getsize(dst)} bytes cpu={time.process_time() - c1:.1f}s",
              flush=True)

    def scratch(name):
        return os.path.join(partial, f"partial-{os.getpid()}-{os.path.basename(name)}")

    def stones_of(band, base, base_mask):
        """Each coloured centre stone over the band's diamond picture (base, lossless)."""
        for gem in gems:
            dst = named(band, gem)
            stone_light.relight(centre, mod["gem"](gem), base, scratch(dst), mask_path(dst), base_mask)
            finish(scratch(dst), dst)
        for slot in centre.material_slots:
            slot.material = diamond

    # the band built first (plain; a pave band at once for a draft or a piece of the frame of it alone)
    first = named(first_band, "diamond")
    plain_base = os.path.join(partial, f"base-{os.getpid()}-plain.png")
    plain_mask = mask_path(first) if first_band in bands else os.path.join(partial, f"mask-{os.getpid()}-plain.png")
    head = stone_light.render(scratch(first), plain_mask, quality, keep=plain_base)
    if first_band in bands:
        finish(scratch(first), first)
        stones_of(first_band, plain_base, plain_mask)
    elif os.path.exists(scratch(first)):
        os.remove(scratch(first))
    if "pave" in bands and first_band == "plain":
        pave = named("pave", "diamond")
        added = built.add_pave()
        blended = stone_light.repaint(added, plain_base, plain_mask, head, scratch(pave), mask_path(pave))
        pave_base = os.path.join(partial, f"base-{os.getpid()}-pave.png")
        stone_light._save(blended, pave_base, 100)
        finish(scratch(pave), pave)
        stones_of("pave", pave_base, mask_path(pave))
        os.remove(pave_base)
    for tmp in (plain_base, os.path.join(partial, f"mask-{os.getpid()}-plain.png")):
        if os.path.exists(tmp):
            os.remove(tmp)
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s cpu={time.process_time() - c1:.1f}s")
else:
    c1 = time.process_time()
    stone_light.render(out, mask_path(out), quality)
    # CPU time of all render threads: the render's own cost, whatever else the machine is doing
    print(f"SOLENNE_TIMING build={t1 - t0:.1f}s render={time.time() - t1:.1f}s cpu={time.process_time() - c1:.1f}s")
if os.path.isdir(mask_dir) and not os.listdir(mask_dir):
    os.rmdir(mask_dir)
