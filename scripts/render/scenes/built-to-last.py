"""Built to last: a substantial platinum band with a flush-bezel diamond, heavy and solid, standing on the
ivory sweep of the "Picture This Moment" cards, in their light (lib/cards.moment)."""
import math
from lib import cards, studio, geom, rings, materials as M
from lib.cards import RESOLUTION, EXPOSURE  # noqa: F401 (read by the runner)

# more samples than the other cards: the polished platinum's dark inner reflection stays grainy at 40 samples (the backdrop does not)
SAMPLES = 96
THRESHOLD = 0.01


def build():
    sweep = cards.moment((0, 0, 12))
    plat = M.metal("platinum", 0.1)
    root = geom.empty("heavy")
    band = rings.Band(18.0, 6.5, 2.4, "comfort")
    band.build(plat, "heavy_band", root)
    rings.stone_on_band(band, 0.0, "round", 3.6, M.gem("diamond"), plat, root, "bezel", lift=0.15, name="gypsy")
    root.rotation_euler = (0, 0, math.radians(-52))
    geom.drop_to(root, 0.0)
    studio.camera((-22, -108, 52), (0, 0, 11.5), lens=100, fstop=8.0, focus=(0, -3, 16))
    cards.sharp(cards.named("gypsy"))
    cards.finish([sweep])
