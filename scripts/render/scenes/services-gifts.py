"""Gifts: diamond stud earrings set in the cushion of an open ivory gift box, the ribboned lid beside it."""
import math
from lib import studio, geom, jewelry, props, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.SAND, material=M.backdrop((0.76, 0.68, 0.58), name="sand_gift"))
    paper = M.diffuse((0.76, 0.70, 0.61), 0.55, name="box_paper", bump=0.02, bump_scale=3.0)
    ribbon = M.satin(M.hexrgb("#B08D57"))
    box, h, lid = props.gift_box(paper, ribbon, (42, 42, 18), lid=False)
    box.rotation_euler = (0, 0, math.radians(12))
    cushion = M.velvet((0.30, 0.24, 0.19), name="cushion_champagne")
    geom.rounded_box("cushion", (39, 39, 4), 1.5, cushion, (0, 0, h - 0.5), parent=box, segments=4)
    wg = M.metal("white_gold", 0.08)
    dia = M.gem("diamond")
    for k, x in enumerate((-8.5, 8.5)):
        s, info = jewelry.stud(wg, dia, 6.5, "diamond", f"stud{k}", parent=box)
        s.location = (x, -2, h + 1.5 + info["pavilion"] * 1.15)
        s.rotation_euler = (math.radians(28), 0, math.radians(20 * k))
    # lid, with ribbon and bow, lying beside the box
    _, _, lid2 = props.gift_box(paper, ribbon, (42, 42, 18), name="lid_box", lid=True)
    base = [o for o in bpy_objects() if o.name.startswith("lid_box_base")]
    for o in base:
        o.hide_render = True
    lid2.parent.location = (44, 30, -12)
    lid2.parent.rotation_euler = (0, 0, math.radians(-20))
    studio.studio_lights((0, 0, 15), key_side=-1, strength=1.0, dist=320, rim=0.8)
    # bright cards behind the camera: face-up diamonds mirror the viewer's side of the room
    studio.card("cam_card_l", (-90, -150, 170), (0, 0, 20), (90, 60), 2.5, (1.0, 0.97, 0.92))
    studio.card("cam_card_r", (60, -160, 150), (0, 0, 20), (50, 70), 2.0, (1.0, 0.97, 0.92))
    studio.camera((-30, -172, 128), (9, 9, 10), lens=100, fstop=10.0, focus=(0, -4, 20))


def bpy_objects():
    import bpy
    return list(bpy.data.objects)
