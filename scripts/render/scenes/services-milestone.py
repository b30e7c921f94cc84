"""Services / milestone: an emerald-cut emerald pendant in yellow gold, its chain draped over a plinth of the
house's plain ivory (the sweep's own colour and finish, no veining), the pendant hanging against the front face;
focus and f-number chosen from the stone and its claws (lib/cards.sharp)."""
import math
from mathutils import Vector
from lib import cards, commission as C, studio, geom, jewelry, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "milestone_ivory")
    H = 70.0
    studio.plinth((90, 70, H), M.diffuse(studio.IVORY, roughness=0.7, specular=0.25, name="plinth_ivory"), (0, 0, H),
                  radius=1.2)
    gold = M.metal("yellow_gold", 0.1)
    front = -35.0
    # pendant hanging just in front of the front face
    p, top = jewelry.pendant(gold, M.gem("emerald"), "emerald", 10.0, "prong", name="pendant")
    p.location = (0, front - 3.4, H - 38)
    p.rotation_euler = (math.radians(-6), 0, 0)
    import bpy
    bpy.context.view_layer.update()
    bp = p.matrix_world @ top
    w = 0.17
    for s in (-1, 1):
        pts = [bp + Vector((s * 0.4, 0.6, -0.4)), Vector((s * 4, front - w - 0.3, H - 24)),
               Vector((s * 9, front - w - 0.05, H - 8)), Vector((s * 11, front - 0.6, H + w - 0.1)),
               Vector((s * 12.5, front + 4, H + w)), Vector((s * 15, front + 18, H + w)),
               Vector((s * 12, front + 34, H + w)), Vector((0, front + 42, H + w))]
        if s == 1:
            pts = pts[:-1] + [Vector((s * 4, front + 41, H + w))]
        jewelry.chain(geom.catmull_rom(pts, 18), gold, link_len=1.5, wire=w, name=f"chain{s}")
    studio.studio_lights((0, front, H - 20), key_side=-1, strength=1.0, dist=380, rim=0.8)
    studio.camera((-40, -250, H + 14), (0, front, H - 26), lens=100, fstop=8.0, focus=(0, front - 4, H - 35))
    cards.sharp(cards.named("pendant"))
    C.finish([sweep], min_samples=12)
