"""Commissions (scenes/commission-<slug>.py and commission-<slug>-detail.py): the eight bespoke pieces shown on
the commissions page, each built once here so its hero and detail pictures show the very same ring, plus a
camera that frames a piece by itself and the turntables' cheap sampling for 1600x1200 stills.

Every builder returns the ring's root empty in the ring frame of lib/rings.py (finger axis +Y, head up +Z),
not yet dropped onto a surface."""
import math
import bpy
from mathutils import Vector, Matrix
from . import geom, gems, rings, studio, turntable, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 24
THRESHOLD = 0.025
EXPOSURE = 0.3

# a cabochon's dome is seen through few interfaces: its tint a shade deeper than lib/materials.GEMS' ruby;
# less blue than (0.92, 0.18, 0.32), which the stones' white light turned pink (hue 17.7; this one 19.8)
RUBY_CAB = (0.90, 0.12, 0.27)


# ------------------------------------------------------------------------------------------------ studio

def finish(backdrops=(), diffuse=1, min_samples=8, blur=turntable.SWEEP_BLUR):
    """Turntable-style sampling for the stills: the empty sweep is most of the pixels, so it gets a masked blur
    (lib/turntable._smooth_sweep) instead of more samples. `backdrops`: plain objects whose pixels may be
    blurred (sweeps; not textured slabs or linen). blur: the blur's size in pixels (5 at 1600 px wide)."""
    c = bpy.context.scene.cycles
    if c.use_adaptive_sampling:
        c.adaptive_min_samples = min_samples
    c.max_bounces = 8
    c.diffuse_bounces = diffuse
    c.glossy_bounces = 4
    c.transmission_bounces = 8
    c.transparent_max_bounces = 6
    if backdrops:
        for o in backdrops:
            o.pass_index = turntable.SWEEP_INDEX
        turntable._smooth_sweep(blur)


HERO_SWEEP = turntable.BACKDROP   # light warm sand, as the turntables and the design pictures
SLAB_TOP = 12.0


def hero_studio():
    """What all eight commission heroes share (they are shown side by side, as cards): the same world, plain
    light-sand sweep, pale honed travertine slab (its top at SLAB_TOP) and lights. Each scene only places its
    piece on the slab and frames it with shoot(). Returns the sweep (for finish())."""
    studio.world(strength=0.3)
    sweep = plain_sweep(HERO_SWEEP, "commission_sand")
    studio.plinth((180, 140, SLAB_TOP), M.stone(), (0, 20, SLAB_TOP), radius=1.2, name="slab")
    studio.studio_lights((0, 0, SLAB_TOP + 12), key_side=-1, strength=1.0, dist=280, rim=1.0)
    return sweep


def plain_sweep(color, name):
    """Sweep without the paper bump (that fine grain reads as noise at macro scale and costs samples)."""
    return studio.sweep(color, material=M.diffuse(color, roughness=0.8, specular=0.2, name=name))


def points_of(objs):
    bpy.context.view_layer.update()
    pts = []
    for o in objs:
        if o.type != "MESH":
            continue
        mw = o.matrix_world
        pts.extend(mw @ v.co for v in o.data.vertices)
    return pts


def shoot(subject, azimuth=-20.0, elevation=30.0, distance=170.0, fill=0.62, offset=(0.0, 0.0), fstop=8.0,
          focus=None, target=None):
    """Camera on a sphere around the subject (azimuth 0 = straight in front, from -Y; positive = from +X),
    with lens and shift chosen so the subject's silhouette fills `fill` of the frame on its tighter axis,
    centred, then moved by `offset` (fractions of the frame width/height, +x right, +y up).
    subject: root empties and/or objects. focus: world point (default: the top fifth of the subject)."""
    objs = []
    for s in subject:
        objs += [s] + geom.descendants(s)
    pts = points_of(objs)
    lo = Vector([min(p[i] for p in pts) for i in range(3)])
    hi = Vector([max(p[i] for p in pts) for i in range(3)])
    c = Vector(target) if target is not None else (lo + hi) / 2
    if focus is None:  # the top of the subject: a ring's head and stone, which must be sharp
        zt = hi.z - 0.2 * (hi.z - lo.z)
        top = [p for p in pts if p.z >= zt]
        focus = sum(top, Vector()) / len(top)
    az, el = math.radians(azimuth), math.radians(elevation)
    loc = c + distance * Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    cam = studio.camera(loc, c, lens=100, fstop=fstop, focus=focus)
    bpy.context.view_layer.update()
    inv = cam.matrix_world.inverted()
    xs, ys = [], []
    for p in pts:
        q = inv @ p
        xs.append(q.x / -q.z)
        ys.append(q.y / -q.z)
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    r = bpy.context.scene.render
    aspect = r.resolution_y / r.resolution_x
    hw = max(w / (2 * fill), h / (2 * fill * aspect))  # tan of half the horizontal field of view
    cd = cam.data
    cd.lens = cd.sensor_width / 2 / hw
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    cd.shift_x = cx / (2 * hw) - offset[0]
    cd.shift_y = cy / (2 * hw) - offset[1] * aspect
    print(f"COMMISSION_FIT lens={cd.lens:.1f}mm shift=({cd.shift_x:.3f},{cd.shift_y:.3f}) "
          f"subject {w / (2 * hw):.0%} of width, {h / (2 * hw * aspect):.0%} of height")
    return cam


