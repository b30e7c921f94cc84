"""Commission: 18k yellow-gold six-prong solitaire, ~1.0 ct natural round brilliant (6.4 mm), slim comfort band,
standing on a honed travertine slab against the ivory sweep. Detail: commission-yellow-gold-round-solitaire-detail."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "commission_ivory")
    studio.plinth((150, 80, 12), M.stone(), (8, 30, 12), radius=1.2, name="slab", rotation=(0, 0, -4))
    ring = C.yellow_gold_round_solitaire()
    ring.rotation_euler = (0, 0, math.radians(-32))
    geom.drop_to(ring, 12.0)
    studio.studio_lights((0, 0, 25), key_side=-1, strength=1.0, dist=280, rim=1.0)
    C.shoot([ring], azimuth=-18, elevation=30, distance=170, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
