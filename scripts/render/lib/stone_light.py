"""The jeweller's light: what a stone sees, and a mask of where the stones are.

A cut stone shows, through its crown, what it sees through its pavilion: light that went in, rattled between the
facets and came out again. In the studio's warm world and beige sweep that was beige and brown, and with the
studio's 4 glossy and 8 transmission bounces many paths were cut short inside a stone of refractive index 2.42
and came out black: smoky grey stones with black specks. Jewellers photograph a stone in a light tent instead:
neutral white panels with dark gaps between them, the camera's own dark reflection, a few small hard lights.

`apply()` gives every stone that light without changing the studio anyone else sees. A ray that has been through
a stone (Cycles' Light Path, Transmission Depth > 0) sees the tent in place of the world and of every backdrop,
slab, cloth or box; a ray that never entered a stone (the camera's own, the metal's reflections, the sweep's
light) sees the studio as before, so metals and backdrops keep their look. The stones also get the bounces they
need (a path inside a diamond is many reflections long), and the stones' dispersion (lib/materials.gem: glasses of
slightly different IOR per colour) turns the tent's small hard lights into fire.

`mask()` adds an output to the compositor: a PNG whose red channel covers the colourless stones and green channel
the coloured ones (each gem material carries its material index, lib/materials.gem), written beside every render
by the runner; `stone_report.py` measures each picture's stones from it."""
import math
import os
import bpy
from mathutils import Vector

WHITE = 3.0          # radiance of the tent's white panels: a stone's bright facets come out near white (Filmic)
GAP = 0.02           # the dark gaps between panels, and the camera's reflection, as a share of WHITE
FLOOR = 0.02         # what lies below the horizon (a dark table top), as a share of WHITE
PANELS = 4           # white panels round the tent (each followed by a dark gap)
PANEL_SHARE = 0.4    # how much of the round the panels take; the rest is gaps
SPOT = 10.0          # small hard lights, as a multiple of WHITE: sparkle, and fire through the dispersion
SPOT_RADIUS = 2.2    # degrees
CAMERA_DARK = 18.0   # degrees: the camera and the photographer, reflected dark in the table
# small lights: (azimuth, elevation) in degrees, world frame (the camera looks along +Y)
SPOTS = ((-60, 38), (25, 55), (120, 30), (200, 48), (-150, 22), (70, 70), (-20, 18), (160, 75))

COLOURLESS_INDEX = 10   # material index of colourless stones (diamonds)
COLOURED_INDEX = 11     # material index of coloured stones (sapphire, ruby, emerald...)

# bounces a stone needs: inside a diamond a path is many total internal reflections (Cycles counts each as a
# glossy bounce) and a few refractions long; metals converge long before these limits
GLOSSY_BOUNCES = 14
TRANSMISSION_BOUNCES = 16
MAX_BOUNCES = 24


def _node(nt, kind, **inputs):
    n = nt.nodes.new(kind)
    for k, v in inputs.items():
        if k.startswith("_"):
            setattr(n, k[1:], v)
        else:
            n.inputs[k].default_value = v
    return n


def _math(nt, op, a, b=None, clamp=False):
    n = nt.nodes.new("ShaderNodeMath")
    n.operation = op
    n.use_clamp = clamp
    for i, v in enumerate((a, b)):
        if v is None:
            continue
        if isinstance(v, (int, float)):
            n.inputs[i].default_value = v
        else:
            nt.links.new(v, n.inputs[i])
    return n.outputs[0]


