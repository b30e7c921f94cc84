"""Commission: 18k rose-gold ring with an oval blue sapphire in a full bezel, standing on the commission heroes'
pale travertine slab against their light-sand sweep (commission.hero_studio)."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    ring = C.rose_gold_sapphire_bezel()
    ring.rotation_euler = (0, 0, math.radians(30))
    geom.drop_to(ring, C.SLAB_TOP)
    C.shoot([ring], azimuth=16, elevation=32, distance=165, fill=0.66, offset=(0.0, 0.0), fstop=7.0)
    C.finish([sweep])
