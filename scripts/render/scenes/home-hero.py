"""Home hero: yellow-gold six-prong solitaire, ring in the right third, calm ivory space on the left.

Focus is on the diamond's table and the f-number is chosen from the head's own depth (studio.sharp_fstop), so the
stone and claws are sharp. The sweep is plain paper (no bump grain) and blurred in the compositor through its
object index (lib/commission.finish): the site's encoder gets a clean backdrop."""
import math
import bpy
from mathutils import Vector
from lib import studio, geom, rings, commission as C, materials as M

RESOLUTION = (2400, 1350)
SAMPLES = 96
THRESHOLD = 0.015
EXPOSURE = 0.35


# scenes/home-hero-phone.py: the same ring, studio and light, framed for a phone's first screen (the site serves it
# below 768 px through gatsby-plugin-image's art direction): the ring large and centred, from the same direction
PHONE_FILL = 1.2      # the head large; the bottom of the band runs out of the frame
PHONE_OFFSET = (0.0, -0.28)


def build(phone=False):
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "hero_ivory")
    gold = M.metal("yellow_gold", 0.09)
    band = rings.Band(17.0, 1.9, 1.6, "comfort", top_width=2.3, top_thickness=1.9)
    root, band, head, info = rings.solitaire(gold, M.gem("diamond"), stone_d=6.6, prongs=6, band=band)
    root.rotation_euler = (0, 0, math.radians(-32))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 13), key_side=-1, strength=1.0, dist=300)
    if phone:
        cam = C.shoot([root], azimuth=-12.7, elevation=12.9, distance=210.0, fill=PHONE_FILL, offset=PHONE_OFFSET, fstop=4.0)
    else:
        cam = studio.camera((-42, -200, 60), (3, 0, 13), lens=105, fstop=4.0, shift=(-0.19, 0.03))
    table = bpy.data.objects["ring_centre"].matrix_world @ Vector((0, 0, info["table_z"]))
    studio.focus_on(cam, table)
    studio.sharp_fstop(cam, C.points_of(geom.descendants(head)), px=1.5)
    C.finish([sweep], min_samples=16, blur=8)
