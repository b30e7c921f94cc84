"""Everything: a three-stone ring — round centre diamond, two side diamonds, pavé band, white gold."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.SAND, material=M.backdrop((0.78, 0.70, 0.60), name="sand_light"))
    wg = M.metal("white_gold", 0.08)
    dia = M.gem("diamond")
    band = rings.Band(17.0, 2.0, 1.6, "comfort", top_width=2.3, top_thickness=1.8)
    root, band, head, info = rings.solitaire(wg, dia, stone_d=6.0, prongs=4, band=band, height=0.7)
    for s in (-1, 1):
        rings.stone_on_band(band, s * math.radians(27), "round", 4.0, dia, wg, root, "prong", lift=1.2,
                            name=f"side{s}", prongs=4)
    ths = [math.radians(a) for a in range(44, 118, 7)]
    rings.stones_on_band(band, ths + [-t for t in ths], 1.35, dia, wg, root, name="pave")
    root.rotation_euler = (0, 0, math.radians(12))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 13), key_side=1, strength=1.0, dist=280, rim=0.9)
    studio.camera((16, -115, 72), (0, 0, 12.5), lens=100, fstop=7.0, focus=(0, -2, 17))
