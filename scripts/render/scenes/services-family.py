"""Family ring: a flat yellow-gold band with a row of four birthstones in bezel cups —
sapphire, ruby, emerald, amethyst."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    gold = M.metal("yellow_gold", 0.1)
    root = geom.empty("family")
    band = rings.Band(17.0, 3.6, 1.7, "flat", top_width=3.8, top_thickness=1.9)
    band.build(gold, "family_band", root)
    stones = ["sapphire", "ruby", "emerald", "amethyst"]
    step = math.radians(16.5)
    for i, g in enumerate(stones):
        th = (i - 1.5) * step
        rings.stone_on_band(band, th, "round", 3.1, M.gem(g), gold, root, "bezel", lift=0.25, name=g)
    root.rotation_euler = (0, 0, math.radians(-10))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 12), key_side=-1, strength=1.0, dist=280, rim=0.8)
    studio.camera((-10, -92, 60), (0, 0, 13), lens=100, fstop=7.0, focus=(0, -1, 18))
