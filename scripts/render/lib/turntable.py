"""Turntables: a ring on a pivot that turns about the vertical axis in front of a fixed studio, lights and
camera, so every frame of a sequence is lit the same way and frame N of every metal shows the same angle.

A turntable scene defines FRAMES and `build(metal)`, which builds the ring (resting on z=0, centred on the
Z axis) and returns `stage(root)`'s pivot; the runner then renders frame i with the pivot at i * 360/FRAMES."""
import math
import os
import time
import bmesh
import bpy
from mathutils import Matrix, Vector
from . import studio, geom, materials as M

FRAMES = 24             # 15° apart: smooth enough to drag through, and 24 CPU renders per sequence
RESOLUTION = (800, 800)
JPEG_QUALITY = 86
SAMPLES = 20            # with THRESHOLD and _sampling(): see _sampling() for why so few are enough
THRESHOLD = 0.03
EXPOSURE = 0.3
ELEVATION = 28.0        # camera height in degrees above the ring's centre: sees into the head, and the band
DISTANCE = 190.0        # mm from the axis; a longer throw keeps the near side from swelling as it turns past
SWEEP_INDEX = 1         # object index of the backdrop, for the compositor's mask
SWEEP_BLUR = 5          # px: removes the sweep's sample grain; its shadows are far softer than this
BACKDROP = (0.82, 0.73, 0.60)   # light warm sand, between studio.IVORY and studio.SAND (the site's palette)


def stage(root, front_deg=35.0, margin=0.12, key_side=1):
    """Put `root` on a turntable in the shared studio and aim/fit the camera. front_deg turns the ring for
    frame 0 (also the still shown before interaction): a three-quarter view of the head and band.
    margin is the smallest gap (fraction of the frame) left around the ring over the whole turn."""
    root.rotation_euler.z = math.radians(front_deg)
    pivot = geom.empty("turntable")
    root.parent = pivot
    bpy.context.view_layer.update()
    hull = _hull(root)
    z0, z1 = min(v.z for v in hull), max(v.z for v in hull)
    zc = (z0 + z1) / 2
    studio.world(strength=0.3, top=(0.92, 0.87, 0.80))
    # plain paper: M.backdrop's fine bump grain reads as render noise at this macro scale and costs samples
    sweep = studio.sweep(BACKDROP, material=M.diffuse(BACKDROP, roughness=0.8, specular=0.2, name="turntable_sand"))
    sweep.pass_index = SWEEP_INDEX
    studio.studio_lights((0, 0, zc), key_side=key_side, strength=1.0, dist=300, rim=0.9)
    # camera straight in front of the axis (x = 0): the axis projects onto the frame's centre column, so the
    # ring turns in place instead of swinging across the picture
    e = math.radians(ELEVATION)
    # no depth of field: the ring is ~21 mm deep at a 190 mm throw, so any real aperture blurs the stone or
    # the band at some angle of the turn; sharp throughout also converges in fewer samples
    cam = studio.camera((0, -DISTANCE * math.cos(e), zc + DISTANCE * math.sin(e)), (0, 0, zc), lens=100,
                        fstop=None)
    fit(cam, hull, margin)
    _sampling()
    _smooth_sweep()
    bpy.context.scene.render.use_persistent_data = True  # keep the synced scene between frames
    return pivot


def _hull(root):
    """Convex hull of the ring's vertices (pivot space). Its silhouette from any angle is the ring's, and it
    has a few hundred vertices instead of ~10^5, so fitting the camera to 24 angles is instant."""
    bm = bmesh.new()
    for o in [root] + geom.descendants(root):
        if o.type != "MESH":
            continue
        mw = o.matrix_world
        for v in o.data.vertices:
            bm.verts.new(mw @ v.co)
    res = bmesh.ops.convex_hull(bm, input=bm.verts)
    pts = [v.co.copy() for v in res["geom"] if isinstance(v, bmesh.types.BMVert)]
    bm.free()
    return pts


def fit(cam, hull, margin, frames=FRAMES):
    """Choose lens and vertical shift so the union of the ring's silhouettes over the whole turn is centred
    with `margin` of the frame free on its tightest side. The same geometry gives the same camera for
    every metal, so sequences line up frame for frame."""
    bpy.context.view_layer.update()  # camera's matrix_world is stale until the depsgraph updates
    inv = cam.matrix_world.inverted()
    xs, ys = [], []
    for i in range(frames):
        m = inv @ Matrix.Rotation(2 * math.pi * i / frames, 4, "Z")
        for p in hull:
            q = m @ p
            xs.append(q.x / -q.z)
            ys.append(q.y / -q.z)
    half_w = max(abs(min(xs)), abs(max(xs)))
    half_h = (max(ys) - min(ys)) / 2
    half = max(half_w, half_h) / (1 - 2 * margin)   # tan of the half field of view (square frame)
    cd = cam.data
    cd.lens = cd.sensor_width / 2 / half
    cd.shift_y = (max(ys) + min(ys)) / 2 / (2 * half)
    print(f"TURNTABLE_FIT lens={cd.lens:.1f}mm shift_y={cd.shift_y:.3f} "
          f"ring fills {half_w / half:.0%} of the width, {half_h / half:.0%} of the height (union of the turn)")