def _tent(camera_dir):
    """The tent as a node group: a direction in, the radiance a stone sees along it out."""
    g = bpy.data.node_groups.new("jewellers_tent", "ShaderNodeTree")
    g.inputs.new("NodeSocketVector", "Direction")
    g.outputs.new("NodeSocketColor", "Color")
    nt = g
    gi = nt.nodes.new("NodeGroupInput")
    go = nt.nodes.new("NodeGroupOutput")
    norm = _node(nt, "ShaderNodeVectorMath", _operation="NORMALIZE")
    nt.links.new(gi.outputs["Direction"], norm.inputs[0])
    d = norm.outputs["Vector"]
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(d, sep.inputs[0])
    x, y, z = sep.outputs["X"], sep.outputs["Y"], sep.outputs["Z"]
    # panels round the tent: bright where sin(azimuth * PANELS) is above a level giving PANEL_SHARE
    az = _math(nt, "ARCTAN2", y, x)
    wave = _math(nt, "SINE", _math(nt, "MULTIPLY", az, float(PANELS)))
    level = -math.sin(math.pi * (PANEL_SHARE - 0.5))
    panel = _math(nt, "GREATER_THAN", wave, level)
    # the zenith is one big white softbox; below the horizon a dark table
    top = _math(nt, "GREATER_THAN", z, 0.82)
    up = _math(nt, "GREATER_THAN", z, 0.02)
    lit = _math(nt, "MAXIMUM", panel, top)
    # the camera's own reflection: a dark disc round the direction of the lens
    cam = _node(nt, "ShaderNodeVectorMath", _operation="DOT_PRODUCT")
    nt.links.new(d, cam.inputs[0])
    cam.inputs[1].default_value = camera_dir
    not_cam = _math(nt, "LESS_THAN", cam.outputs["Value"], math.cos(math.radians(CAMERA_DARK)))
    bright = _math(nt, "MULTIPLY", _math(nt, "MULTIPLY", lit, not_cam), up)
    # white panels over dark gaps above the horizon, the dark table below
    sky = _math(nt, "ADD", GAP, _math(nt, "MULTIPLY", bright, 1.0 - GAP))
    tone = _math(nt, "ADD", _math(nt, "MULTIPLY", sky, up),
                 _math(nt, "MULTIPLY", _math(nt, "SUBTRACT", 1.0, up), FLOOR))
    # small hard lights
    spots = None
    for az_deg, el_deg in SPOTS:
        a, e = math.radians(az_deg), math.radians(el_deg)
        s = _node(nt, "ShaderNodeVectorMath", _operation="DOT_PRODUCT")
        nt.links.new(d, s.inputs[0])
        s.inputs[1].default_value = (math.cos(e) * math.cos(a), math.cos(e) * math.sin(a), math.sin(e))
        hit = _math(nt, "GREATER_THAN", s.outputs["Value"], math.cos(math.radians(SPOT_RADIUS)))
        spots = hit if spots is None else _math(nt, "MAXIMUM", spots, hit)
    radiance = _math(nt, "MULTIPLY", _math(nt, "ADD", tone, _math(nt, "MULTIPLY", spots, SPOT)), WHITE)
    rgb = _node(nt, "ShaderNodeCombineColor")
    for i in range(3):
        nt.links.new(radiance, rgb.inputs[i])
    nt.links.new(rgb.outputs[0], go.inputs["Color"])
    return g


def _through_stone(nt):
    """1 on a ray that has been through a stone or just left a stone's surface, else 0. A stone's glass is the
    only perfectly sharp (singular) surface in these scenes: a polished metal has a roughness, so its
    reflections are glossy, not singular, and see the studio as before."""
    lp = nt.nodes.new("ShaderNodeLightPath")
    through = _math(nt, "GREATER_THAN", lp.outputs["Transmission Depth"], 0.5)
    return _math(nt, "MAXIMUM", through, lp.outputs["Is Singular Ray"])


def _tent_in(nt, group, direction):
    n = nt.nodes.new("ShaderNodeGroup")
    n.node_tree = group
    nt.links.new(direction, n.inputs["Direction"])
    return n.outputs["Color"]


def _patch_world(world, group):
    nt = world.node_tree
    out = next(n for n in nt.nodes if n.type == "OUTPUT_WORLD")
    studio = out.inputs["Surface"].links[0].from_socket
    tc = nt.nodes.new("ShaderNodeTexCoord")
    bg = _node(nt, "ShaderNodeBackground", Strength=1.0)
    nt.links.new(_tent_in(nt, group, tc.outputs["Generated"]), bg.inputs["Color"])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(_through_stone(nt), mix.inputs["Fac"])
    nt.links.new(studio, mix.inputs[1])
    nt.links.new(bg.outputs[0], mix.inputs[2])
    nt.links.new(mix.outputs[0], out.inputs["Surface"])


