"""Commission: 18k white-gold channel-set eternity band, a row of round natural diamonds between two rails all
the way round, standing on the commission heroes' pale travertine slab against their light-sand sweep
(commission.hero_studio)."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    ring = C.white_gold_channel_eternity()
    ring.rotation_euler = (0, 0, math.radians(-40))
    geom.drop_to(ring, C.SLAB_TOP)
    C.shoot([ring], azimuth=-8, elevation=30, distance=175, fill=0.64, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
