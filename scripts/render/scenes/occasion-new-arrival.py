"""New arrival: a delicate gold pendant with a tiny aquamarine on a fine cable chain, lying on the occasion
cards' oat linen (lib/cards.occasion)."""
import math
from mathutils import Vector
from lib import cards, studio, geom, jewelry, materials as M
from lib.cards import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    cards.occasion((0, 10, 2))
    gold = M.metal("yellow_gold", 0.1)
    p, top = jewelry.pendant(gold, M.gem("aquamarine"), "round", 4.2, "prong", name="pendant")
    # lay the pendant flat, face up: rotate so its face (-Y) points to +Z
    p.rotation_euler = (math.radians(-90), 0, math.radians(8))
    geom.drop_to(p, 0.0)
    w = 0.12
    # chain: two strands leaving the bail and meandering away (lying on the cloth)
    bail_pt = Vector((0.0, 0.0, 0.0))
    import bpy
    bpy.context.view_layer.update()
    bp = p.matrix_world @ top
    z = w + 0.02
    left = [bp + Vector((-0.3, -0.2, 0)), Vector((-6, 10, z)), Vector((-16, 22, z)), Vector((-32, 30, z)),
            Vector((-52, 30, z)), Vector((-75, 22, z))]
    right = [bp + Vector((0.3, -0.2, 0)), Vector((7, 11, z)), Vector((20, 20, z)), Vector((30, 36, z)),
             Vector((34, 58, z)), Vector((30, 85, z))]
    for k, pts in enumerate((left, right)):
        pts[0].z = z + 0.6
        jewelry.chain(geom.catmull_rom(pts, 16), gold, link_len=1.05, wire=w, name=f"chain{k}")
    studio.camera((10, -52, 58), (-1, 3, 0), lens=100, fstop=9.0, focus=(0, 0, 1.5))
    cards.sharp(cards.named("pendant_stone", "pendant_prong", "pendant_bail"))
    cards.finish()
