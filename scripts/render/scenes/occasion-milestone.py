"""Milestone: a diamond tennis bracelet in white gold curving across a dark honed-stone slab."""
import math
from mathutils import Vector
from lib import studio, geom, jewelry, materials as M

RESOLUTION = (1200, 900)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.2


def build():
    studio.world(strength=0.25)
    studio.sweep(studio.WARM_TAUPE, material=M.backdrop(studio.WARM_TAUPE, name="taupe_sweep"))
    studio.plinth((180, 110, 12), M.stone((0.30, 0.26, 0.22), (0.25, 0.215, 0.18), name="stone_dark", polish=0.25),
                  (0, 20, 12), radius=1.0, name="slab")
    wg = M.metal("white_gold", 0.08)
    z = 0.0
    pts = [Vector((-48, 26, z)), Vector((-34, 8, z)), Vector((-14, -2, z)), Vector((6, 4, z)), Vector((22, 20, z)),
           Vector((38, 30, z)), Vector((52, 26, z))]
    root, stones = jewelry.tennis_bracelet(geom.catmull_rom(pts, 20), wg, M.gem("diamond"), stone_d=3.4)
    geom.drop_to(root, 12.0)
    studio.studio_lights((0, 10, 14), key_side=1, strength=1.0, dist=260, rim=1.2)
    studio.camera((-10, -165, 215), (2, 14, 12), lens=100, fstop=11.0, focus=(0, 10, 13))
