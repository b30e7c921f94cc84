"""Commission: 18k white-gold three-stone ring, an emerald-cut natural diamond between two smaller emerald
cuts, all in corner claws; standing on the commission heroes' pale travertine slab against their light-sand sweep
(commission.hero_studio)."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    ring = C.white_gold_emerald_three_stone()
    ring.rotation_euler = (0, 0, math.radians(-24))
    geom.drop_to(ring, C.SLAB_TOP)
    C.shoot([ring], azimuth=-14, elevation=30, distance=175, fill=0.68, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
