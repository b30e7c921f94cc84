"""Commission: a matched pair of plain 18k yellow-gold wedding bands, the wide comfort-fit band standing and
the narrow court band lying in front of it, on the commission heroes' pale travertine slab against their light-sand
sweep (commission.hero_studio)."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    wide, narrow = C.yellow_gold_wedding_bands()
    wide.rotation_euler = (0, 0, math.radians(-28))
    wide.location = (-5, 6, 0)
    geom.drop_to(wide, C.SLAB_TOP)
    narrow.rotation_euler = (math.radians(90), 0, 0)
    narrow.location = (11, -10, 0)
    geom.drop_to(narrow, C.SLAB_TOP)
    C.shoot([wide, narrow], azimuth=-12, elevation=30, distance=185, fill=0.68, offset=(0.0, 0.0), fstop=10.0)
    C.finish([sweep])
