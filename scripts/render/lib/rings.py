"""Ring building blocks: bands of several profiles, prong heads (4/6), bezels, halos, pavé,
channel and eternity settings, milgrain.

Ring frame: finger axis = +Y, ring lies in the XZ plane, top of the ring (where a head sits) is +Z.
Angles `theta` are measured around the band from +Z towards +X."""
import math
import bmesh
from mathutils import Vector, Matrix
from . import geom, gems


def _superellipse_profile(n_pts, n_out, n_in, out_shape=None):
    """Closed cross-section in unit coords: (y in [-0.5,0.5], v in [0,1] from inner to outer)."""
    pts = []
    for i in range(n_pts):
        a = 2 * math.pi * i / n_pts
        c, s = math.cos(a), math.sin(a)
        n = n_out if s >= 0 else n_in
        y = 0.5 * math.copysign(abs(c) ** (2 / n), c)
        v = 0.5 * math.copysign(abs(s) ** (2 / n), s)
        pts.append((y, 0.5 + v))
    return pts


PROFILES = {
    # (outer exponent, inner exponent)
    "flat": (9.0, 9.0),        # flat court, softly rounded edges
    "comfort": (2.6, 5.0),     # D-shape / comfort fit: domed outside, gently curved inside
    "d_shape": (2.2, 12.0),    # classic D: domed outside, flat inside
    "knife": (1.15, 6.0),      # knife-edge: ridge along the middle
    "court": (3.5, 3.5),       # court: curved both sides
}


class Band:
    """A ring band. width/thickness may taper from bottom (theta=pi) to top (theta=0)."""

    def __init__(self, inner_d=17.0, width=2.0, thickness=1.7, profile="comfort", top_width=None,
                 top_thickness=None, segments=192, profile_pts=48):
        self.r_in = inner_d / 2
        self.width = width
        self.thick = thickness
        self.top_width = top_width if top_width is not None else width
        self.top_thick = top_thickness if top_thickness is not None else thickness
        self.profile = profile
        self.segments = segments
        self.profile_pts = profile_pts

    def _blend(self, theta):
        return (1 + math.cos(theta)) / 2  # 1 at top, 0 at bottom

    def w_at(self, theta):
        b = self._blend(theta) ** 2
        return self.width + (self.top_width - self.width) * b

    def t_at(self, theta):
        b = self._blend(theta) ** 2
        return self.thick + (self.top_thick - self.thick) * b

    def r_out(self, theta=0.0):
        return self.r_in + self.t_at(theta)

    def point(self, theta, r, y=0.0):
        return Vector((r * math.sin(theta), y, r * math.cos(theta)))

    def outer_point(self, theta, y=0.0, lift=0.0):
        """Point on the outer surface (approximate for y != 0)."""
        n_out = PROFILES[self.profile][0]
        w = self.w_at(theta)
        t = self.t_at(theta)
        u = min(1.0, abs(2 * y / w))
        v = 0.5 + 0.5 * (max(0.0, 1 - u ** n_out)) ** (1 / n_out)
        return self.point(theta, self.r_in + v * t + lift, y)

    def frame(self, theta, y=0.0, lift=0.0):
        """4x4 matrix placing local +Z along the outward normal at theta (local X tangent)."""
        p = self.outer_point(theta, y, lift)
        nz = Vector((math.sin(theta), 0, math.cos(theta)))
        nx = Vector((math.cos(theta), 0, -math.sin(theta)))
        ny = nz.cross(nx)
        m = Matrix((nx, ny, nz)).transposed().to_4x4()
        m.translation = p
        return m

    def build(self, material, name="band", parent=None, gap=None):
        """gap: (theta0, theta1) angular range left open (e.g. under a head)."""
        n_out, n_in = PROFILES[self.profile]
        prof = _superellipse_profile(self.profile_pts, n_out, n_in)
        rings = []
        for i in range(self.segments):
            th = 2 * math.pi * i / self.segments
            w, t = self.w_at(th), self.t_at(th)
            ring = []
            for (y, v) in prof:
                r = self.r_in + v * t
                ring.append(self.point(th, r, y * w))
            rings.append(ring)
        obj = geom.grid_surface(name, rings, True, True, material, True, parent)
        obj.data.use_auto_smooth = True
        obj.data.auto_smooth_angle = math.radians(60)
        self.obj = obj
        return obj