# ------------------------------------------------------------------------------------------------ setting parts

def claws(points, info, metal, parent, base_z, name="claw", pr=0.3, gallery=True):
    """Claw prongs gripping a stone (girdle-centred at the local origin) at given girdle outline points (x, y):
    for step cuts, whose corners lib/rings.prong_head (a stretched circle) would put inside the stone."""
    crown, pav = info["crown"], info["pavilion"]
    objs = []
    for i, (x, y) in enumerate(points):
        rho = math.hypot(x, y)
        d = Vector((x / rho, y / rho, 0.0))
        ctrl = [(0.35 * rho, base_z - 0.4), (0.5 * rho, base_z * 0.7), (0.85 * rho, -0.55 * pav),
                (rho + pr * 0.6, -0.05 * pav), (rho + pr * 0.5, 0.3 * crown), (rho + pr * 0.05, 0.75 * crown)]
        pts = [d * r + Vector((0, 0, z)) for r, z in ctrl]
        path = geom.catmull_rom(pts, 8)
        objs.append(geom.tube_along(f"{name}{i}", path, pr, metal, sides=14, parent=parent,
                                    radius_fn=lambda t: 0.9 + 0.15 * t, cap=False))
        objs.append(geom.uv_sphere(f"{name}_tip{i}", pr * 1.08, metal, location=path[-1], parent=parent))
    if gallery:
        xs = max(abs(p[0]) for p in points)
        ys = max(abs(p[1]) for p in points)
        r = 0.78 * min(xs, ys)
        t = geom.torus(f"{name}_gallery", r, pr * 0.55, metal, location=(0, 0, -0.55 * pav), parent=parent,
                       scale=(xs / min(xs, ys), ys / min(xs, ys), 1))
        objs.append(t)
    return objs


def step_corners(info, inset=0.5):
    """Mid-points of the cut corners of lib/gems.emerald_cut (long axis local X), pulled in by `inset` of
    the corner facet."""
    W, H = info["length"] / 2, info["width"] / 2
    c = 0.16 * info["width"] * inset
    return [(sx * (W - c), sy * (H - c)) for sx in (1, -1) for sy in (1, -1)]


# ------------------------------------------------------------------------------------------------ the eight pieces

def yellow_gold_round_solitaire():
    """18k yellow gold, 6.4 mm (~1.0 ct) round brilliant, six prongs, slim comfort band."""
    gold = M.metal("yellow_gold", 0.1)
    band = rings.Band(17.0, 1.8, 1.55, "comfort", top_width=2.0, top_thickness=1.7)
    root, band, seat, info = rings.solitaire(gold, M.gem("diamond"), stone_d=6.4, prongs=6, band=band, height=0.7,
                                             name="yg_solitaire")
    return root


def platinum_oval_halo():
    """Platinum, ~9.1 x 6.4 mm (~1.5 ct) oval lab-grown diamond in four claws, halo of small brilliants,
    plain court shoulders (the engagement-hero ring has pavé shoulders)."""
    plat = M.metal("platinum", 0.08)
    dia = M.gem("diamond")
    band = rings.Band(17.0, 1.9, 1.6, "court", top_width=2.1, top_thickness=1.8)
    root, band, seat, info = rings.solitaire(plat, dia, stone_d=6.4, prongs=4, cut="oval", band=band, height=1.3,
                                             oval_ratio=1.42, name="pt_halo")
    rings.halo(info, 1.1, dia, plat, seat, name="pt_halo_halo", stretch_x=1.3)
    return root


def white_gold_emerald_three_stone():
    """18k white gold: 8.0 x 5.9 mm emerald-cut centre and two 4.8 x 3.5 mm emerald-cut side stones, all set
    north-south in four corner claws, the side baskets tilted to follow the band."""
    wg = M.metal("white_gold", 0.08)
    dia = M.gem("diamond")
    root = geom.empty("wg_three")
    band = rings.Band(17.0, 2.0, 1.6, "comfort", top_width=2.4, top_thickness=1.8)
    band.build(wg, "wg_three_band", root)
    top = band.r_out(0)
    stone, info = gems.emerald_cut(8.0, 5.9, dia, "wg_three_centre")
    gz = top + info["pavilion"] + 0.55
    seat = geom.empty("wg_three_seat", location=(0, 0, gz), rotation=(0, 0, 90), parent=root)
    stone.parent = seat
    claws(step_corners(info), info, wg, seat, base_z=top - gz + 0.1, name="wg_three_claw", pr=0.32)
    sw = 3.5
    for s in (-1, 1):
        x = s * (5.9 / 2 + 0.75 + sw / 2)
        tilt = s * 16.0
        z_band = math.sqrt(max(0.0, top ** 2 - x ** 2))
        st, si = gems.emerald_cut(4.8, sw, dia, f"wg_three_side{s}")
        sz = gz - 1.1
        outer = geom.empty(f"wg_three_side_tilt{s}", location=(x, 0, sz), rotation=(0, tilt, 0), parent=root)
        inner = geom.empty(f"wg_three_side_seat{s}", rotation=(0, 0, 90), parent=outer)
        st.parent = inner
        claws(step_corners(si), si, wg, inner, base_z=(z_band - sz) / math.cos(math.radians(tilt)) + 0.2,
              name=f"wg_three_sclaw{s}", pr=0.26)
    return root