def _is_metal(m):
    p = m.node_tree.nodes.get("Principled BSDF")
    return p is not None and p.inputs["Metallic"].default_value >= 0.5


def _is_emitter(m):
    out = m.node_tree.nodes.get("Material Output")
    links = out.inputs["Surface"].links if out else ()
    return bool(links) and links[0].from_node.type == "EMISSION"


def _patch_surface(m, group):
    """A backdrop, slab, cloth or box: a ray out of a stone sees the tent where it meets it."""
    nt = m.node_tree
    out = next((n for n in nt.nodes if n.type == "OUTPUT_MATERIAL"), None)
    if out is None or not out.inputs["Surface"].links:
        return False
    own = out.inputs["Surface"].links[0].from_socket
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    ray = _node(nt, "ShaderNodeVectorMath", _operation="SCALE", Scale=-1.0)
    nt.links.new(geo.outputs["Incoming"], ray.inputs[0])
    em = _node(nt, "ShaderNodeEmission", Strength=1.0)
    nt.links.new(_tent_in(nt, group, ray.outputs["Vector"]), em.inputs["Color"])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(_through_stone(nt), mix.inputs["Fac"])
    nt.links.new(own, mix.inputs[1])
    nt.links.new(em.outputs[0], mix.inputs[2])
    nt.links.new(mix.outputs[0], out.inputs["Surface"])
    return True


def stones(scene=None):
    scene = scene or bpy.context.scene
    return [o for o in scene.objects if o.type == "MESH" and any(
        s.material is not None and s.material.get("gem") for s in o.material_slots)]


def apply(scene=None):
    """Give the scene's stones the jeweller's light (see the module's docstring). Call once the scene is built."""
    scene = scene or bpy.context.scene
    gems = stones(scene)
    if not gems:
        return 0
    bpy.context.view_layer.update()
    centre = sum((o.matrix_world.translation for o in gems), Vector()) / len(gems)
    cam = scene.camera
    camera_dir = tuple((cam.matrix_world.translation - centre).normalized()) if cam else (0.0, -0.87, 0.5)
    group = _tent(camera_dir)
    if scene.world and scene.world.use_nodes:
        _patch_world(scene.world, group)
    for m in bpy.data.materials:
        if not m.use_nodes or m.get("gem") or _is_metal(m) or _is_emitter(m) or "card" in m.name:
            continue
        _patch_surface(m, group)
    print(f"STONE_LIGHT {len(gems)} stone object(s)")
    return len(gems)


class _StonePass:
    """What a pass that shows stones needs, for the length of a `with`: the bounces (a path inside a diamond is
    many total internal reflections, which Cycles counts as glossy bounces, and a few refractions long; the
    metals converge long before these limits) and, unless `sampling` is False, the stones' sampling."""

    def __init__(self, scene, sampling=True):
        self.c, self.sampling = scene.cycles, sampling

    def __enter__(self):
        c = self.c
        self.saved = (c.glossy_bounces, c.transmission_bounces, c.max_bounces, c.samples, c.adaptive_threshold,
                      c.adaptive_min_samples)
        c.glossy_bounces = max(c.glossy_bounces, GLOSSY_BOUNCES)
        c.transmission_bounces = max(c.transmission_bounces, TRANSMISSION_BOUNCES)
        c.max_bounces = max(c.max_bounces, MAX_BOUNCES)
        if self.sampling:
            c.samples = max(c.samples, STONE_SAMPLES)
            c.adaptive_threshold = min(c.adaptive_threshold, STONE_THRESHOLD)
            c.adaptive_min_samples = max(c.adaptive_min_samples, 16)

    def __exit__(self, *exc):
        c = self.c
        (c.glossy_bounces, c.transmission_bounces, c.max_bounces, c.samples, c.adaptive_threshold,
         c.adaptive_min_samples) = self.saved


MASK_DIR = "stone-mask"
# the passes are finished in the renders' scratch folder (git-ignored), never beside a picture in content/
SCRATCH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "drafts", ".partial")


