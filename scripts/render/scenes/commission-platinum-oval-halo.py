"""Commission: platinum halo ring, ~1.5 ct oval lab-grown diamond in four claws inside a halo of small
brilliants, plain court shoulders; standing on a pale honed-stone slab against the sand sweep."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.27, top=(0.9, 0.84, 0.76))
    sweep = C.plain_sweep(studio.SAND, "commission_sand")
    studio.plinth((150, 90, 10), M.stone((0.70, 0.65, 0.57), (0.60, 0.54, 0.46), name="stone_pale", polish=0.3),
                  (-6, 28, 10), radius=1.0, name="slab", rotation=(0, 0, 5))
    ring = C.platinum_oval_halo()
    ring.rotation_euler = (0, 0, math.radians(36))
    geom.drop_to(ring, 10.0)
    studio.studio_lights((0, 0, 24), key_side=1, strength=1.0, dist=290, rim=1.0)
    C.shoot([ring], azimuth=20, elevation=30, distance=175, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
