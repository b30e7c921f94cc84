"""Your story: a yellow-gold wedding band lying on honed stone, the word "Always" engraved
inside, with a tiny sapphire set beside it."""
import math
from mathutils import Vector, Matrix
from lib import studio, geom, rings, gems, materials as M

RESOLUTION = (1200, 900)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3

FONTS = ["/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf",
         "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"]


def build():
    import os
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    H = 20.0
    studio.plinth((120, 80, H), M.stone(), (0, 10, H), radius=1.0)
    gold = M.metal("yellow_gold", 0.09)
    satin = M.metal((0.50, 0.33, 0.12), 0.5, name="gold_engraved")
    root = geom.empty("band")
    band = rings.Band(17.6, 4.0, 1.8, "comfort")
    band.build(gold, "story_band", root)
    font = next((f for f in FONTS if os.path.exists(f)), None)
    rings.inner_inscription(band, "Always", satin, math.pi + 0.05, size=3.3 if "Z003" in (font or "") else 2.4,
                            font_path=font, depth=0.04, parent=root)
    # hidden birthstone: a tiny sapphire flush-set in the inner surface, after the word
    th = math.pi - 0.95
    e = geom.empty("hidden_seat", parent=root)
    r = band.r_in + 0.25
    nz = Vector((-math.sin(th), 0, -math.cos(th)))   # pointing to the ring centre
    nx = Vector((math.cos(th), 0, -math.sin(th)))
    m = Matrix((nx, nz.cross(nx), nz)).transposed().to_4x4()
    m.translation = Vector((r * math.sin(th), 0, r * math.cos(th)))
    e.matrix_basis = m
    gems.brilliant(1.5, M.gem("sapphire"), "hidden_sapphire", e)
    geom.torus("hidden_collar", 0.85, 0.12, satin, (0, 0, 0.12), parent=e, seg=32, sides=8)
    root.rotation_euler = (math.radians(90), 0, math.radians(-6))
    geom.drop_to(root, H)
    studio.studio_lights((0, 0, H + 4), key_side=-1, strength=1.0, dist=260, rim=0.8)
    studio.camera((0, -58, H + 46), (0, 4, H + 1.5), lens=100, fstop=8.0, focus=(0, 8.5, H + 2))