def place(obj, matrix, parent=None):
    if parent is not None:
        obj.parent = parent
    obj.matrix_basis = matrix @ obj.matrix_basis
    return obj


def prong_head(stone_info, metal, n=6, parent=None, base_z=0.0, prong_r=None, offset_deg=None, gallery=True,
               name="head", tip_scale=1.25, stretch_x=1.0):
    """Prongs (claws) for a stone whose girdle is centred at the local origin (table up).
    base_z: local z where the prongs start (top of the band, below the culet)."""
    R = stone_info["R"]
    crown = stone_info["crown"]
    pav = stone_info["pavilion"]
    pr = prong_r or max(0.26, 0.064 * R * 2)
    off = (math.pi / n) if offset_deg is None else math.radians(offset_deg)
    objs = []
    for i in range(n):
        a = off + 2 * math.pi * i / n
        ca, sa = math.cos(a) * stretch_x, math.sin(a)
        ctrl = [
            (0.30 * R, base_z - 0.4),
            (0.45 * R, base_z + 0.25 * (0 - base_z)),
            (0.80 * R, -0.55 * pav),
            (1.03 * R + pr * 0.55, -0.05 * pav),
            (1.02 * R + pr * 0.45, 0.18 * crown),
            (0.93 * R + pr * 0.1, 0.52 * crown),
        ]
        pts = [Vector((r * ca, r * sa, z)) for r, z in ctrl]
        path = geom.catmull_rom(pts, 8)
        o = geom.tube_along(f"{name}_prong{i}", path, pr, metal, sides=14, parent=parent,
                            radius_fn=lambda t: 0.9 + 0.15 * t, cap=False)
        objs.append(o)
        tip = geom.uv_sphere(f"{name}_tip{i}", pr * 1.06, metal, location=path[-1], parent=parent)
        objs.append(tip)
    if gallery:
        for (rr, z, mr) in ((0.82 * R, -0.55 * pav, pr * 0.55), (0.50 * R, base_z + 0.3 * (0 - base_z), pr * 0.5)):
            t = geom.torus(f"{name}_gallery", rr, mr, metal, location=(0, 0, z), parent=parent,
                           scale=(stretch_x, 1, 1))
            objs.append(t)
    return objs


def bezel(stone_info, metal, parent=None, wall=0.55, depth=None, name="bezel", milgrain=None, stretch_x=1.0,
          base_z=None):
    """Rub-over bezel cup around a stone girdle-centred at the origin."""
    R = stone_info["R"]
    pav = stone_info["pavilion"]
    crown = stone_info["crown"]
    top = 0.35 * crown
    bottom = base_z if base_z is not None else -(depth or pav * 0.9)
    ri = R * 0.93
    bw = R * 0.72 + wall  # tapered cup: narrower at the base
    prof = [(ri, top), (R * 0.985, top + 0.12), (R + wall * 0.5, top + 0.16), (R + wall, top - 0.1),
            (R + wall * 0.9, -0.3 * pav), (bw, bottom + 0.3), (bw - 0.3, bottom), (ri * 0.5, bottom),
            (ri * 0.5, bottom + 0.2),
            (ri * 0.98, -0.25 * pav), (ri, 0.0)]
    o = geom.revolve_z(name, prof, 96, metal, True, parent, closed=True)
    o.scale = (stretch_x, 1, 1) if stretch_x != 1 else (1, 1, 1)
    o.data.use_auto_smooth = True
    o.data.auto_smooth_angle = math.radians(50)
    objs = [o]
    if milgrain:
        objs += milgrain_ring(R + wall * 0.55, top + 0.05, milgrain, metal, parent, stretch_x)
    return objs


