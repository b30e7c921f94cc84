"""Engagement hero: platinum oval diamond with a halo of small diamonds, on a honed stone slab,
warm-taupe sweep; subject in the right third."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (2400, 1350)
SAMPLES = 96
THRESHOLD = 0.02
EXPOSURE = 0.25


def build():
    studio.world(strength=0.25, top=(0.9, 0.84, 0.76))
    studio.sweep(studio.SAND, material=M.backdrop(studio.SAND, name="sand_sweep"))
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
    studio.camera((48, -200, 90), (-2, 0, 28), lens=105, fstop=4.0, focus=(0, -2, 36), shift=(-0.19, 0.05))
