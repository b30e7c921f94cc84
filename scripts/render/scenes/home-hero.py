"""Home hero: yellow-gold six-prong solitaire, ring in the right third, calm ivory space on the left."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (2400, 1350)
SAMPLES = 128
THRESHOLD = 0.02
EXPOSURE = 0.35


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    gold = M.metal("yellow_gold", 0.09)
    band = rings.Band(17.0, 1.9, 1.6, "comfort", top_width=2.3, top_thickness=1.9)
    root, band, head, info = rings.solitaire(gold, M.gem("diamond"), stone_d=6.6, prongs=6, band=band)
    root.rotation_euler = (0, 0, math.radians(-32))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 13), key_side=-1, strength=1.0, dist=300)
    studio.camera((-42, -200, 60), (3, 0, 13), lens=105, fstop=4.0, focus=(0, -3, 22), shift=(-0.19, 0.03))
