"""Choosing a diamond: loose stones of several shapes and sizes on a honed-stone slab, as they are laid out
at a consultation: a large round brilliant in the tweezers' reach, an oval, an emerald cut, smaller rounds."""
import math
from lib import studio, geom, gems, props, materials as M

RESOLUTION = (1200, 800)
SAMPLES = 48
THRESHOLD = 0.02
EXPOSURE = 0.3


def build():
    studio.world(strength=0.28)
    studio.sweep(studio.WARM_TAUPE, material=M.backdrop(studio.WARM_TAUPE, name="taupe_sweep"))
    studio.plinth((200, 130, 10), M.stone((0.70, 0.65, 0.57), (0.60, 0.54, 0.46), name="stone_pale", polish=0.3),
                  (0, 10, 10), radius=1.0, name="slab")
    dia = M.gem("diamond")
    z = 10.0
    # The stones lie table up, as they are shown; each is dropped onto the slab.
    stones = (
        (gems.brilliant(6.5, dia, "round_large")[0], (4, -1), 0),
        (gems.oval(8.0, 5.6, dia, "oval")[0], (-12, 7), 35),
        (gems.emerald_cut(7.0, 5.0, dia, "emerald")[0], (17, 9), -20),
        (gems.brilliant(4.1, dia, "round_medium")[0], (-6, -11), 0),
        (gems.brilliant(3.0, dia, "round_small")[0], (-17, -6), 0),
        (gems.brilliant(2.2, dia, "round_tiny")[0], (14, -10), 0),
    )
    for obj, (x, y), turn in stones:
        obj.location = (x, y, 0)
        obj.rotation_euler = (0, 0, math.radians(turn))
        geom.drop_to(obj, z)
    tw = props.tweezers(115, open_gap=2.0)
    tw.location = (-125, -30, z)
    tw.rotation_euler = (0, 0, math.radians(12))
    studio.studio_lights((0, 0, 14), key_side=-1, strength=1.0, dist=260, rim=1.2)
    studio.camera((-6, -95, 95), (2, 0, 11), lens=100, fstop=14.0, focus=(3, 0, 12))
