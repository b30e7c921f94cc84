"""Commission detail: from above and close, the rose-gold ring's round diamond in its four claws and the row of
small pavé brilliants running down the band on either side."""
import math
import bpy
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep((0.86, 0.78, 0.70), "commission_blush")
    geom.cylinder("disc", 55.0, 9.0, M.clay((0.80, 0.74, 0.67), name="plaster"), (0, 12, 0), seg=96, bevel=1.0)
    ring = C.rose_gold_round_pave()
    ring.rotation_euler = (0, 0, math.radians(-8))
    geom.drop_to(ring, 9.0)
    bpy.context.view_layer.update()
    top = [o for o in bpy.data.objects if o.name.startswith(("rg_pave_band_stone", "rg_pave_head"))]
    studio.studio_lights((0, 0, 28), key_side=-1, strength=1.0, dist=270, rim=0.9)
    C.shoot(top, azimuth=-6, elevation=52, distance=150, fill=0.9, offset=(0.0, 0.0), fstop=11.0,
            focus=bpy.data.objects["rg_pave_head"].matrix_world.translation)
    C.finish([sweep])