def milgrain_ring(radius, z, bead_r, metal, parent=None, stretch_x=1.0, name="milgrain"):
    """Ring of tiny beads (vintage milgrain edge), as one mesh."""
    n = int(2 * math.pi * radius / (bead_r * 2.1))
    bm = bmesh.new()
    for i in range(n):
        a = 2 * math.pi * i / n
        m = Matrix.Translation((radius * math.cos(a) * stretch_x, radius * math.sin(a), z))
        bmesh.ops.create_uvsphere(bm, u_segments=8, v_segments=6, radius=bead_r, matrix=m)
    return [geom.mesh_object(name, bm, metal, smooth=True, parent=parent)]


def milgrain_along(points, bead_r, metal, parent=None, name="milgrain"):
    bm = bmesh.new()
    for p in points:
        bmesh.ops.create_uvsphere(bm, u_segments=8, v_segments=6, radius=bead_r, matrix=Matrix.Translation(p))
    return geom.mesh_object(name, bm, metal, smooth=True, parent=parent)


def halo(stone_info, small_d, gem_mat, metal, parent=None, gap=0.15, name="halo", stretch_x=1.0):
    """A halo of small brilliants around the centre stone's girdle with a metal frame below."""
    R = stone_info["R"]
    rr = R + 0.25 + small_d / 2
    objs = []
    circ = 2 * math.pi * rr * (1 + stretch_x) / 2
    n = max(8, int(circ / (small_d + gap)))
    frame_z = -0.35 * small_d
    for i in range(n):
        a = 2 * math.pi * i / n
        p = Vector((rr * math.cos(a) * stretch_x, rr * math.sin(a), frame_z + 0.05))
        s, info = gems.brilliant(small_d, gem_mat, f"{name}_stone", parent)
        s.location = p
        s.rotation_euler = (0, 0, a)
        objs.append(s)
        # shared beads
        a2 = a + math.pi / n
        for rad in (rr - small_d * 0.48, rr + small_d * 0.48):
            b = geom.uv_sphere(f"{name}_bead", small_d * 0.15, metal, parent=parent, segments=10, rings=6,
                               location=(rad * math.cos(a2) * stretch_x, rad * math.sin(a2),
                                         frame_z + info["crown"] * 0.55))
            objs.append(b)
    # frame: a shallow cup ring beneath the halo stones
    prof = [(rr - small_d * 0.55, frame_z - 0.05), (rr + small_d * 0.58, frame_z - 0.05),
            (rr + small_d * 0.62, frame_z - small_d * 0.5), (rr + small_d * 0.3, frame_z - small_d * 0.85),
            (rr - small_d * 0.45, frame_z - small_d * 0.7)]
    f = geom.revolve_z(f"{name}_frame", prof, 128, metal, True, parent, closed=True)
    f.scale = (stretch_x, 1, 1)
    for o in objs:
        if o.name.startswith(f"{name}_stone"):
            m = Matrix.Diagonal((1 / stretch_x, 1, 1, 1)) @ o.matrix_basis
            add_cut(f, m, small_d)
    objs.append(f)
    return objs


def stones_on_band(band, thetas, stone_d, gem_mat, metal, parent=None, y=0.0, beads=True, seat=0.12,
                   name="pave", bead_scale=0.16, rows_y=None):
    """Pavé / shared-prong stones along the top of a band at the given angles."""
    objs = []
    ys = rows_y or [y]
    bm = bmesh.new()
    for yy in ys:
        for i, th in enumerate(thetas):
            m = band.frame(th, yy, lift=-seat * stone_d)
            s, info = gems.brilliant(stone_d, gem_mat, f"{name}_stone", parent)
            s.matrix_basis = m @ Matrix.Rotation(th * 3.1, 4, 'Z')
            objs.append(s)
            if getattr(band, "obj", None) is not None:
                add_cut(band.obj, m, stone_d)
            if beads:
                for sy in (-1, 1):
                    if i < len(thetas) - 1:
                        tm = (th + thetas[i + 1]) / 2
                    else:
                        tm = th + (th - thetas[i - 1]) / 2 if i > 0 else th
                    p = band.frame(tm, yy + sy * stone_d * 0.45, lift=0.0).translation
                    bmesh.ops.create_uvsphere(bm, u_segments=10, v_segments=6, radius=stone_d * bead_scale,
                                              matrix=Matrix.Translation(p))
    if beads:
        objs.append(geom.mesh_object(f"{name}_beads", bm, metal, smooth=True, parent=parent))
    else:
        bm.free()
    return objs


