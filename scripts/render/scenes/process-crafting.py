"""Crafting: a jeweller's bench — a yellow-gold ring (claws open, stone not yet set) on a steel ring
mandrel, the loose diamond by the tweezers, a needle file and the wooden bench pin."""
import math
import bpy
from mathutils import Vector
from lib import studio, geom, rings, gems, props, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.25, top=(0.85, 0.78, 0.70))
    studio.sweep((0.36, 0.30, 0.25), material=M.backdrop((0.36, 0.30, 0.25), name="bench_wall"))
    top = studio.floor(M.wood((0.50, 0.36, 0.23), (0.36, 0.24, 0.14), name="bench_top", scale=0.05), size=900,
                       z=0.02)
    top.rotation_euler = (0, 0, math.radians(8))
    pin = props.bench_pin(size=(120, 70, 22))
    pin.location = (95, 95, 22)
    pin.rotation_euler = (0, 0, math.radians(200))
    man, radius_at = props.mandrel(260, 6.5, 12.5)
    slope = (12.5 - 6.5) / (260 * 0.62)
    tilt = math.atan(slope)
    man.rotation_euler = (0, tilt, math.radians(158))
    man.location = (55, -12, 0)
    gold = M.metal("yellow_gold", 0.1)
    band = rings.Band(17.0, 2.0, 1.6, "comfort", top_width=2.4, top_thickness=1.9)
    ring, band, head, info = rings.solitaire(gold, M.gem("diamond"), 6.2, 6, band=band, name="wip")
    for o in list(bpy.data.objects):
        if o.name.startswith("wip_centre"):
            bpy.data.objects.remove(o)
    x = (8.5 - 6.5) / slope
    ring.parent = man
    ring.location = (x, 0, 0)
    ring.rotation_euler = (0, 0, math.radians(-90))
    bpy.context.view_layer.update()
    geom.drop_to(man, 0.0)
    tw = props.tweezers(115, open_gap=1.0)
    tw.location = (-95, -58, 0)
    tw.rotation_euler = (0, 0, math.radians(14))
    loose, li = gems.brilliant(6.2, M.gem("diamond"), "loose_diamond")
    loose.location = (32, -40, 0)
    loose.rotation_euler = (math.radians(8), 0, 0.2)
    geom.drop_to(loose, 0.0)
    f = props.needle_file(150)
    f.location = (-70, 68, 0)
    f.rotation_euler = (0, 0, math.radians(4))
    studio.studio_lights((0, 0, 15), key_side=-1, strength=1.0, dist=380, rim=1.6, rim_color=(1.0, 0.80, 0.55))
    studio.camera((-30, -240, 205), (12, 0, 8), lens=80, fstop=11.0, focus=(5, 0, 16))
