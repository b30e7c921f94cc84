"""Just because: a pair of pearl stud earrings (yellow-gold posts) with a butterfly back, on the occasion cards'
oat linen (lib/cards.occasion)."""
import math
from mathutils import Vector
from lib import cards, studio, geom, jewelry, materials as M
from lib.cards import RESOLUTION, SAMPLES, THRESHOLD, EXPOSURE  # noqa: F401 (read by the runner)


def build():
    cards.occasion((0, 5, 3))
    gold = M.metal("yellow_gold", 0.12)
    pearl = M.pearl()
    r = 4.0
    L = 10.0
    # pearl rests on the cloth, post tip rests on the cloth: post elevation angle
    for k, (x, y, yaw) in enumerate(((-7, 0, 150), (8, 9, 60))):
        s, info = jewelry.stud(gold, pearl, 2 * r, "pearl", f"stud{k}", post_len=L)
        tip = r * 0.8 + L
        ang = math.asin(min(1.0, r / tip))
        s.rotation_euler = (0, math.pi / 2 + ang, math.radians(yaw))
        s.location = (x, y, 0)
        geom.drop_to(s, 0.0)
    for k, (x, y, rz) in enumerate(((3, -7, -25),)):
        jewelry.butterfly(gold, f"back{k}", location=(x, y, 0.02), rotation=(0, 0, rz))
    studio.camera((-8, -78, 62), (2, 4, 2), lens=100, fstop=14.0, focus=(1, 1, 3))
    # the front pearl, its cup and post, and the other post
    cards.sharp(cards.named("stud0", "stud1_post"))
    cards.finish()