def mask(folder, scene=None):
    """Write a mask of the stones with every render: red = colourless stones, green = coloured ones (PNG, into
    `folder`, named by Blender stone-mask0001.png; `take_mask` moves it where it belongs)."""
    scene = scene or bpy.context.scene
    bpy.context.view_layer.use_pass_material_index = True
    scene.use_nodes = True
    nt = scene.node_tree
    if not any(n.type == "COMPOSITE" for n in nt.nodes):
        rl0 = nt.nodes.new("CompositorNodeRLayers")
        comp = nt.nodes.new("CompositorNodeComposite")
        nt.links.new(rl0.outputs["Image"], comp.inputs["Image"])
    rl = nt.nodes.new("CompositorNodeRLayers")
    rl.scene = scene
    channels = []
    for index in (COLOURLESS_INDEX, COLOURED_INDEX):
        m = nt.nodes.new("CompositorNodeIDMask")
        m.index = index
        m.use_antialiasing = True
        nt.links.new(rl.outputs["IndexMA"], m.inputs["ID value"])
        channels.append(m.outputs["Alpha"])
    comb = nt.nodes.new("CompositorNodeCombRGBA")
    nt.links.new(channels[0], comb.inputs["R"])
    nt.links.new(channels[1], comb.inputs["G"])
    out = nt.nodes.new("CompositorNodeOutputFile")
    out.base_path = folder
    out.format.file_format = "PNG"
    out.format.color_mode = "RGB"
    out.format.color_depth = "8"
    out.format.compression = 100
    out.file_slots[0].path = MASK_DIR
    nt.links.new(comb.outputs["Image"], out.inputs[0])


def coloured_kinds(scene=None):
    """The coloured stones' kinds a picture shows ("ruby", "sapphire"), as lib/materials.gem marked them."""
    kinds = set()
    for o in stones(scene):
        for slot in o.material_slots:
            m = slot.material
            if m is not None and m.get("gem") and m.pass_index == COLOURED_INDEX:
                kinds.add(str(m["gem"]))
    return sorted(kinds)


def save_mask(pixels_or_path, dest, kinds):
    """Write a mask PNG that says which coloured stones it covers (a "stones" text chunk), so the stone
    report can hold a ruby to a ruby's hue."""
    from PIL import Image, PngImagePlugin
    img = Image.open(pixels_or_path) if isinstance(pixels_or_path, str) else Image.fromarray(pixels_or_path)
    info = PngImagePlugin.PngInfo()
    info.add_text("stones", ",".join(kinds))
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    img.convert("RGB").save(dest, pnginfo=info, optimize=True)


def take_mask(folder, dest, kinds=None):
    """Move the mask of the render just made from `folder` to `dest` (the render's mask path)."""
    if not folder or not os.path.isdir(folder):
        return None
    made = [f for f in os.listdir(folder) if f.startswith(MASK_DIR) and f.endswith(".png")]
    if not made:
        return None
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    src = os.path.join(folder, sorted(made)[-1])
    if kinds is None:
        os.replace(src, dest)
    else:
        save_mask(src, dest, kinds)
        os.remove(src)
    return dest


# ------------------------------------------------------------------------------------------------ two passes

STONE_SAMPLES = 96       # the stones' own pass: a path inside a stone branches at every facet, so a stone needs
STONE_THRESHOLD = 0.012  # many times the samples the sweep and the metal need; see render()
PRINCIPAL = 0.03         # a stone this wide (share of the frame's width) or wider gets the stones' pass
MARGIN = 0.012           # the pass's border reaches this far (share of the width) round those stones


def _frame_box(scene, objs):
    """The objects' bounding box in the camera's frame, as fractions (x0, y0, x1, y1) from the bottom left."""
    from bpy_extras.object_utils import world_to_camera_view
    xs, ys = [], []
    for o in objs:
        mw = o.matrix_world
        for v in o.data.vertices:
            p = world_to_camera_view(scene, scene.camera, mw @ v.co)
            xs.append(p.x)
            ys.append(p.y)
    return min(xs), min(ys), max(xs), max(ys)


