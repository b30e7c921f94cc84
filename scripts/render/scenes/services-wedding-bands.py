"""Wedding bands: a wide yellow-gold court band and a slim platinum band with small diamonds,
leaning together."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    gold = M.metal("yellow_gold", 0.1)
    plat = M.metal("platinum", 0.08)
    wide = geom.empty("wide")
    rings.Band(19.0, 5.0, 1.9, "comfort").build(gold, "wide_band", wide)
    wide.rotation_euler = (0, 0, math.radians(-25))
    wide.location = (-6, 6, 0)
    geom.drop_to(wide, 0.0)
    slim = geom.empty("slim")
    b = rings.Band(16.5, 2.2, 1.6, "court")
    b.build(plat, "slim_band", slim)
    ths = [math.radians(a) for a in range(-75, 76, 10)]
    rings.stones_on_band(b, ths, 1.5, M.gem("diamond"), plat, slim, name="slim_pave")
    # slim band stands in front, leaning back against the wide band
    slim.rotation_euler = (math.radians(-12), 0, math.radians(20))
    slim.location = (7, -3.4, 0)
    geom.drop_to(slim, 0.0)
    studio.studio_lights((0, 0, 11), key_side=-1, strength=1.0, dist=280, rim=1.0)
    studio.camera((-10, -122, 60), (0, 1, 11), lens=100, fstop=8.0, focus=(2, -3, 12))
