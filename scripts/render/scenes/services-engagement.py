"""Services / engagement: close-up of a rose-gold bezel-set solitaire resting on linen; focus and f-number chosen
from the bezel and its stone (lib/cards.sharp)."""
import math
from lib import cards, studio, geom, rings, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.floor(M.linen((0.80, 0.72, 0.62)))
    rose = M.metal("rose_gold", 0.08)
    band = rings.Band(17.0, 2.0, 1.7, "d_shape", top_width=2.6, top_thickness=2.0)
    root, band, head, info = rings.solitaire(rose, M.gem("diamond"), stone_d=6.2, band=band, setting="bezel",
                                             height=0.3)
    root.rotation_euler = (0, 0, math.radians(28))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 14), key_side=-1, strength=1.0, dist=260, rim=1.0)
    studio.camera((20, -66, 60), (0, 0, 17.5), lens=100, fstop=5.6, focus=(0, -1, 20))
    cards.sharp([o for o in geom.descendants(head) if o.type == "MESH"])