def principal_box(scene=None):
    """Where the stones' pass goes: round the stones that read as stones at this size (a centre stone, a halo or
    side stones near it), leaving out the small ones far from them (a pave band, a bracelet's row), whose pass
    would cover half the frame for little gain. None when no stone is that large."""
    scene = scene or bpy.context.scene
    bpy.context.view_layer.update()
    boxes = [_frame_box(scene, [o]) for o in stones(scene)]
    aspect = scene.render.resolution_y / scene.render.resolution_x
    big = [b for b in boxes if max(b[2] - b[0], (b[3] - b[1]) * aspect) >= PRINCIPAL]
    if not big:
        return None
    x0, y0 = min(b[0] for b in big), min(b[1] for b in big)
    x1, y1 = max(b[2] for b in big), max(b[3] for b in big)
    # the small stones within that box come along (a halo round its centre stone)
    mx, my = MARGIN, MARGIN / aspect
    return max(0.0, x0 - mx), max(0.0, y0 - my), min(1.0, x1 + mx), min(1.0, y1 + my)


def _save(pixels, out, quality):
    from PIL import Image
    img = Image.fromarray(pixels)
    if out.lower().endswith(".png"):
        img.save(out)
    else:
        img.save(out, quality=quality)


def _read(path):
    import numpy as np
    from PIL import Image
    return np.asarray(Image.open(path).convert("RGB"))


def _weight(mask_channel, box, shape):
    """The blend's weight: the stones' mask, grown by two pixels (a stone's antialiased rim comes from the
    stones' pass too) and softened by one, kept inside the pass's border."""
    import numpy as np
    m = mask_channel.astype(np.float32) / max(1, int(mask_channel.max()))
    grown = m.copy()
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            grown = np.maximum(grown, np.roll(np.roll(m, dy, 0), dx, 1))
    soft = sum(np.roll(np.roll(grown, dy, 0), dx, 1) for dy in (-1, 0, 1) for dx in (-1, 0, 1)) / 9.0
    h, w = shape
    x0, y0, x1, y1 = box
    inside = np.zeros(shape, np.float32)
    # fractions from the bottom left -> rows from the top; two pixels in from the border's edge
    r0, r1 = int((1 - y1) * h) + 2, int((1 - y0) * h) - 2
    c0, c1 = int(x0 * w) + 2, int(x1 * w) - 2
    inside[max(0, r0):max(0, r1), max(0, c0):max(0, c1)] = 1.0
    return np.clip(soft, 0, 1) * inside


def render(out, mask_dest=None, quality="final", keep=None):
    """Render the scene to `out` (JPEG or PNG), with the stones' mask to `mask_dest`.

    A final is two passes. The frame first, at the scene's own sampling (what the sweep and the metal need), with
    the compositor and the mask; then only the stones' border (principal_box), at STONE_SAMPLES, without the
    compositor (the stones are never blurred or plated); the second laid over the first through the mask. A
    stone then costs what a stone costs, and the sweep what a sweep costs: one pass at the stones' sampling took
    872 CPU-s for a design picture, the two passes about a quarter of that. Drafts and --crop renders are one pass.
    `keep`: also write the picture losslessly there (PNG), for relight() to lay a coloured stone over. Returns the
    stones' pass and its weight (arrays) for repaint(), or None for one pass."""
    import numpy as np
    scene = bpy.context.scene
    r, c = scene.render, scene.cycles
    box = principal_box(scene) if stones(scene) and quality == "final" and not r.use_border else None
    folder = os.path.join(SCRATCH, f"stones-{os.getpid()}")
    if box is None:
        # one pass: a draft; a piece of the frame (--crop), at the stones' sampling to judge a stone; a picture
        # whose stones are all small (a pave band, a bracelet's row), with the stones' bounces
        r.filepath = out
        with _StonePass(scene, sampling=r.use_border and quality == "final" and bool(stones(scene))):
            bpy.ops.render.render(write_still=True)
        if mask_dest:
            take_mask(mask_folder(scene), mask_dest, coloured_kinds(scene))
        if keep:
            _save(_read(out), keep, 100)
        return None
    os.makedirs(folder, exist_ok=True)
    fmt = r.image_settings
    saved = (fmt.file_format, fmt.color_mode, fmt.color_depth)
    fmt.file_format, fmt.color_mode, fmt.color_depth = "PNG", "RGB", "8"
    first, second = os.path.join(folder, "frame.png"), os.path.join(folder, "stones.png")
    r.filepath = first
    bpy.ops.render.render(write_still=True)
    mask_png = os.path.join(folder, "mask.png")
    take_mask(mask_folder(scene), mask_png)
    scene.use_nodes = False
    r.use_border, r.use_crop_to_border = True, False
    r.border_min_x, r.border_min_y, r.border_max_x, r.border_max_y = box
    r.filepath = second
    with _StonePass(scene):
        bpy.ops.render.render(write_still=True)
    scene.use_nodes = True
    r.use_border = False
    fmt.file_format, fmt.color_mode, fmt.color_depth = saved
    a, b, m = _read(first), _read(second), _read(mask_png)
    w = _weight(np.maximum(m[..., 0], m[..., 1]), box, a.shape[:2])[..., None]
    blended = (a.astype(np.float32) * (1 - w) + b.astype(np.float32) * w + 0.5).astype(np.uint8)
    _save(blended, out, fmt.quality)
    if keep:
        _save(blended, keep, 100)
    if mask_dest:
        save_mask(mask_png, mask_dest, coloured_kinds(scene))
    for f in os.listdir(folder):
        os.remove(os.path.join(folder, f))
    os.rmdir(folder)
    print(f"STONE_PASS border x {box[0]:.3f}-{box[2]:.3f} y {box[1]:.3f}-{box[3]:.3f} "
          f"({(box[2] - box[0]) * (box[3] - box[1]):.1%} of the frame)")
    return {"stones": b, "weight": w}


