"""Turntable: round brilliant solitaire (about 1 ct, 6.5 mm) in six prongs on a comfort-fit band.
Rendered in each metal of METALS; see lib/turntable.py."""
from lib import geom, rings, turntable, materials as M
from lib.turntable import EXPOSURE, FRAMES, JPEG_QUALITY, RESOLUTION, SAMPLES, THRESHOLD  # noqa: F401 (read by the runner)

METALS = ("yellow_gold", "white_gold", "rose_gold", "platinum")   # first one is rendered first


def build(metal="yellow_gold"):
    m = M.metal(metal, 0.08)
    band = rings.Band(17.0, 2.0, 1.7, "comfort", top_width=2.2, top_thickness=1.9)
    root, band, head, info = rings.solitaire(m, M.gem("diamond"), stone_d=6.5, prongs=6, band=band, height=0.6)
    geom.drop_to(root, 0.0)
    return turntable.stage(root)