def _sampling():
    """Cheaper than the stills: the empty sweep is ~80 % of the pixels and of the render time, so it gets no
    diffuse bounce (direct light only; it barely changes its tone), adaptive sampling may stop a pixel after 8
    samples, and _smooth_sweep() takes out the grain that is left. The ring needs few glossy bounces, but
    diamonds need transmission depth or their pavilions go dark. On this 2-core CPU: ~50 CPU-s a frame at
    20 samples, against ~70 for 32 samples with the stills' settings and sweep."""
    c = bpy.context.scene.cycles
    if c.use_adaptive_sampling:  # final quality (drafts use a fixed 16)
        c.adaptive_min_samples = 8
    c.max_bounces = 8
    c.diffuse_bounces = 0
    c.glossy_bounces = 4
    c.transmission_bounces = 8
    c.transparent_max_bounces = 6


def _smooth_sweep(size=SWEEP_BLUR):
    """No denoiser in this Blender, and the empty sweep is where grain shows most (and where most of the
    samples go). Blur only the sweep's pixels, normalised by the blurred sweep mask so the ring's colours do not
    bleed into it: sweep' = blur(img * m) / blur(m), then mixed back by m. The ring's pixels are untouched."""
    scene = bpy.context.scene
    bpy.context.view_layer.use_pass_object_index = True
    scene.use_nodes = True
    nt = scene.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    rl = nt.nodes.new("CompositorNodeRLayers")
    mask = nt.nodes.new("CompositorNodeIDMask")
    mask.index = SWEEP_INDEX
    mask.use_antialiasing = True
    nt.links.new(rl.outputs["IndexOB"], mask.inputs["ID value"])

    def node(kind, **props):
        n = nt.nodes.new(kind)
        for k, v in props.items():
            setattr(n, k, v)
        return n

    def blur(src):
        b = node("CompositorNodeBlur", filter_type="GAUSS", size_x=size, size_y=size)
        nt.links.new(src, b.inputs["Image"])
        return b.outputs["Image"]

    masked = node("CompositorNodeMixRGB", blend_type="MULTIPLY")
    masked.inputs["Fac"].default_value = 1.0
    nt.links.new(rl.outputs["Image"], masked.inputs[1])
    nt.links.new(mask.outputs["Alpha"], masked.inputs[2])
    div = node("CompositorNodeMixRGB", blend_type="DIVIDE")
    div.inputs["Fac"].default_value = 1.0
    nt.links.new(blur(masked.outputs["Image"]), div.inputs[1])
    nt.links.new(blur(mask.outputs["Alpha"]), div.inputs[2])
    mix = node("CompositorNodeMixRGB")
    nt.links.new(mask.outputs["Alpha"], mix.inputs["Fac"])
    nt.links.new(rl.outputs["Image"], mix.inputs[1])
    nt.links.new(div.outputs["Image"], mix.inputs[2])
    out = nt.nodes.new("CompositorNodeComposite")
    nt.links.new(mix.outputs["Image"], out.inputs["Image"])


def render_frames(pivot, out_dir, ext, frames, n=FRAMES, partial_dir=None, render=None):
    """Render frames (indices into 0..n-1) to out_dir/NN.ext. Each frame is written under partial_dir first
    and moved into place when complete, so a stopped or killed run never leaves half a JPEG in the site."""
    os.makedirs(out_dir, exist_ok=True)
    partial_dir = partial_dir or out_dir
    os.makedirs(partial_dir, exist_ok=True)
    scene = bpy.context.scene
    written = []
    for i in frames:
        t0, c0 = time.time(), time.process_time()
        pivot.rotation_euler.z = 2 * math.pi * i / n
        tmp = os.path.join(partial_dir, f"partial-{os.getpid()}-{i:02d}.{ext}")
        dst = os.path.join(out_dir, f"{i:02d}.{ext}")
        if render:
            render(tmp, dst)    # lib/stone_light.render: the stones' own pass, and their mask
        else:
            studio.render(tmp)
        os.replace(tmp, dst)
        written.append(dst)
        # wall time depends on what else the machine is doing; CPU time (all threads) is the render's own cost
        print(f"SOLENNE_FRAME {i:02d} {time.time() - t0:.1f}s cpu={time.process_time() - c0:.1f}s "
              f"{os.path.getsize(dst)} bytes", flush=True)
    return written


def contact_sheet(files, out, cols=6):
    """All frames of a draft on one PNG, to check framing over the whole turn at a glance.
    Pure Python pixel copying (Debian's Blender has no numpy); fine for draft-size frames."""
    tiles = []
    for f in files:
        im = bpy.data.images.load(f)
        tiles.append((im.size[0], im.size[1], list(im.pixels[:])))
        bpy.data.images.remove(im)
    tw, th = tiles[0][0], tiles[0][1]
    cols = min(cols, len(tiles))
    rows = (len(tiles) + cols - 1) // cols
    W, H = cols * tw, rows * th
    px = [1.0] * (W * H * 4)
    for k, (w, h, p) in enumerate(tiles):
        r, c = divmod(k, cols)
        r = rows - 1 - r  # image rows run bottom-up
        for y in range(min(h, th)):
            d = ((r * th + y) * W + c * tw) * 4
            px[d:d + min(w, tw) * 4] = p[y * w * 4:y * w * 4 + min(w, tw) * 4]
    img = bpy.data.images.new("contact_sheet", W, H)
    img.pixels[:] = px
    img.filepath_raw = out
    img.file_format = "PNG"
    img.save()
    return out
