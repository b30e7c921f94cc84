"""Commission: 18k rose-gold ring, a round lab-grown diamond in four claws on a pavé band, standing on a
round plaster disc against the ivory sweep."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep((0.86, 0.78, 0.70), "commission_blush")
    geom.cylinder("disc", 55.0, 9.0, M.clay((0.80, 0.74, 0.67), name="plaster"), (0, 12, 0), seg=96, bevel=1.0)
    ring = C.rose_gold_round_pave()
    ring.rotation_euler = (0, 0, math.radians(-22))
    geom.drop_to(ring, 9.0)
    studio.studio_lights((0, 0, 22), key_side=-1, strength=1.0, dist=280, rim=1.0)
    C.shoot([ring], azimuth=-10, elevation=26, distance=170, fill=0.66, offset=(0.0, -0.02), fstop=10.0)
    C.finish([sweep])
