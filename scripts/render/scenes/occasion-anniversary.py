"""Anniversary: white-gold eternity band, a full circle of diamonds, on a travertine plinth."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (1200, 900)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    studio.plinth((70, 60, 40), M.stone(), (0, 6, 40), radius=1.0)
    wg = M.metal("white_gold", 0.08)
    dia = M.gem("diamond")
    root = geom.empty("eternity")
    band = rings.Band(17.0, 2.8, 1.6, "flat")
    band.build(wg, "eternity_band", root)
    n = 24
    ths = [2 * math.pi * i / n for i in range(n)]
    rings.stones_on_band(band, ths, 2.15, dia, wg, root, name="eternity", seat=0.16, bead_scale=0.17)
    root.rotation_euler = (0, 0, math.radians(-62))
    geom.drop_to(root, 40.0)
    studio.studio_lights((0, 0, 50), key_side=-1, strength=1.0, dist=280, rim=1.0)
    studio.camera((-18, -95, 90), (0, 0, 51), lens=100, fstop=8.0, focus=(0, -3, 55))
