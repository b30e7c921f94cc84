"""Built to last: a substantial platinum band with a flush-bezel diamond, heavy and solid,
lit by a warm rim light against warm taupe."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (1200, 900)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.15


def build():
    studio.world(strength=0.18, top=(0.7, 0.62, 0.54), bottom=(0.12, 0.10, 0.09))
    studio.sweep((0.30, 0.25, 0.21), material=M.backdrop((0.30, 0.25, 0.21), name="taupe_deep"))
    plat = M.metal("platinum", 0.1)
    root = geom.empty("heavy")
    band = rings.Band(18.0, 6.5, 2.4, "comfort")
    band.build(plat, "heavy_band", root)
    rings.stone_on_band(band, 0.0, "round", 3.6, M.gem("diamond"), plat, root, "bezel", lift=0.15, name="gypsy")
    root.rotation_euler = (0, 0, math.radians(-52))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 12), key_side=-1, strength=0.7, dist=280, rim=3.5, rim_color=(1.0, 0.72, 0.42),
                         fill=0.15)
    studio.camera((-22, -108, 52), (0, 0, 11.5), lens=100, fstop=8.0, focus=(0, -3, 16))
