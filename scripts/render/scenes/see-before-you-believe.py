"""See before you believe: one ring split down the middle — left half the 3D model (clay with a
gold wireframe), right half the finished yellow gold and diamond; on the ivory sweep of the "Picture This
Moment" cards (lib/cards.moment)."""
import math
import bpy
from lib import cards, studio, geom, rings, materials as M
from lib.cards import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def _ring(metal, gem, name, segments=192, profile_pts=48):
    band = rings.Band(17.0, 2.0, 1.7, "comfort", top_width=2.4, top_thickness=1.9, segments=segments,
                      profile_pts=profile_pts)
    root, band, head, info = rings.solitaire(metal, gem, 6.4, 6, band=band, name=name)
    root.rotation_euler = (0, 0, math.radians(-8))
    geom.drop_to(root, 0.0)
    return root


def build():
    sweep = cards.moment((0, 0, 13))
    finished = _ring(M.metal("yellow_gold", 0.09), M.gem("diamond"), "fin")
    clay = M.clay((0.40, 0.39, 0.38), name="clay_model")
    model = _ring(clay, clay, "cad")
    wire_ring = _ring(clay, clay, "wire", segments=64, profile_pts=16)
    bpy.context.view_layer.update()
    wire = M.glow((1.0, 0.58, 0.22), 1.3, name="wire_gold")
    no = (1, 0, 0)
    for o in geom.descendants(finished):
        if o.type == "MESH":
            geom.bisect_keep(o, (0, 0, 0), no, keep_positive=True)
    for o in geom.descendants(model):
        if o.type == "MESH":
            geom.bisect_keep(o, (0, 0, 0), no, keep_positive=False)
    for o in geom.descendants(wire_ring):
        if o.type == "MESH":
            geom.bisect_keep(o, (0, 0, 0), no, keep_positive=False)
            mod = o.modifiers.new("wire", "WIREFRAME")
            mod.thickness = 0.07 if "centre" in o.name else 0.05
            mod.use_even_offset = True
            mod.offset = 0.0
            o.data.materials.clear()
            o.data.materials.append(wire)
            o.visible_shadow = False
            o.scale = (1.004, 1.004, 1.004)
    studio.camera((0, -118, 52), (0, 0, 14.5), lens=100, fstop=11.0, focus=(0, -2, 15))
    cards.sharp(cards.named("fin_centre", "fin_head", "cad_centre", "cad_head"), where=lambda p: p.z >= 20.0)
    cards.finish([sweep])
