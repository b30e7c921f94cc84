"""Commission detail: looking down on the platinum halo ring's oval lab-grown diamond: the four claws, the halo
of small brilliants around it and the plain shoulders falling away; focus and f-number chosen from the head
(lib/cards.sharp): the oval, its claws and the whole halo sharp."""
import math
import bpy
from lib import cards, studio, geom, commission as C, materials as M
from lib.commission import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    studio.world(strength=0.27, top=(0.9, 0.84, 0.76))
    sweep = C.plain_sweep(studio.SAND, "commission_sand")
    studio.plinth((150, 90, 10), M.stone((0.70, 0.65, 0.57), (0.60, 0.54, 0.46), name="stone_pale", polish=0.3),
                  (-6, 28, 10), radius=1.0, name="slab", rotation=(0, 0, 5))
    ring = C.platinum_oval_halo()
    ring.rotation_euler = (0, 0, math.radians(12))
    geom.drop_to(ring, 10.0)
    head = bpy.data.objects["pt_halo_head"]
    studio.studio_lights((0, 0, 30), key_side=1, strength=1.0, dist=280, rim=0.8)
    C.shoot([head], azimuth=10, elevation=68, distance=150, fill=0.5, offset=(0.0, 0.0), fstop=11.0)
    cards.sharp([o for o in [head] + geom.descendants(head) if o.type == "MESH"])
    C.finish([sweep])
