"""Commission: platinum ring with a round ruby cabochon in a milgrain-edged bezel, standing on a grey-veined
stone slab against the ivory sweep."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep((0.80, 0.76, 0.70), "commission_bone")
    studio.plinth((150, 84, 12), M.stone((0.62, 0.61, 0.58), (0.44, 0.43, 0.42), name="stone_grey", polish=0.25),
                  (6, 26, 12), radius=1.0, name="slab", rotation=(0, 0, -4))
    ring = C.platinum_ruby_cabochon()
    ring.rotation_euler = (0, 0, math.radians(28))
    geom.drop_to(ring, 12.0)
    studio.studio_lights((0, 0, 24), key_side=1, strength=1.0, dist=280, rim=1.0)
    C.shoot([ring], azimuth=14, elevation=30, distance=170, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
