"""Commission detail: looking down on the platinum ring's ruby cabochon: the smooth red dome in its bezel and
the row of milgrain beads around the rim."""
import math
import bpy
from lib import studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.3)
    sweep = C.plain_sweep((0.80, 0.76, 0.70), "commission_bone")
    studio.plinth((150, 84, 12), M.stone((0.62, 0.61, 0.58), (0.44, 0.43, 0.42), name="stone_grey", polish=0.25),
                  (6, 26, 12), radius=1.0, name="slab", rotation=(0, 0, -4))
    # Seen from above, through the whole dome, the ruby's tint turns warmer than in the three-quarter picture
    # (hue 22.1 against 19.8): a touch more blue here keeps the two pictures of one stone alike.
    ring = C.platinum_ruby_cabochon(tint=(0.90, 0.12, 0.29))
    ring.rotation_euler = (0, 0, math.radians(10))
    geom.drop_to(ring, 12.0)
    head = bpy.data.objects["pt_cab_seat"]
    studio.studio_lights((0, 0, 30), key_side=1, strength=1.0, dist=270, rim=0.8)
    C.shoot([head], azimuth=8, elevation=62, distance=150, fill=0.5, offset=(0.0, 0.0), fstop=11.0)
    C.finish([sweep])
