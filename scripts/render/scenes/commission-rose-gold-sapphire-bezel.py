"""Commission: 18k rose-gold ring with an oval blue sapphire in a full bezel, standing on taupe linen."""
import math
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    studio.floor(M.linen((0.52, 0.44, 0.37), name="linen_mink"))
    ring = C.rose_gold_sapphire_bezel()
    ring.rotation_euler = (0, 0, math.radians(30))
    geom.drop_to(ring, 0.0)
    studio.studio_lights((0, 0, 13), key_side=-1, strength=1.05, dist=260, rim=1.1)
    C.shoot([ring], azimuth=16, elevation=32, distance=165, fill=0.66, offset=(0.0, 0.0), fstop=7.0)
    C.finish([])
