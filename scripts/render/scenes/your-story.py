"""Your story: a yellow-gold wedding band lying on the ivory sweep of the "Picture This Moment" cards
(lib/cards.moment), the word "Always" engraved inside, with a tiny sapphire set beside it."""
import math
from mathutils import Vector, Matrix
from lib import cards, studio, geom, rings, gems, materials as M
from lib.cards import RESOLUTION, EXPOSURE  # noqa: F401 (read by the runner)

# more samples than the other cards: the polished gold band fills half the frame and shows a faint grain at 40 samples
SAMPLES = 96
THRESHOLD = 0.01

FONTS = ["/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf",
         "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"]


def build():
    import os
    H = 0.0  # lying on the sweep's floor
    sweep = cards.moment((0, 0, H + 4))
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
    studio.camera((0, -58, H + 46), (0, 4, H + 1.5), lens=100, fstop=8.0, focus=(0, 8.5, H + 2))
    cards.sharp(cards.named("inscription", "hidden_sapphire", "hidden_collar"))
    cards.finish([sweep])
