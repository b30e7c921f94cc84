"""Design your ring (/design/): one picture per centre-stone shape x setting x metal, 48 in all, written to
content/images/design/<shape>-<setting>-<metal>.jpg by `render.py --design` (scenes/design.py).

Consistency is the point: the page swaps pictures as the couple changes one choice, so every picture has the
same studio, sweep, lights, camera position, lens, framing and f-number; only the ring changes. The camera is not
fitted per ring: CAMERA below was fitted once over the union of all twelve shape x setting silhouettes (the
largest heads are the emerald halo and the three-stones) by `fit_camera()` (`render.py --design --fit`).
Only the focus distance follows the ring, onto its centre stone's table (it moves by a fraction of a mm).

Every ring: a colourless diamond of about 1 ct (round 6.4 mm; oval 8.0 x 5.7 mm; emerald cut 7.0 x 5.0 mm,
both elongated stones set north-south, along the finger) on the same plain slim comfort band.
Ring frame as lib/rings.py: finger axis +Y, head up +Z; the ring stands on the sweep and is turned FRONT_DEG for
a three-quarter view."""
import math
import bmesh
import bpy
from mathutils import Matrix, Vector
from . import commission as C, geom, gems, rings, studio, turntable, materials as M

SHAPES = ("round", "oval", "emerald")
SETTINGS = ("prong", "halo", "bezel", "three-stone")
METALS = ("yellow-gold", "white-gold", "rose-gold", "platinum")
BANDS = ("plain", "pave")
# the centre stone: a colourless diamond, or a coloured gemstone in its colour (halo, side and pave stones stay
# diamonds, as they are usually made); a picture per band and stone, <shape>-<setting>-<metal>-<band>-<stone>.jpg
STONES = ("diamond", "sapphire", "ruby", "emerald")

RESOLUTION = (1200, 1200)
JPEG_QUALITY = 88
SAMPLES = 32
THRESHOLD = 0.02
EXPOSURE = 0.3

BACKDROP = turntable.BACKDROP     # light warm sand: the turntables' sweep, plain paper
FRONT_DEG = 32.0                  # the ring's turn about the vertical: three-quarter view of head and band
ELEVATION = 30.0                  # camera above the ring's centre, degrees
DISTANCE = 200.0                  # mm from the ring's centre
FILL = 0.66                       # the union of all twelve rings' silhouettes fills this much of the frame
# fitted once by fit_camera() over every shape x setting (see the module docstring); do not fit per ring
CAMERA = dict(lens=194.8, shift_x=-0.0049, shift_y=0.0281, fstop=130.0)

# lib/materials.metal kinds and polish. Platinum is rendered a touch greyer and cooler than (rhodium-plated)
# white gold, which is brighter and whiter: the two must not be the same picture.
METAL_KINDS = {
    "yellow-gold": ("yellow_gold", 0.08),
    "white-gold": ((0.90, 0.89, 0.86), 0.06),
    "rose-gold": ("rose_gold", 0.08),
    "platinum": ((0.66, 0.665, 0.68), 0.11),
}

BAND = dict(inner_d=17.0, width=1.9, thickness=1.6, profile="comfort", top_width=2.1, top_thickness=1.75)

# centre stones: (length along the finger, width across), mm
SIZES = {"round": (6.4, 6.4), "oval": (8.0, 5.7), "emerald": (7.0, 5.0)}
SIDES = {"round": (4.2, 4.2), "oval": (5.0, 3.6), "emerald": (4.5, 3.2)}    # three-stone side stones
HEIGHT = {"prong": 0.7, "halo": 1.1, "bezel": 0.35, "three-stone": 0.55}    # girdle above the band, past the pavilion
SIDE_TUCK = 0.1   # three-stone: side stones' inner girdle edge this far inside the centre's girdle (plan view)...
SIDE_STEP = 0.9   # ... and this far below it
SIDE_TILT = 20.0  # three-stone: side stones lean out, degrees
HALO_D = 1.2      # halo brilliants, mm
PAVE_D = 1.3      # pave band: brilliants along the top of the band, from the head's shoulders ...
PAVE_TO = 100.0   # ... to this far round the band (degrees from the top), on both sides
HALO_GAP = 0.55   # girdle to the halo stones' inner edge: room for the centre stone's claws


