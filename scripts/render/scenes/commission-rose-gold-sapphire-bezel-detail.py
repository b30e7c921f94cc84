"""Commission detail: the rose-gold sapphire ring's bezel in profile, close and low: the smooth rub-over rim
around the oval sapphire and the cup tapering into the band."""
import math
import bpy
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    studio.floor(M.linen((0.52, 0.44, 0.37), name="linen_mink"))
    ring = C.rose_gold_sapphire_bezel()
    ring.rotation_euler = (0, 0, math.radians(72))
    geom.drop_to(ring, 0.0)
    head = bpy.data.objects["rg_bezel_head"]
    studio.studio_lights((0, 0, 18), key_side=-1, strength=1.05, dist=240, rim=1.2)
    C.shoot([head], azimuth=-8, elevation=16, distance=140, fill=0.42, offset=(0.0, 0.1), fstop=11.0)
    C.finish([])