def channel_rails(band, theta0, theta1, stone_d, metal, parent=None, height=0.35, thick=0.35, name="channel"):
    """Two thin walls rising from the band edges over an angular range (channel setting)."""
    objs = []
    for sy in (-1, 1):
        pts = []
        n = max(8, int(abs(theta1 - theta0) * 40))
        for i in range(n + 1):
            th = theta0 + (theta1 - theta0) * i / n
            pts.append(band.point(th, band.r_out(th) + height * 0.3, sy * (stone_d / 2 + thick * 0.4)))
        objs.append(geom.tube_along(f"{name}_rail", pts, thick * 0.55, metal, 12, parent))
    return objs


def solitaire(metal, gem_mat, stone_d=6.5, prongs=6, cut="round", band=None, parent=None, setting="prong",
              height=0.6, name="ring", oval_ratio=1.4):
    """Classic solitaire assembly. Returns (root_empty, band, head_empty, stone_info)."""
    root = geom.empty(name, parent=parent)
    band = band or Band(17.0, 2.0, 1.7, "comfort", top_width=2.2, top_thickness=1.9)
    band.build(metal, f"{name}_band", root)
    if cut == "round":
        stone, info = gems.brilliant(stone_d, gem_mat, f"{name}_centre")
        sx = 1.0
    elif cut == "oval":
        stone, info = gems.oval(stone_d * oval_ratio, stone_d, gem_mat, f"{name}_centre")
        sx = oval_ratio
    else:
        stone, info = gems.emerald_cut(stone_d * 1.35, stone_d, gem_mat, f"{name}_centre")
        sx = 1.35
    top = band.r_out(0)
    girdle_z = top + info["pavilion"] + height
    head = geom.empty(f"{name}_head", location=(0, 0, girdle_z), parent=root)
    # 'seat' carries the stone and its setting; rotated so elongated cuts run along the finger
    seat = geom.empty(f"{name}_seat", rotation=(0, 0, 0 if cut == "round" else 90), parent=head)
    stone.parent = seat
    info["stretch_x"] = sx
    if setting == "prong":
        prong_head(info, metal, prongs, seat, base_z=top - girdle_z + 0.1, name=f"{name}_head", stretch_x=sx)
    elif setting == "bezel":
        bezel(info, metal, seat, base_z=top - girdle_z - 0.2, name=f"{name}_bezel", stretch_x=sx)
    return root, band, seat, info


def stone_on_band(band, theta, kind, size, gem_mat, metal, parent=None, setting="bezel", y=0.0, lift=0.35,
                  name="side", prongs=4, rot=0.0):
    """Set a stone on the band surface at angle theta (bezel cup or prongs). Returns (empty, info)."""
    e = geom.empty(f"{name}_seat", parent=parent)
    e.matrix_basis = band.frame(theta, y, lift=lift) @ Matrix.Rotation(rot, 4, "Z")
    if kind == "round":
        s, info = gems.brilliant(size, gem_mat, f"{name}_stone", e)
    elif kind == "oval":
        s, info = gems.oval(size * 1.35, size, gem_mat, f"{name}_stone", e)
    else:
        s, info = gems.emerald_cut(size * 1.3, size, gem_mat, f"{name}_stone", e)
    if getattr(band, "obj", None) is not None and kind == "round":
        add_cut(band.obj, e.matrix_basis, size * (0.94 if setting == "bezel" else 1.0), hole=0.25)
    if setting == "bezel":
        bezel(info, metal, e, wall=max(0.3, size * 0.11), base_z=-lift - 0.4, name=f"{name}_bezel",
              stretch_x=1.35 if kind == "oval" else 1.0)
    elif setting == "prong":
        prong_head(info, metal, prongs, e, base_z=-lift - 0.3, offset_deg=45 if prongs == 4 else None,
                   name=f"{name}_prong", gallery=True)
    elif setting == "flush":
        # gypsy / flush setting: a polished collar around the girdle sunk into the band
        geom.torus(f"{name}_collar", info["R"] + 0.12, 0.16, metal, (0, 0, info["crown"] * 0.2), parent=e,
                   seg=48, sides=10)
    return e, info