def metal(name):
    kind, rough = METAL_KINDS[name]
    return M.metal(kind, rough, name=f"design_{name}")


# ------------------------------------------------------------------------------------------------ outlines

def _resample(pairs, n):
    """n (point, normal) pairs at equal arc length along a closed polyline of (point, normal) pairs; points and
    normals are interpolated linearly between samples (normals renormalised)."""
    pts = [p for p, _ in pairs]
    m = len(pts)
    seg = [(pts[(i + 1) % m] - pts[i]).length for i in range(m)]
    total = sum(seg)
    out, i, acc = [], 0, 0.0
    for k in range(n):
        d = total * k / n
        while acc + seg[i] < d:
            acc += seg[i]
            i += 1
        f = (d - acc) / seg[i] if seg[i] else 0.0
        j = (i + 1) % m
        out.append((pts[i].lerp(pts[j], f), pairs[i][1].lerp(pairs[j][1], f).normalized()))
    return out


def outline(shape, info, n=256):
    """The stone's girdle outline in its own frame (long axis local X), counter-clockwise, as n
    (point, outward normal) pairs at equal arc length. Offsetting a pair by d along its normal gives the
    outline's parallel curve at distance d (exact for the circle and ellipse; the step cut's octagon has its
    corners rounded with a 0.2 mm radius, i.e. it is an inset octagon swept by a disc, so its parallel curves are
    clean Minkowski sums too)."""
    if shape in ("round", "oval"):
        a = info.get("length", 2 * info["R"]) / 2
        b = info["R"]
        dense = []
        for i in range(2048):
            t = 2 * math.pi * i / 2048
            p = Vector((a * math.cos(t), b * math.sin(t)))
            dense.append((p, Vector((p.x / (a * a), p.y / (b * b))).normalized()))
        return _resample(dense, n)
    r0 = 0.2
    W, H = info["length"] / 2, info["width"] / 2
    c0 = 0.16 * info["width"]
    poly = [Vector(p) for p in gems._octagon(W - r0, H - r0, c0 - r0 * (2 - math.sqrt(2)))]
    dense = []
    for i in range(len(poly)):
        p0, p1, p2 = poly[i - 1], poly[i], poly[(i + 1) % len(poly)]
        e0, e1 = (p1 - p0).normalized(), (p2 - p1).normalized()
        n0, n1 = Vector((e0.y, -e0.x)), Vector((e1.y, -e1.x))   # outward normals of counter-clockwise edges
        a0, a1 = math.atan2(n0.y, n0.x), math.atan2(n1.y, n1.x)
        if a1 < a0:
            a1 += 2 * math.pi
        for j in range(9):
            a = a0 + (a1 - a0) * j / 8
            nn = Vector((math.cos(a), math.sin(a)))
            dense.append((p1 + r0 * nn, nn))
    return _resample(dense, n)


def sweep_outline(name, line, profile, material, parent, smooth_angle=50.0):
    """A closed profile swept round a closed outline: profile = [(scale, offset, z)], each point
    scale * outline point + offset * normal at height z. Returns the object (smooth shaded)."""
    ringsv = []
    for p, nrm in line:
        ringsv.append([(s * p.x + d * nrm.x, s * p.y + d * nrm.y, z) for (s, d, z) in profile])
    o = geom.grid_surface(name, ringsv, True, True, material, True, parent)
    o.data.use_auto_smooth = True
    o.data.auto_smooth_angle = math.radians(smooth_angle)
    return o


# ------------------------------------------------------------------------------------------------ parts

def centre_stone(shape, gem, parent, name):
    L, W = SIZES[shape]
    if shape == "round":
        return gems.brilliant(L, gem, name, parent)
    if shape == "oval":
        return gems.oval(L, W, gem, name, parent)
    return gems.emerald_cut(L, W, gem, name, parent)


def claws_for(shape, info, metal_mat, parent, base_z, name, n_round=6, pr=None):
    """The claws of a stone girdle-centred at the local origin (long axis local X)."""
    if shape == "emerald":
        return C.claws(C.step_corners(info), info, metal_mat, parent, base_z=base_z, name=name, pr=pr or 0.32)
    sx = info.get("length", 2 * info["R"]) / (2 * info["R"])
    n = n_round if shape == "round" else 4
    return rings.prong_head(info, metal_mat, n, parent, base_z=base_z, name=name, stretch_x=sx, prong_r=pr,
                            offset_deg=45 if n == 4 else None)


