"""Commission: 18k white-gold three-stone ring, an emerald-cut natural diamond between two smaller emerald
cuts, all in corner claws; on a dark honed-stone slab against the warm-taupe sweep."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.26)
    sweep = C.plain_sweep(studio.WARM_TAUPE, "commission_taupe")
    studio.plinth((160, 90, 12), M.stone((0.30, 0.26, 0.22), (0.25, 0.215, 0.18), name="stone_dark", polish=0.25),
                  (4, 26, 12), radius=1.0, name="slab", rotation=(0, 0, -3))
    ring = C.white_gold_emerald_three_stone()
    ring.rotation_euler = (0, 0, math.radians(-24))
    geom.drop_to(ring, 12.0)
    studio.studio_lights((0, 0, 26), key_side=-1, strength=1.1, dist=280, rim=1.2)
    C.shoot([ring], azimuth=-14, elevation=30, distance=175, fill=0.68, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
