"""Commission detail: the yellow-gold solitaire's setting in profile, from low at the side: the six claws
holding the round brilliant, the under-gallery and the height of the head above the slim comfort band."""
import math
import bpy
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "commission_ivory")
    studio.plinth((150, 80, 12), M.stone(), (8, 30, 12), radius=1.2, name="slab", rotation=(0, 0, -4))
    ring = C.yellow_gold_round_solitaire()
    ring.rotation_euler = (0, 0, math.radians(-66))
    geom.drop_to(ring, 12.0)
    head = bpy.data.objects["yg_solitaire_head"]
    studio.studio_lights((0, 0, 30), key_side=1, strength=1.0, dist=260, rim=1.2)
    C.shoot([head], azimuth=6, elevation=12, distance=150, fill=0.42, offset=(0.0, 0.12), fstop=32.0)
    C.finish([sweep])
