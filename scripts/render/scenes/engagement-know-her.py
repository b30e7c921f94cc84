"""Know her: a platinum four-prong solitaire (knife-edge band) presented in an open navy velvet ring box; focus and
f-number chosen from the head (lib/cards.sharp), so the stone and its claws are sharp."""
import math
from lib import cards, studio, geom, rings, props, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.35


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    navy_outer = M.velvet((0.012, 0.018, 0.045), name="velvet_navy")
    navy_inner = M.velvet((0.010, 0.016, 0.040), name="velvet_navy_in")
    box, ztop = props.ring_box(navy_outer, navy_inner, (48, 46, 28), lid_angle=108)
    box.rotation_euler = (0, 0, math.radians(-18))
    plat = M.metal("platinum", 0.08)
    band = rings.Band(17.0, 1.7, 1.7, "knife", top_width=2.0, top_thickness=1.9)
    root, band, head, info = rings.solitaire(plat, M.gem("diamond"), stone_d=6.4, prongs=4, band=band, height=0.8)
    import bpy
    bpy.context.view_layer.update()
    # the lower part of the band sits down in the cushion slit
    root.parent = box
    root.location = (0, 0, ztop - 7.5)
    studio.studio_lights((0, 0, 25), key_side=-1, strength=1.05, dist=320, rim=1.0)
    studio.camera((-36, -165, 110), (2, 6, 27), lens=100, fstop=10.0, focus=(0, -2, 36))
    cards.sharp([o for o in geom.descendants(head) if o.type == "MESH"])
