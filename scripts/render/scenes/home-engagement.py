"""Home engagement: rose-gold solitaire flanked by a sapphire and a ruby (birthstones), on the plain ivory sweep;
focus and f-number chosen from the head and the two birthstones (lib/cards.sharp)."""
import math
from lib import cards, commission as C, studio, geom, rings, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "home_ivory")
    rose = M.metal("rose_gold", 0.09)
    band = rings.Band(17.0, 1.9, 1.6, "court", top_width=2.6, top_thickness=1.9)
    root, band, head, info = rings.solitaire(rose, M.gem("diamond"), stone_d=6.0, prongs=4, band=band,
                                             height=0.9)
    rings.stone_on_band(band, math.radians(-25), "round", 2.8, M.gem("sapphire"), rose, root, "bezel", name="sapph")
    rings.stone_on_band(band, math.radians(25), "round", 2.8, M.gem("ruby"), rose, root, "bezel", name="ruby")
    root.rotation_euler = (0, 0, math.radians(-14))
    geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 13), key_side=-1, strength=1.0, dist=280)
    studio.camera((-16, -106, 60), (0, 0, 14.0), lens=100, fstop=8.0, focus=(0, -1.5, 18))
    cards.sharp([o for o in geom.descendants(head) if o.type == "MESH"] + cards.named("sapph", "ruby"))
    C.finish([sweep], min_samples=12)