def rose_gold_sapphire_bezel():
    """18k rose gold, 7.8 x 6.0 mm oval blue sapphire in a full (rub-over) bezel, comfort band."""
    rose = M.metal("rose_gold", 0.09)
    sapph = M.gem("sapphire")
    band = rings.Band(17.0, 2.0, 1.7, "comfort", top_width=2.5, top_thickness=1.9)
    root, band, seat, info = rings.solitaire(rose, sapph, stone_d=6.0, cut="oval", oval_ratio=1.3, band=band,
                                             setting="bezel", height=0.35, name="rg_bezel")
    return root


def rose_gold_round_pave():
    """18k rose gold, 6.2 mm round lab-grown diamond in four claws on a band with a row of pavé brilliants
    over its upper half."""
    rose = M.metal("rose_gold", 0.09)
    dia = M.gem("diamond")
    band = rings.Band(17.0, 2.0, 1.7, "comfort", top_width=2.3, top_thickness=1.8)
    root, band, seat, info = rings.solitaire(rose, dia, stone_d=6.2, prongs=4, band=band, height=0.9,
                                             name="rg_pave")
    ths = [math.radians(a) for a in range(22, 100, 7)]
    rings.stones_on_band(band, ths + [-t for t in ths], 1.3, dia, rose, root, name="rg_pave_band", seat=0.12)
    return root


def yellow_gold_wedding_bands():
    """A matched pair in 18k yellow gold: a 5 mm comfort-fit band and a 2.5 mm court band.
    Returns (wide_root, narrow_root), unplaced."""
    gold = M.metal("yellow_gold", 0.1)
    wide = geom.empty("yg_wide")
    rings.Band(19.5, 5.0, 1.9, "comfort").build(gold, "yg_wide_band", wide)
    narrow = geom.empty("yg_narrow")
    rings.Band(16.5, 2.5, 1.7, "court").build(gold, "yg_narrow_band", narrow)
    return wide, narrow


def white_gold_channel_eternity():
    """18k white gold eternity band: 27 round brilliants of 2.2 mm in a channel between two rails, all the way
    round."""
    wg = M.metal("white_gold", 0.08)
    dia = M.gem("diamond")
    root = geom.empty("wg_channel")
    band = rings.Band(17.0, 3.1, 1.8, "flat")
    band.build(wg, "wg_channel_band", root)
    d = 2.2
    n = int(2 * math.pi * band.r_out(0) / (d + 0.18))
    ths = [2 * math.pi * (i + 0.5) / n for i in range(n)]
    rings.stones_on_band(band, ths, d, dia, wg, root, name="wg_channel_stone", beads=False, seat=0.14)
    rings.channel_rails(band, 0.0, 2 * math.pi, d, wg, root, height=0.3, thick=0.5, name="wg_channel_rail")
    return root


def platinum_ruby_cabochon(tint=RUBY_CAB):
    """Platinum: 7.0 mm round ruby cabochon in a milgrain-edged bezel on a D-shape band. tint: the ruby's, for a
    view that looks through more of the dome than the three-quarter one (see the detail scene)."""
    plat = M.metal("platinum", 0.09)
    ruby = M.gem("ruby", name="gem_ruby_cabochon", colour=tint)
    root = geom.empty("pt_cab")
    band = rings.Band(17.0, 2.2, 1.7, "d_shape", top_width=3.0, top_thickness=2.0)
    band.build(plat, "pt_cab_band", root)
    top = band.r_out(0)
    cab, info = gems.cabochon(7.0, 2.9, ruby, "pt_cab_ruby")
    gz = top + 1.0
    seat = geom.empty("pt_cab_seat", location=(0, 0, gz), parent=root)
    cab.parent = seat
    wall = 0.6
    rings.bezel(info, plat, seat, wall=wall, base_z=top - gz - 0.4, name="pt_cab_bezel")
    # milgrain on the rim's outer edge (rings.bezel's own row sits inside the rim, too fine to see at this size)
    rim_top = 0.35 * info["crown"]
    rings.milgrain_ring(info["R"] + wall * 0.85, rim_top + 0.02, 0.17, plat, seat, name="pt_cab_milgrain")
    return root