def halo(shape, info, gem, metal_mat, parent, name="halo"):
    """A halo of small round brilliants following the centre stone's outline (circle, ellipse, or the step cut's
    rectangle with cut corners), on a metal frame whose skirt runs down and in to meet the claws."""
    sd = HALO_D
    D = HALO_GAP + sd / 2                         # offset of the halo stones' centres from the girdle outline
    base = outline(shape, info, 512)
    # equal spacing along the halo's own line (its corners are longer than the girdle's)
    centre = _resample([(p + D * nrm, nrm) for p, nrm in base], 512)
    pts = [c for c, _ in centre]
    length = sum((pts[(i + 1) % len(pts)] - pts[i]).length for i in range(len(pts)))
    n = max(10, int(length / (sd + 0.1)))
    fz = -0.35 * sd
    objs = []
    bm = bmesh.new()
    for i in range(n):
        p, nrm = centre[int(len(centre) * i / n)]
        s, sinfo = gems.brilliant(sd, gem, f"{name}_stone", parent)
        s.location = (p.x, p.y, fz + 0.05)
        s.rotation_euler = (0, 0, math.atan2(nrm.y, nrm.x))
        objs.append(s)
        q, qn = centre[int(len(centre) * (i + 0.5) / n) % len(centre)]
        for off in (-0.48 * sd, 0.48 * sd):
            b = q + off * qn
            bmesh.ops.create_uvsphere(bm, u_segments=10, v_segments=6, radius=sd * 0.15,
                                      matrix=Matrix.Translation((b.x, b.y, fz + sinfo["crown"] * 0.55)))
    objs.append(geom.mesh_object(f"{name}_beads", bm, metal_mat, smooth=True, parent=parent))
    R, pav = info["R"], info["pavilion"]
    prof = [(1, D - 0.55 * sd, fz - 0.05), (1, D + 0.58 * sd, fz - 0.05), (1, D + 0.62 * sd, fz - 0.5 * sd),
            (1, D + 0.3 * sd, fz - 0.9 * sd), (1, -0.25 * R, -0.5 * pav), (1, -0.25 * R - 0.12, -0.5 * pav + 0.3),
            (1, D - 0.6 * sd, fz - 0.45 * sd)]
    frame = sweep_outline(f"{name}_frame", base[::2], prof, metal_mat, parent)
    for s in objs[:-1]:
        rings.add_cut(frame, s.matrix_basis, sd)
    objs.append(frame)
    return objs


def bezel(shape, info, metal_mat, parent, base_z, name="bezel", wall=0.55):
    """A rub-over bezel following the girdle outline with an even wall (swept round the outline, not revolved
    and stretched as lib/rings.bezel), its bowl tapering down into the band."""
    pav, crown = info["pavilion"], info["crown"]
    top = 0.35 * crown
    bottom = base_z
    # rim round the girdle, then a bowl narrowing to ~1 mm across where it is sunk into the band (a wider foot
    # would stick out past the 2 mm band's edges)
    prof = [(1, -0.22, top), (1, -0.05, top + 0.12), (1, wall * 0.5, top + 0.16), (1, wall, top - 0.1),
            (1, wall * 0.95, -0.3 * pav), (0.8, wall, -0.6 * pav), (0.5, wall * 0.95, -0.85 * pav),
            (0.3, 0.5, bottom + 0.35), (0.15, 0.5, bottom), (0.1, 0.0, bottom), (0.1, 0.0, bottom + 0.2),
            (0.6, 0.0, -0.7 * pav), (0.91, 0.0, -0.25 * pav), (1, -0.22, 0.0)]
    return [sweep_outline(name, outline(shape, info, 256), prof, metal_mat, parent)]


# ------------------------------------------------------------------------------------------------ the ring

def pave(band, heads, gem, metal_mat, parent, name):
    """Small brilliants set along the top of the band, each side, from just clear of the head to PAVE_TO."""
    bpy.context.view_layer.update()
    inv = parent.matrix_world.inverted()   # in the ring's own frame, placed or not
    reach = max(abs((inv @ p).x) for p in C.points_of([o for o in heads if o.type == "MESH"]))
    r = band.r_out(0)
    start = math.asin(min(0.95, (reach + 0.35 + PAVE_D / 2) / r))
    step = (PAVE_D + 0.12) / r
    thetas = [start + i * step for i in range(int((math.radians(PAVE_TO) - start) / step) + 1)]
    return rings.stones_on_band(band, thetas + [-t for t in thetas], PAVE_D, gem, metal_mat, parent,
                                name=f"{name}_pave", seat=0.12)


