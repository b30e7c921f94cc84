"""Milestone: a diamond tennis bracelet in white gold curving across the occasion cards' oat linen
(lib/cards.occasion)."""
import math
from mathutils import Vector
from lib import cards, studio, geom, jewelry, materials as M
from lib.cards import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    cards.occasion((0, 10, 2))
    wg = M.metal("white_gold", 0.08)
    z = 0.0
    pts = [Vector((-48, 26, z)), Vector((-34, 8, z)), Vector((-14, -2, z)), Vector((6, 4, z)), Vector((22, 20, z)),
           Vector((38, 30, z)), Vector((52, 26, z))]
    root, stones = jewelry.tennis_bracelet(geom.catmull_rom(pts, 20), wg, M.gem("diamond"), stone_d=3.4)
    geom.drop_to(root, 0.0)
    studio.camera((-10, -165, 203), (2, 14, 0), lens=100, fstop=11.0, focus=(0, 10, 1))
    cards.sharp(cards.named("tennis_stone"))
    cards.finish()
