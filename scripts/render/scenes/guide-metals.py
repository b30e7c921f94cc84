"""Metals: four plain court bands of the same width, one in each metal the atelier works in (platinum and
18k white, yellow and rose gold), standing in a gentle diagonal line."""
import math
from lib import studio, geom, rings, materials as M

RESOLUTION = (1200, 800)
SAMPLES = 48
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.3)
    studio.sweep(studio.IVORY)
    metals = (
        ("platinum", 0.08, (-33, 14)),
        ("white_gold", 0.07, (-11, 6)),
        ("yellow_gold", 0.1, (11, -2)),
        ("rose_gold", 0.1, (33, -10)),
    )
    for kind, roughness, (x, y) in metals:
        root = geom.empty(kind)
        rings.Band(17.0, 3.0, 1.8, "court").build(M.metal(kind, roughness), f"{kind}_band", root)
        root.rotation_euler = (0, 0, math.radians(-28))
        root.location = (x, y, 0)
        geom.drop_to(root, 0.0)
    studio.studio_lights((0, 0, 10), key_side=-1, strength=1.0, dist=280, rim=1.0)
    studio.camera((-16, -215, 84), (0, 2, 11), lens=82, fstop=11.0, focus=(0, 2, 10))
