"""Something else / reworked heirloom: an old yellow-gold ring with milgrain edges and an old-cut stone,
beside loose diamonds and its redesigned platinum version."""
import math
from mathutils import Vector
from lib import studio, geom, rings, gems, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.floor(M.linen((0.76, 0.69, 0.58), name="linen_dark"))
    old = M.metal("old_gold", 0.18)
    dia = M.gem("diamond")
    # heirloom: lying flat-ish, bezel-set stone with milgrain, milgrain along band edges
    heir = geom.empty("heirloom")
    band = rings.Band(17.0, 2.6, 1.5, "court", top_width=4.0, top_thickness=1.8)
    band.build(old, "heir_band", heir)
    seat, info = rings.stone_on_band(band, 0.0, "round", 5.2, dia, old, heir, "bezel", lift=0.9, name="heir")
    for o in seat.children:
        pass
    rings.milgrain_ring(info["R"] + 0.55 * 0.55 + 0.35, info["crown"] * 0.35 + 0.2, 0.13, old, seat)
    for sy in (-1, 1):
        pts = []
        for i in range(220):
            th = 2 * math.pi * i / 220
            pts.append(band.outer_point(th, sy * band.w_at(th) * 0.46, lift=-0.05))
        rings.milgrain_along(pts, 0.14, old, heir, name="heir_mg")
    heir.rotation_euler = (0, 0, math.radians(28))
    heir.location = (-13, 6, 0)
    geom.drop_to(heir, 0.0)
    # new design: platinum with the same (re-used) stone, six prongs, knife-edge band, standing
    plat = M.metal("platinum", 0.08)
    nb = rings.Band(17.0, 1.7, 1.6, "knife", top_width=2.0, top_thickness=1.8)
    new, nb, head, ninfo = rings.solitaire(plat, dia, 5.2, 6, band=nb, height=0.8, name="new")
    new.rotation_euler = (0, 0, math.radians(-25))
    new.location = (15, 8, 0)
    geom.drop_to(new, 0.0)
    # loose stones (diamonds lying on their side / table down)
    for k, (x, y, d, rx) in enumerate(((-3, -13, 3.2, 128), (7, -19, 2.4, 180), (-12, -20, 2.2, 180))):
        s, i = gems.brilliant(d, dia, f"loose{k}")
        s.rotation_euler = (math.radians(rx), math.radians(k * 13), math.radians(k * 40))
        s.location = (x, y, 0)
        geom.drop_to(s, 0.0)
    ruby, _ = gems.oval(3.6, 2.6, M.gem("ruby"), "loose_ruby")
    ruby.location = (13, -9, 0)
    ruby.rotation_euler = (0, math.radians(180), math.radians(30))
    geom.drop_to(ruby, 0.0)
    studio.studio_lights((0, 0, 6), key_side=-1, strength=1.0, dist=260, rim=1.0)
    studio.camera((-4, -140, 92), (1, -2, 8), lens=100, fstop=11.0, focus=(-2, -2, 9))