def ring(shape, setting, metal_mat, gem, name="design", band_style="plain"):
    """Build one ring (unplaced, ring frame). Returns (root, head objects, centre stone, its info, band)."""
    root = geom.empty(name)
    band = rings.Band(**BAND)
    band.build(metal_mat, f"{name}_band", root)
    top = band.r_out(0)
    probe, pinfo = centre_stone(shape, gem, None, f"{name}_probe")
    pav = pinfo["pavilion"]
    bpy.data.objects.remove(probe)
    gz = top + pav + HEIGHT[setting]
    head = geom.empty(f"{name}_head", location=(0, 0, gz), parent=root)
    seat = geom.empty(f"{name}_seat", rotation=(0, 0, 0 if shape == "round" else 90), parent=head)
    stone, info = centre_stone(shape, gem, seat, f"{name}_centre")
    base_z = top - gz + 0.1
    if setting == "prong":
        claws_for(shape, info, metal_mat, seat, base_z, f"{name}_claw")
    elif setting == "halo":
        claws_for(shape, info, metal_mat, seat, base_z, f"{name}_claw", n_round=4, pr=0.28)
        halo(shape, info, gem, metal_mat, seat, f"{name}_halo")
    elif setting == "bezel":
        bezel(shape, info, metal_mat, seat, top - gz - 0.45, f"{name}_bezel")   # sunk into the band
    elif setting == "three-stone":
        claws_for(shape, info, metal_mat, seat, base_z, f"{name}_claw", n_round=4, pr=0.3)
        sl, sw = SIDES[shape]
        half_c = SIZES[shape][1] / 2       # centre stone's half width across the finger (the ring's local X)
        for s in (-1, 1):
            if shape == "round":
                st, si = gems.brilliant(sl, gem, f"{name}_side{s}")
            elif shape == "oval":
                st, si = gems.oval(sl, sw, gem, f"{name}_side{s}")
            else:
                st, si = gems.emerald_cut(sl, sw, gem, f"{name}_side{s}")
            # tucked in beside the centre stone: the side stone's inner girdle edge a little inside the centre's
            # girdle and SIDE_STEP below it (under the overhang of the centre's pavilion), its axis leaning out
            # by SIDE_TILT; its claws run down to the band
            tilt = math.radians(SIDE_TILT)
            ex, ez = half_c - SIDE_TUCK, gz - SIDE_STEP
            xs_, zs_ = ex + sw / 2 * math.cos(tilt), ez - sw / 2 * math.sin(tilt)
            outer = geom.empty(f"{name}_side_tilt{s}", location=(s * xs_, 0, zs_),
                               rotation=(0, s * SIDE_TILT, 0), parent=root)
            inner = geom.empty(f"{name}_side_seat{s}", rotation=(0, 0, 0 if shape == "round" else 90), parent=outer)
            st.parent = inner
            culet = Vector((xs_ - si["pavilion"] * math.sin(tilt), zs_ - si["pavilion"] * math.cos(tilt)))
            clear = culet.length - top          # culet above the band, roughly along the side stone's axis
            claws_for(shape, si, metal_mat, inner, -si["pavilion"] - clear + 0.1, f"{name}_sclaw{s}",
                      n_round=4, pr=0.26)
    heads = [head] + geom.descendants(head)
    heads += [o for o in geom.descendants(root) if "_side" in o.name or "_sclaw" in o.name]
    if band_style == "pave":
        pave(band, heads, M.gem("diamond"), metal_mat, root, name)
    return root, heads, stone, info, band


# ------------------------------------------------------------------------------------------------ studio