def text_mesh(text, size=2.0, font_path=None, extrude=0.05, name="text"):
    """Create a mesh object of `text` (x along the text, y up, z = extrude) and return it."""
    import bpy
    cu = bpy.data.curves.new(name, "FONT")
    cu.body = text
    cu.size = size
    cu.extrude = extrude
    cu.align_x = "CENTER"
    cu.align_y = "CENTER"
    cu.resolution_u = 6
    if font_path:
        try:
            cu.font = bpy.data.fonts.load(font_path)
        except Exception:
            pass
    tmp = bpy.data.objects.new(name + "_tmp", cu)
    geom.link(tmp)
    bpy.context.view_layer.update()
    dg = bpy.context.evaluated_depsgraph_get()
    me = bpy.data.meshes.new_from_object(tmp.evaluated_get(dg))
    bpy.data.objects.remove(tmp)
    obj = bpy.data.objects.new(name, me)
    geom.link(obj)
    return obj


def inner_inscription(band, text, material, theta_center=math.pi, size=1.6, font_path=None, depth=0.05,
                      parent=None, name="inscription"):
    """Wrap text around the inside surface of a band (readable from inside the ring)."""
    obj = text_mesh(text, size, font_path, depth, name)
    r = band.r_in
    for v in obj.data.vertices:
        x, y, z = v.co
        th = theta_center - x / r  # minus: reads correctly when seen from inside the ring
        rr = r - 0.01 - (z + depth)  # letters stand slightly proud of the inner surface
        v.co = Vector((rr * math.sin(th), y, rr * math.cos(th)))
    obj.data.materials.append(material)
    obj.parent = parent
    return obj


# ---------------------------------------------------------------------------------------------
# Stone seats: conical seats + light holes cut into the metal under set stones (boolean), so the
# pavilions sit in air like a real setting instead of inside solid metal (which renders them black).
_CUTS = {}


def add_cut(target, matrix, d, hole=0.17):
    """Register a seat for a stone of diameter d (girdle-centred frame `matrix`, in target's local space)."""
    _CUTS.setdefault(target.name, (target, []))[1].append((matrix.copy(), d, hole))


def _cutter_bmesh(cuts, seg=20):
    bm = bmesh.new()
    for (m, d, hole) in cuts:
        prof = [(0.505 * d, 0.8 * d), (0.505 * d, 0.0), (hole * d * 1.6, -0.42 * d), (hole * d, -0.5 * d),
                (hole * d, -4.0 * d)]
        rings_v = []
        for (r, z) in prof:
            ring = []
            for i in range(seg):
                a = 2 * math.pi * i / seg
                ring.append(bm.verts.new(m @ Vector((r * math.cos(a), r * math.sin(a), z))))
            rings_v.append(ring)
        for k in range(len(prof) - 1):
            for i in range(seg):
                j = (i + 1) % seg
                bm.faces.new((rings_v[k][i], rings_v[k + 1][i], rings_v[k + 1][j], rings_v[k][j]))
        bm.faces.new(list(reversed(rings_v[0])))
        bm.faces.new(rings_v[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return bm


def finalize_all():
    """Apply all registered seats (called by the runner after a scene is built)."""
    import bpy
    for name, (obj, cuts) in list(_CUTS.items()):
        try:
            obj.name
        except ReferenceError:  # target was deleted by the scene
            continue
        cutter = geom.mesh_object(f"{name}_cutter", _cutter_bmesh(cuts))
        cutter.parent = obj.parent
        cutter.matrix_basis = obj.matrix_basis.copy()
        mod = obj.modifiers.new("seats", "BOOLEAN")
        mod.operation = "DIFFERENCE"
        mod.solver = "EXACT"
        mod.use_self = len(cuts) > 1
        mod.object = cutter
        bpy.context.view_layer.update()
        dg = bpy.context.evaluated_depsgraph_get()
        me = bpy.data.meshes.new_from_object(obj.evaluated_get(dg))
        obj.modifiers.remove(mod)
        old = obj.data
        obj.data = me
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(45)
        bpy.data.objects.remove(cutter)
        bpy.data.meshes.remove(old)
    _CUTS.clear()
