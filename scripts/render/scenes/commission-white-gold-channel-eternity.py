"""Commission: 18k white-gold channel-set eternity band, a row of round natural diamonds between two rails all
the way round, standing on a pale stone slab against the deep taupe sweep."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.2, top=(0.74, 0.66, 0.58), bottom=(0.14, 0.12, 0.10))
    sweep = C.plain_sweep((0.30, 0.25, 0.21), "commission_taupe_deep")
    studio.plinth((150, 80, 12), M.stone((0.70, 0.65, 0.57), (0.60, 0.54, 0.46), name="stone_pale", polish=0.3),
                  (0, 26, 12), radius=1.0, name="slab", rotation=(0, 0, 4))
    ring = C.white_gold_channel_eternity()
    ring.rotation_euler = (0, 0, math.radians(-40))
    geom.drop_to(ring, 12.0)
    studio.studio_lights((0, 0, 23), key_side=-1, strength=1.0, dist=280, rim=2.0, rim_color=(1.0, 0.78, 0.52))
    C.shoot([ring], azimuth=-8, elevation=30, distance=175, fill=0.64, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
