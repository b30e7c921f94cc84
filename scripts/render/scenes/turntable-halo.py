"""Turntable: oval diamond with a halo of small brilliants and pavé shoulders (the engagement-hero ring),
platinum. See lib/turntable.py."""
import math
from lib import geom, rings, turntable, materials as M
from lib.turntable import EXPOSURE, FRAMES, JPEG_QUALITY, RESOLUTION, SAMPLES, THRESHOLD  # noqa: F401 (read by the runner)

METALS = ("platinum",)


def build(metal="platinum"):
    m = M.metal(metal, 0.08)
    dia = M.gem("diamond")
    band = rings.Band(17.0, 1.8, 1.6, "comfort", top_width=2.0, top_thickness=1.7)
    root, band, seat, info = rings.solitaire(m, dia, stone_d=5.6, prongs=4, cut="oval", band=band, height=1.2,
                                             oval_ratio=1.45)
    rings.halo(info, 1.15, dia, m, seat, name="halo", stretch_x=1.3)
    ths = [math.radians(a) for a in (22, 30, 38, 46, 54, 62)]
    rings.stones_on_band(band, ths + [-t for t in ths], 1.25, dia, m, root, name="shoulder")
    geom.drop_to(root, 0.0)
    return turntable.stage(root)
