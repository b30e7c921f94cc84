"""Commission detail: the pair of yellow-gold wedding bands side by side in the slot of an open mink velvet
ring box, the wide band on the left, the narrow one on the right."""
import math
from lib import studio, geom, props, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "commission_ivory")
    outer = M.velvet((0.085, 0.062, 0.048), name="velvet_mink")
    inner = M.velvet((0.075, 0.055, 0.042), name="velvet_mink_in")
    box, ztop = props.ring_box(outer, inner, (62, 46, 28), lid_angle=104)
    box.rotation_euler = (0, 0, math.radians(-16))
    wide, narrow = C.yellow_gold_wedding_bands()
    for r, x, rz in ((wide, -12.0, 0), (narrow, 11.6, 0)):
        r.parent = box
        r.location = (x, 0, ztop - 8.0)
        r.rotation_euler = (0, 0, math.radians(rz))
    studio.studio_lights((0, 0, 24), key_side=-1, strength=1.05, dist=320, rim=1.0)
    C.shoot([box], azimuth=-10, elevation=32, distance=260, fill=0.8, offset=(0.0, 0.0), fstop=11.0,
            focus=(0, -2, ztop + 6))
    C.finish([sweep])
