"""Commission detail: the white-gold emerald-cut three-stone ring presented in an open deep-green velvet ring
box on the ivory sweep."""
import math
from lib import studio, geom, props, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "commission_ivory")
    green = M.velvet((0.010, 0.040, 0.028), name="velvet_green_box")
    green_in = M.velvet((0.012, 0.048, 0.032), name="velvet_green_in")
    box, ztop = props.ring_box(green, green_in, (50, 46, 28), lid_angle=106)
    box.rotation_euler = (0, 0, math.radians(14))
    ring = C.white_gold_emerald_three_stone()
    ring.parent = box
    ring.location = (0, 0, ztop - 7.5)
    studio.studio_lights((0, 0, 26), key_side=-1, strength=1.05, dist=320, rim=1.0)
    C.shoot([box], azimuth=12, elevation=34, distance=260, fill=0.8, offset=(0.0, 0.0), fstop=11.0,
            focus=(0, -2, ztop + 8))
    C.finish([sweep])
