"""Anniversary: white-gold eternity band, a full circle of diamonds, standing on the occasion cards' oat linen
(lib/cards.occasion)."""
import math
from lib import cards, studio, geom, rings, materials as M
from lib.cards import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    cards.occasion((0, 0, 10))
    wg = M.metal("white_gold", 0.08)
    dia = M.gem("diamond")
    root = geom.empty("eternity")
    band = rings.Band(17.0, 2.8, 1.6, "flat")
    band.build(wg, "eternity_band", root)
    n = 24
    ths = [2 * math.pi * i / n for i in range(n)]
    rings.stones_on_band(band, ths, 2.15, dia, wg, root, name="eternity", seat=0.16, bead_scale=0.17)
    root.rotation_euler = (0, 0, math.radians(-62))
    geom.drop_to(root, 0.0)
    studio.camera((-18, -95, 50), (0, 0, 11), lens=100, fstop=8.0, focus=(0, -3, 15))
    # the stones facing the camera, from the top down the near side
    cards.sharp(cards.named("eternity_stone"), where=lambda p: p.y < 0.5 and p.z > 4.0)
    cards.finish()
