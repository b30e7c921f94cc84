"""Commission: a matched pair of plain 18k yellow-gold wedding bands, the wide comfort-fit band standing and
the narrow court band lying in front of it, on a walnut board against the sand sweep."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.SAND, "commission_sand")
    walnut = M.wood((0.30, 0.19, 0.11), (0.17, 0.10, 0.06), name="walnut", scale=0.05)
    geom.rounded_box("board", (170, 90, 12), 1.5, walnut, (0, 26, 6), (0, 0, 3), segments=3)
    wide, narrow = C.yellow_gold_wedding_bands()
    wide.rotation_euler = (0, 0, math.radians(-28))
    wide.location = (-5, 6, 0)
    geom.drop_to(wide, 12.0)
    narrow.rotation_euler = (math.radians(90), 0, 0)
    narrow.location = (11, -10, 0)
    geom.drop_to(narrow, 12.0)
    studio.studio_lights((0, 0, 22), key_side=-1, strength=1.0, dist=280, rim=1.1)
    C.shoot([wide, narrow], azimuth=-12, elevation=30, distance=185, fill=0.68, offset=(0.0, 0.0), fstop=10.0)
    C.finish([sweep])
