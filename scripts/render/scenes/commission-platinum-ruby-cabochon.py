"""Commission: platinum ring with a round ruby cabochon in a milgrain-edged bezel, standing on the commission
heroes' pale travertine slab against their light-sand sweep (commission.hero_studio)."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    ring = C.platinum_ruby_cabochon()
    ring.rotation_euler = (0, 0, math.radians(28))
    geom.drop_to(ring, C.SLAB_TOP)
    C.shoot([ring], azimuth=14, elevation=30, distance=170, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