def stage():
    """The studio every design picture shares: world, plain sweep, lights and reflection cards, camera.
    Returns (camera, sweep)."""
    studio.world(strength=0.3, top=(0.92, 0.87, 0.80))
    sweep = C.plain_sweep(BACKDROP, "design_sand")
    studio.studio_lights((0, 0, 14), key_side=1, strength=1.0, dist=300, rim=0.9)
    e, a = math.radians(ELEVATION), math.radians(0.0)
    target = Vector((0, 0, 12.5))
    loc = target + DISTANCE * Vector((math.sin(a) * math.cos(e), -math.cos(a) * math.cos(e), math.sin(e)))
    cam = studio.camera(loc, target, lens=CAMERA["lens"], fstop=CAMERA["fstop"])
    cam.data.shift_x, cam.data.shift_y = CAMERA["shift_x"], CAMERA["shift_y"]
    cam.data.dof.aperture_fstop = CAMERA["fstop"] * 0.001
    return cam, sweep


def place(root):
    root.rotation_euler = (0, 0, math.radians(FRONT_DEG))
    geom.drop_to(root, 0.0)


def table_point(stone, info):
    bpy.context.view_layer.update()
    return stone.matrix_world @ Vector((0, 0, info["crown"]))


class Built:
    """A ring as built for its pictures: the centre stone, whose material the runner changes for each coloured
    stone (lib/stone_light.relight), and a way to set its band with pavé once its plain band is rendered
    (lib/stone_light.repaint lays only the band's border over the plain band's picture)."""

    def __init__(self, centre, root, heads, band, metal_mat):
        self.centre, self.root, self.heads, self.band, self.metal_mat = centre, root, heads, band, metal_mat

    def add_pave(self):
        made = pave(self.band, self.heads, M.gem("diamond"), self.metal_mat, self.root, "design")
        rings.finalize_all()   # the seats of the new stones, cut into the band
        return [o for o in made if o.type == "MESH"]


def build(shape, setting, metal_name, band="plain"):
    """The scene for one picture: shared stage, the ring, focus on its centre stone's table."""
    cam, sweep = stage()
    mat = metal(metal_name)
    root, heads, stone, info, band_obj = ring(shape, setting, mat, M.gem("diamond"), band_style=band)
    place(root)
    studio.focus_on(cam, table_point(stone, info))
    C.finish([sweep])
    return Built(stone, root, heads, band_obj, mat)


def fit_camera():
    """Fit lens, shift and f-number once over all twelve shape x setting rings (metal does not change the
    geometry) and print them for CAMERA. Lens and shift: the union of the silhouettes fills FILL of the square
    frame, centred. f-number: every ring's head within 1.5 px of blur when focused on its own table."""
    cam, sweep = stage()
    cam.data.shift_x = cam.data.shift_y = 0.0
    gold = metal("yellow-gold")
    dia = M.gem("diamond")
    xs, ys, worst, half = [], [], 0.0, 0.0
    bpy.context.view_layer.update()
    inv = cam.matrix_world.inverted()
    m = cam.matrix_world
    axis = (m.to_3x3() @ Vector((0, 0, -1))).normalized()
    for shape in SHAPES:
        for setting in SETTINGS:
            root, heads, stone, info, _ = ring(shape, setting, gold, dia, name=f"fit_{shape}_{setting}")
            place(root)
            objs = [root] + geom.descendants(root)
            for p in C.points_of(objs):
                q = inv @ p
                xs.append(q.x / -q.z)
                ys.append(q.y / -q.z)
            f = (table_point(stone, info) - m.translation).dot(axis)
            for p in C.points_of(heads):
                z = (p - m.translation).dot(axis)
                worst = max(worst, abs(z - f) / z)
                half = max(half, abs(z - f))
            for o in objs:
                bpy.data.objects.remove(o)
            rings._CUTS.clear()
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    hw = max(w, h) / (2 * FILL)
    lens = cam.data.sensor_width / 2 / hw
    shift_x = (max(xs) + min(xs)) / 2 / (2 * hw)
    shift_y = (max(ys) + min(ys)) / 2 / (2 * hw)
    d = (Vector((0, 0, 12.5)) - m.translation).dot(axis)
    pixel = cam.data.sensor_width / lens * d / RESOLUTION[0]
    fstop = lens / (1.5 * pixel / worst)
    print(f"DESIGN_FIT lens={lens:.1f} shift_x={shift_x:.4f} shift_y={shift_y:.4f} fstop={fstop:.0f} "
          f"(union {w / (2 * hw):.0%} x {h / (2 * hw):.0%} of the frame; heads +-{half:.1f} mm about their tables)")


def gem(stone):
    """The centre stone's material: lib/materials' gem of that name."""
    return M.gem(stone)
