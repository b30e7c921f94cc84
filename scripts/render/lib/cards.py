"""The home page's card bands: pictures shown side by side share one backdrop colour, surface and light, so no
card stands out of its row. Each scene keeps its own subject and framing and calls its group's studio.

- "Picture This Moment" (see-before-you-believe, your-story, built-to-last): the ivory sweep, plain paper without
  the bump grain, the piece standing or lying on its floor, the same three softboxes and reflection cards.
- Occasions (occasion-anniversary, -new-arrival, -milestone, -just-because): the piece on one oat linen cloth
  (no specular lobe, see occasion()), the same softboxes and cards.

Each scene then calls sharp() on what the eye goes to (stone and claws, the engraving, the pearl and its post).
Sampling follows lib/commission.finish (one diffuse bounce; the plain sweep blurred through its object index;
the linen is not blurred, its weave is real detail)."""
import bpy
from mathutils import Vector
from . import commission as C, studio, materials as M

RESOLUTION = (1200, 900)
SAMPLES = 40
THRESHOLD = 0.02
EXPOSURE = 0.3

OAT_LINEN = (0.70, 0.615, 0.50)


def moment(target):
    """Studio of the "Picture This Moment" cards; target: the subject's centre (lights aim there).
    Returns the sweep, for finish()."""
    studio.world(strength=0.3)
    sweep = C.plain_sweep(studio.IVORY, "moment_ivory")
    studio.studio_lights(target, key_side=-1, strength=1.0, dist=270, rim=0.8)
    return sweep


def occasion(target):
    """Studio of the occasion cards: the oat linen cloth as the floor (z = 0); target: the subject's centre."""
    studio.world(strength=0.3)
    linen = M.linen(OAT_LINEN, name="linen_oat")
    # no specular lobe: at roughness 0.9 it hit the bright reflection cards (seen only by glossy rays, never
    # sampled as lights) at random, grain that the linen's weave forbids blurring away (high-pass 4.1 -> 1.5
    # levels at 40 samples); it also lit the far cloth at grazing angles brighter than the near
    linen.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.0
    cloth = studio.floor(linen)
    studio.studio_lights(target, key_side=-1, strength=1.0, dist=260, rim=0.8)
    return cloth


def finish(backdrops=()):
    C.finish(list(backdrops), min_samples=12)


def sharp(objs, px=1.5, where=None):
    """Focus where the eye goes and stop down just enough to hold it: objs are the meshes that must be sharp
    (a ring's stone and claws; `where(p)` may keep only some of their vertices, e.g. the head above z). The
    focus goes to the depth that splits the blur evenly between the nearest and farthest point (their
    harmonic mean), then studio.sharp_fstop keeps all within `px` pixels at the render's width, never opening
    wider than the scene's own f-number. At these close throws f/8-f/14 holds well under a millimetre, so a
    stone a couple of millimetres off the focal plane was soft. Call after the camera is made."""
    pts = [p for p in C.points_of(objs) if where is None or where(p)]
    cam = bpy.context.scene.camera
    m = cam.matrix_world
    axis = (m.to_3x3() @ Vector((0, 0, -1))).normalized()
    depths = [(p - m.translation).dot(axis) for p in pts]
    lo, hi = min(depths), max(depths)
    cam.data.dof.focus_distance = 2 * lo * hi / (lo + hi)
    return studio.sharp_fstop(cam, pts, px, min_fstop=cam.data.dof.aperture_fstop * 1000)


def named(*prefixes):
    """The scene's meshes whose names start with one of `prefixes`."""
    return [o for o in bpy.context.scene.objects if o.type == "MESH" and o.name.startswith(prefixes)]