def mask_folder(scene=None):
    scene = scene or bpy.context.scene
    nt = scene.node_tree if scene.use_nodes else None
    outs = [n for n in nt.nodes if n.type == "OUTPUT_FILE"] if nt else []
    return outs[0].base_path if outs else None


def relight(centre, material, base, out, mask_dest, base_mask):
    """The same picture with another centre stone: `centre` takes `material` (a coloured gem), and only the
    centre stone's border is rendered again, at the stones' sampling, with the compositor (for its mask) and
    laid over `base` (the lossless picture render(keep=...) wrote) through the new stone's mask. The coloured
    stone's light on the claws beside it comes along (they are in its border); its faint tint on the band
    further away does not. The mask: the base's, the centre stone moved to the coloured (green) channel."""
    import numpy as np
    scene = bpy.context.scene
    r, c = scene.render, scene.cycles
    for slot in centre.material_slots:
        slot.material = material
    bpy.context.view_layer.update()
    x0, y0, x1, y1 = _frame_box(scene, [centre])
    aspect = r.resolution_y / r.resolution_x
    box = (max(0.0, x0 - MARGIN), max(0.0, y0 - MARGIN / aspect), min(1.0, x1 + MARGIN), min(1.0, y1 + MARGIN / aspect))
    folder = os.path.join(SCRATCH, f"stones-{os.getpid()}")
    os.makedirs(folder, exist_ok=True)
    fmt = r.image_settings
    saved = (fmt.file_format, fmt.color_mode, fmt.color_depth)
    fmt.file_format, fmt.color_mode, fmt.color_depth = "PNG", "RGB", "8"
    r.use_border, r.use_crop_to_border = True, False
    r.border_min_x, r.border_min_y, r.border_max_x, r.border_max_y = box
    stones_png, mask_png = os.path.join(folder, "stones.png"), os.path.join(folder, "mask.png")
    r.filepath = stones_png
    with _StonePass(scene):
        bpy.ops.render.render(write_still=True)
    take_mask(mask_folder(scene), mask_png)
    r.use_border = False
    fmt.file_format, fmt.color_mode, fmt.color_depth = saved
    a, b, m, old = _read(base), _read(stones_png), _read(mask_png), _read(base_mask)
    w = _weight(np.maximum(m[..., 0], m[..., 1]), box, a.shape[:2])[..., None]
    blended = (a.astype(np.float32) * (1 - w) + b.astype(np.float32) * w + 0.5).astype(np.uint8)
    _save(blended, out, fmt.quality)
    mask = old.copy()
    mask[..., 0] = np.where(m[..., 1] > 0, 0, old[..., 0])
    mask[..., 1] = np.maximum(old[..., 1], m[..., 1])
    save_mask(mask, mask_dest, coloured_kinds(scene))
    for f in os.listdir(folder):
        os.remove(os.path.join(folder, f))
    os.rmdir(folder)


