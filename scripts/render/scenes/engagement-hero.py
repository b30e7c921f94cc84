"""Engagement hero: platinum oval diamond with a halo of small diamonds and pavé shoulders, standing on a honed
stone slab against the sand sweep; subject in the right third (the page's text sits on the left).

Focus is on the centre stone's table and the f-number is chosen from the head's own depth (studio.sharp_fstop),
so the stone, claws and halo are sharp; the studio around it comes from a second, f/4 plate (studio.soft_plate),
blurred in the compositor, so the slab and sweep stay as soft as before and carry no grain for the site's
encoder. The sweep is plain paper (no bump)."""
import math
import bpy
from mathutils import Vector
from lib import studio, geom, rings, commission as C, materials as M

RESOLUTION = (2400, 1350)
SAMPLES = 96
THRESHOLD = 0.015
EXPOSURE = 0.25


# scenes/engagement-hero-phone.py: the same ring, slab, studio and light, framed for a phone's first screen (the site
# serves it below 768 px through gatsby-plugin-image's art direction): the ring large and centred, same direction
PHONE_FILL = 1.2      # the head large; the bottom of the band runs out of the frame
PHONE_OFFSET = (0.0, -0.28)


def build(phone=False):
    studio.world(strength=0.25, top=(0.9, 0.84, 0.76))
    sweep = C.plain_sweep(studio.SAND, "hero_sand")
    slab = studio.plinth((150, 90, 14), M.stone(), (10, 10, 14), radius=1.2, name="slab", rotation=(0, 0, 4))
    plat = M.metal("platinum", 0.08)
    dia = M.gem("diamond")
    band = rings.Band(17.0, 1.8, 1.6, "comfort", top_width=2.0, top_thickness=1.7)
    root, band, seat, info = rings.solitaire(plat, dia, stone_d=5.6, prongs=4, cut="oval", band=band, height=1.2,
                                             oval_ratio=1.45)
    rings.halo(info, 1.15, dia, plat, seat, name="halo", stretch_x=1.3)
    # pavé shoulders
    ths = [math.radians(a) for a in (22, 30, 38, 46, 54, 62)]
    rings.stones_on_band(band, ths + [-t for t in ths], 1.25, dia, plat, root, name="shoulder")
    root.rotation_euler = (0, 0, math.radians(38))
    geom.drop_to(root, 14.0)
    studio.studio_lights((0, 0, 27), key_side=1, strength=1.0, dist=300, rim=1.0)
    if phone:
        cam = C.shoot([root], azimuth=14.0, elevation=16.7, distance=215.0, fill=PHONE_FILL, offset=PHONE_OFFSET, fstop=4.0)
    else:
        cam = studio.camera((48, -200, 90), (-2, 0, 28), lens=105, fstop=4.0, shift=(-0.19, 0.05))
    table = bpy.data.objects["ring_centre"].matrix_world @ Vector((0, 0, info["table_z"]))
    studio.focus_on(cam, table)
    studio.sharp_fstop(cam, C.points_of(geom.descendants(seat)), px=1.5)
    C.finish(min_samples=16)
    # the slab's far edge would be sharp at this f-number, a line across the text: the studio comes from an f/4 plate
    studio.soft_plate([root], fstop=4.0, blur=8)
