"""Milestone: a diamond tennis bracelet in white gold curving across a dark honed-stone slab."""
import math
from mathutils import Vector
from lib import studio, geom, jewelry, materials as M

RESOLUTION = (1200, 900)
SAMPLES = 128
THRESHOLD = 0.015
EXPOSURE = 0.2


def build():
    studio.world(strength=0.25)
    studio.sweep(studio.WARM_TAUPE, material=M.backdrop(studio.WARM_TAUPE, name="taupe_sweep"))
    studio.plinth((180, 110, 12), M.stone((0.30, 0.26, 0.22), (0.20, 0.17, 0.14), name="stone_dark", polish=0.25),
                  (0, 20, 0), radius=1.0, name="slab")
    wg = M.metal("white_gold", 0.08)
    z = 0.0
    pts = [Vector((-70, 40, z)), Vector((-45, 12, z)), Vector((-15, -2, z)), Vector((15, 2, z)), Vector((42, 20, z)),
           Vector((62, 48, z)), Vector((70, 80, z))]
    root, stones = jewelry.tennis_bracelet(geom.catmull_rom(pts, 20), wg, M.gem("diamond"), stone_d=3.4)
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 10, 2), key_side=1, strength=1.0, dist=260, rim=1.2)
    studio.camera((-10, -88, 62), (0, 14, 0), lens=100, fstop=6.0, focus=(-5, 0, 1))
