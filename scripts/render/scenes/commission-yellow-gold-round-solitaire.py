"""Commission: 18k yellow-gold six-prong solitaire, ~1.0 ct natural round brilliant (6.4 mm), slim comfort band,
standing on the commission heroes' pale travertine slab against their light-sand sweep (commission.hero_studio).
Detail: commission-yellow-gold-round-solitaire-detail."""
import math
from lib import geom, commission as C
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    sweep = C.hero_studio()
    ring = C.yellow_gold_round_solitaire()
    ring.rotation_euler = (0, 0, math.radians(-32))
    geom.drop_to(ring, C.SLAB_TOP)
    C.shoot([ring], azimuth=-18, elevation=30, distance=170, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
