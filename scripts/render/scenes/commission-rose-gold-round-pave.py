"""Commission: 18k rose-gold ring, a round lab-grown diamond in four claws on a pavé band, standing on the
commission heroes' pale travertine slab against their light-sand sweep (commission.hero_studio)."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    ring = C.rose_gold_round_pave()
    ring.rotation_euler = (0, 0, math.radians(-22))
    geom.drop_to(ring, C.SLAB_TOP)
    C.shoot([ring], azimuth=-10, elevation=26, distance=170, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