def _rectangle(box, shape, inset, feather):
    """A weight of 1 inside `box` (fractions from the bottom left), `inset` pixels in from its edges, falling to 0
    over `feather` pixels: where a border render may be laid over a picture without showing its edge."""
    import numpy as np
    h, w = shape
    x0, y0, x1, y1 = box
    rows, cols = np.arange(h)[:, None], np.arange(w)[None, :]
    top, bottom = (1 - y1) * h + inset, (1 - y0) * h - inset
    left, right = x0 * w + inset, x1 * w - inset
    ramp = lambda d: np.clip(d / feather, 0, 1)  # noqa: E731
    return (ramp(rows - top) * ramp(bottom - rows) * ramp(cols - left) * ramp(right - cols)).astype(np.float32)


def repaint(objs, base, base_mask, head, out, mask_dest):
    """The same picture with `objs` added to the scene (a pavé band's stones, seated in the band): only their border
    is rendered again, at the scene's own sampling with the stones' bounces and with the compositor (the sweep's blur,
    the mask), and laid over `base` inside that border, feathered; then the head's stones' pass (`head`, what render()
    returned) over that again, so the head keeps its stones' sampling. The mask is the base's outside the border and
    the new render's inside. A pavé band costs a band's border, not a second picture."""
    import numpy as np
    scene = bpy.context.scene
    r = scene.render
    bpy.context.view_layer.update()
    x0, y0, x1, y1 = _frame_box(scene, objs)
    aspect = r.resolution_y / r.resolution_x
    pad = MARGIN * 2
    box = (max(0.0, x0 - pad), max(0.0, y0 - pad / aspect), min(1.0, x1 + pad), min(1.0, y1 + pad / aspect))
    folder = os.path.join(SCRATCH, f"stones-{os.getpid()}")
    os.makedirs(folder, exist_ok=True)
    fmt = r.image_settings
    saved = (fmt.file_format, fmt.color_mode, fmt.color_depth)
    fmt.file_format, fmt.color_mode, fmt.color_depth = "PNG", "RGB", "8"
    r.use_border, r.use_crop_to_border = True, False
    r.border_min_x, r.border_min_y, r.border_max_x, r.border_max_y = box
    band_png, mask_png = os.path.join(folder, "band.png"), os.path.join(folder, "mask.png")
    r.filepath = band_png
    with _StonePass(scene, sampling=False):
        bpy.ops.render.render(write_still=True)
    take_mask(mask_folder(scene), mask_png)
    r.use_border = False
    fmt.file_format, fmt.color_mode, fmt.color_depth = saved
    a, b, m, old = _read(base), _read(band_png), _read(mask_png), _read(base_mask)
    # the compositor's blur sees black past the border: keep well inside it
    wr = _rectangle(box, a.shape[:2], inset=12, feather=10)[..., None]
    blended = a.astype(np.float32) * (1 - wr) + b.astype(np.float32) * wr
    if head is not None:
        blended = blended * (1 - head["weight"]) + head["stones"].astype(np.float32) * head["weight"]
    blended = (blended + 0.5).astype(np.uint8)
    _save(blended, out, fmt.quality)
    inside = _rectangle(box, a.shape[:2], inset=0, feather=1)[..., None] > 0.5
    save_mask(np.where(inside, m, old), mask_dest, coloured_kinds(scene))
    for f in os.listdir(folder):
        os.remove(os.path.join(folder, f))
    os.rmdir(folder)
    print(f"BAND_PASS border x {box[0]:.3f}-{box[2]:.3f} y {box[1]:.3f}-{box[3]:.3f} "
          f"({(box[2] - box[0]) * (box[3] - box[1]):.1%} of the frame)")
    return blended
