"""Props: ring box, gift box with ribbon, sketchbook + pencil + sketch lines, jeweller's bench tools."""
import math
import bmesh
from mathutils import Vector, Matrix
from . import geom, materials as M


def ring_box(outer, inner, size=(46, 46, 26), lid_angle=105, name="ring_box", parent=None, slot=True):
    """Hinged ring box. Local origin = centre of the bottom. Hinge along the back (+Y) top edge.
    Returns (root, slot_top_z, slot_y): rings stand in the slot at x=0."""
    W, D, H = size
    root = geom.empty(name, parent=parent)
    base_h = H * 0.6
    lid_h = H - base_h
    geom.rounded_box(f"{name}_base", (W, D, base_h), 3.0, outer, (0, 0, base_h / 2), parent=root, segments=5)
    # cushion insert (velvet, rounded top) with a slit
    ch = 3.0
    cw, cd = W - 5.0, D - 5.0
    z_top = base_h + 0.6
    for s in (-1, 1) if slot else (0,):
        half = cd / 2 - (0.7 if slot else 0)
        y = s * (0.7 + half / 2) if slot else 0
        geom.rounded_box(f"{name}_cushion", (cw, half if slot else cd, ch * 2), 1.6, inner,
                         (0, y, z_top - ch), parent=root, segments=6)
    # rim of the base (thin metal-ish lip)
    # lid: hinged at back top edge
    hinge = geom.empty(f"{name}_hinge", (0, D / 2, base_h), (-lid_angle, 0, 0), parent=root)
    lid = geom.rounded_box(f"{name}_lid", (W, D, lid_h), 3.0, outer, (0, -D / 2, lid_h / 2), parent=hinge,
                           segments=5)
    geom.rounded_box(f"{name}_lid_lining", (W - 4.0, D - 4.0, 1.0), 0.4, inner, (0, -D / 2, -0.3), parent=hinge,
                     segments=2)
    geom.cylinder(f"{name}_hinge_pin", 0.8, W - 8, M.metal("champagne", 0.25), (-(W - 8) / 2, D / 2 + 0.2, base_h),
                  (0, 90, 0), parent=root, seg=16)
    return root, z_top


def gift_box(paper_mat, ribbon_mat, size=(60, 60, 30), name="gift_box", parent=None, lid=True, lid_offset=None,
             ribbon_w=7.0):
    """Square gift box; returns (root, base_top_z). If lid_offset=(x,y,z,rx,ry,rz) the lid is placed loose."""
    W, D, H = size
    root = geom.empty(name, parent=parent)
    wall = 1.2
    # base as a hollow tray (outer box + inner cut approximated by an inner darker box top)
    geom.rounded_box(f"{name}_base", (W, D, H), 0.5, paper_mat, (0, 0, H / 2), parent=root, segments=2)
    lid_root = geom.empty(f"{name}_lid", (0, 0, H - 6), parent=root)
    if lid_offset:
        x, y, z, rx, ry, rz = lid_offset
        lid_root.location = (x, y, z)
        lid_root.rotation_euler = [math.radians(a) for a in (rx, ry, rz)]
    if lid:
        LW, LD, LH = W + 2 * wall, D + 2 * wall, 9.0
        geom.rounded_box(f"{name}_lid_top", (LW, LD, LH), 0.6, paper_mat, (0, 0, LH / 2), parent=lid_root, segments=2)
        for axis in (0, 1):
            sz = (LW + 0.4, ribbon_w, LH + 0.4) if axis == 0 else (ribbon_w, LD + 0.4, LH + 0.4)
            geom.rounded_box(f"{name}_ribbon{axis}", sz, 0.2, ribbon_mat, (0, 0, LH / 2 + 0.0), parent=lid_root,
                             segments=1)
        bow(ribbon_mat, f"{name}_bow", lid_root, (0, 0, LH + 0.2), ribbon_w)
    return root, H, lid_root


def bow(mat, name="bow", parent=None, location=(0, 0, 0), w=7.0):
    root = geom.empty(name, location, parent=parent)
    for s in (-1, 1):
        pts = []
        for i in range(25):
            t = i / 24 * 2 * math.pi
            pts.append(Vector((s * (w * 1.1) * (1 - math.cos(t)) * 0.9, w * 0.5 * math.sin(t) * 0.6,
                               w * 0.55 * math.sin(t / 2) ** 1.5 * 1.2 + 0.6)))
        _ribbon_strip(f"{name}_loop", pts, w * 0.8, 0.25, mat, root, Vector((0, 1, 0)))
        tail = [Vector((0, 0, 0.5)), Vector((s * w * 0.6, -w * 0.9, 0.3)), Vector((s * w * 1.3, -w * 2.1, 0.25))]
        _ribbon_strip(f"{name}_tail", geom.catmull_rom(tail, 6), w * 0.8, 0.25, mat, root, Vector((0, 0, 1)))
    geom.rounded_box(f"{name}_knot", (w * 0.8, w * 0.9, w * 0.45), 0.8, mat, (0, 0, 1.2), parent=root, segments=3)
    return root


def _ribbon_strip(name, pts, width, thick, mat, parent, across):
    """A flat ribbon: a thin band swept along pts with its width along `across` (projected)."""
    verts, faces = [], []
    n = len(pts)
    for i, p in enumerate(pts):
        t = (pts[min(i + 1, n - 1)] - pts[max(i - 1, 0)]).normalized()
        a = (across - t * across.dot(t)).normalized()
        nrm = t.cross(a)
        for sa in (-1, 1):
            for sn in (-1, 1):
                verts.append(p + a * sa * width / 2 + nrm * sn * thick / 2)
    for i in range(n - 1):
        b, c = 4 * i, 4 * (i + 1)
        for q in ((0, 1, 3, 2), (2, 3, 1, 0)):
            pass
        faces += [(b + 0, c + 0, c + 2, b + 2), (b + 1, b + 3, c + 3, c + 1), (b + 0, b + 1, c + 1, c + 0),
                  (b + 2, c + 2, c + 3, b + 3)]
    return geom.from_pydata(name, verts, faces, mat, True, parent)


def sketchbook(paper_mat, cover_mat, size=(210, 150), name="sketchbook", parent=None, curl=6.0):
    """Open sketchbook lying flat: two pages bending up toward the gutter, cover boards beneath.
    Page surface height: z(x) via returned function."""
    W, H = size  # size of one page (x across each page, y up the page)
    root = geom.empty(name, parent=parent)
    nx, ny = 40, 4

    def page_z(x):
        # x from -W..W ; gutter at 0
        u = abs(x) / W
        return 2.6 + curl * math.exp(-u * 9) - 0.15 * u

    rings = []
    for i in range(nx * 2 + 1):
        x = -W + 2 * W * i / (nx * 2)
        rings.append([(x, -H / 2 + H * j / ny, page_z(x) - (0.0 if abs(x) > 4 else (4 - abs(x)) * 0.9))
                      for j in range(ny + 1)])
    geom.grid_surface(f"{name}_pages", rings, False, False, paper_mat, True, root)
    # page block edges (thickness) and covers
    for s in (-1, 1):
        geom.rounded_box(f"{name}_block", (W - 2, H - 2, 2.2), 0.3, paper_mat, (s * (W / 2 + 1), 0, 1.3), parent=root,
                         segments=1)
        geom.rounded_box(f"{name}_cover", (W + 4, H + 6, 1.6), 0.5, cover_mat, (s * (W / 2 + 2), 0, 0.8),
                         parent=root, segments=2)
    return root, page_z


def sketch_lines(polylines, z_fn, mat=None, width=0.35, name="sketch", parent=None, jitter=0.0):
    """Pencil strokes lying on a surface z_fn(x): each stroke a very flat tube."""
    mat = mat or M.graphite()
    objs = []
    for k, pl in enumerate(polylines):
        pts = [Vector((p[0], p[1], z_fn(p[0]) + 0.05)) for p in pl]
        o = geom.tube_along(f"{name}{k}", pts, width / 2, mat, 6, parent, cap=False)
        o.scale = (1, 1, 1)
        objs.append(o)
    # flatten strokes: scale the mesh vertically about each point is overkill; width is tiny.
    return objs


def ellipse(cx, cy, rx, ry, n=64, a0=0.0, a1=2 * math.pi, rot=0.0):
    out = []
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((cx + x * math.cos(rot) - y * math.sin(rot), cy + x * math.sin(rot) + y * math.cos(rot)))
    return out


def pencil(length=150.0, name="pencil", parent=None, body=(0.12, 0.20, 0.16)):
    """Hexagonal pencil along +X with sharpened tip at +X. Origin at the tip-end centre of the hex body."""
    root = geom.empty(name, parent=parent)
    r = 3.6
    body_mat = M.diffuse(body, 0.35, name=f"{name}_paint", specular=0.5)
    prof = [(0, 0), (r, 0), (r, length), (0, length)]
    o = geom.revolve_z(f"{name}_body", prof, 6, body_mat, False, root, closed=False)
    o.rotation_euler = (0, math.radians(-90), 0)
    o.location = (0, 0, 0)
    wood_m = M.diffuse((0.72, 0.52, 0.32), 0.7, name="pencil_wood")
    cone = geom.revolve_z(f"{name}_cone", [(r * 0.93, 0), (1.0, 16), (0, 16.0)], 24, wood_m, True, root,
                          closed=False)
    cone.rotation_euler = (0, math.radians(90), 0)
    lead = geom.revolve_z(f"{name}_lead", [(1.02, 0), (0.0, 5.0)], 16, M.graphite(), True, root, closed=False)
    lead.rotation_euler = (0, math.radians(90), 0)
    lead.location = (13.2, 0, 0)
    # ferrule + eraser at the back
    fer = geom.cylinder(f"{name}_ferrule", r + 0.15, 10, M.metal("champagne", 0.3), (-length, 0, 0), (0, -90, 0),
                        parent=root, seg=24)
    er = geom.cylinder(f"{name}_eraser", r, 7, M.diffuse((0.75, 0.45, 0.40), 0.8, name="eraser"),
                       (-length - 10, 0, 0), (0, -90, 0), parent=root, seg=24, bevel=0.8)
    return root


def mandrel(length=260.0, r0=6.5, r1=12.5, name="mandrel", parent=None):
    """Steel ring mandrel along +X: taper from r0 (tip, x=0) to r1, then a handle."""
    root = geom.empty(name, parent=parent)
    steel = M.metal("steel", 0.22, brushed=True)
    prof = [(0, 0), (r0 - 0.5, 0), (r0, 0.5), (r1, length * 0.62), (r1 * 1.02, length * 0.64), (r1 * 0.9, length * 0.66),
            (r1 * 0.9, length), (0, length)]
    o = geom.revolve_z(f"{name}_steel", prof, 96, steel, True, root, closed=False)
    o.rotation_euler = (0, math.radians(90), 0)
    o.data.use_auto_smooth = True
    o.data.auto_smooth_angle = math.radians(30)
    # engraved size marks (thin dark rings)
    mark = M.diffuse((0.05, 0.05, 0.05), 0.5, name="mandrel_mark")
    for i in range(1, 12):
        x = length * 0.62 * i / 12
        rr = r0 + (r1 - r0) * (x / (length * 0.62))
        ring = geom.torus(f"{name}_mark", rr + 0.01, 0.08, mark, (x, 0, 0), (0, 90, 0), 64, 6, root)
    return root, (lambda x: r0 + (r1 - r0) * (x / (length * 0.62)))


def bench_pin(name="bench_pin", parent=None, size=(110, 60, 20)):
    """Wooden bench pin with a V slot, local origin at the back centre of its top surface."""
    L, W, T = size
    wood = M.wood((0.55, 0.38, 0.22), (0.40, 0.26, 0.14), name="bench_wood", scale=0.05)
    bm = bmesh.new()
    # wedge-shaped pin (thinner at the front) with a V-slot cut out (modelled as outline)
    outline = [(-W / 2, 0), (W / 2, 0), (W / 2, -L * 0.85), (W * 0.12, -L), (W * 0.04, -L * 0.55),
               (-W * 0.04, -L * 0.55), (-W * 0.12, -L), (-W / 2, -L * 0.85)]
    top = [bm.verts.new((x, y, 0)) for x, y in outline]
    bot = [bm.verts.new((x, y, -T + (abs(y) / L) * T * 0.45)) for x, y in outline]
    bm.faces.new(top)
    bm.faces.new(list(reversed(bot)))
    n = len(outline)
    for i in range(n):
        j = (i + 1) % n
        bm.faces.new((top[j], top[i], bot[i], bot[j]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bmesh.ops.bevel(bm, geom=list(bm.edges), offset=0.8, segments=2, affect="EDGES", clamp_overlap=True)
    o = geom.mesh_object(name, bm, wood, smooth=True, parent=parent)
    o.data.use_auto_smooth = True
    o.data.auto_smooth_angle = math.radians(35)
    return o


def tweezers(length=120.0, name="tweezers", parent=None, open_gap=4.0):
    """Two thin steel blades joined at the back (x=0), tips at +X; lying flat on z=0."""
    root = geom.empty(name, parent=parent)
    steel = M.metal("steel", 0.18, brushed=True)
    for s in (-1, 1):
        bm = bmesh.new()
        segs = 20
        prev = None
        pts = []
        for i in range(segs + 1):
            t = i / segs
            x = length * t
            y = s * (0.8 + open_gap * math.sin(t * math.pi * 0.9) * (1 - t) + (1.2 - 1.0 * t) * 0)
            w = 5.0 * (1 - t) + 1.0 * t
            z = 0.5 + (0.6 * math.sin(t * math.pi)) * 1.5
            pts.append((x, y, w, z))
        vs = []
        for (x, y, w, z) in pts:
            vs.append([bm.verts.new((x, y + s * w * 0.0 - w / 2 * 0 + s * 0, z - 0.4)),
                       bm.verts.new((x, y, z + 0.4)),
                       bm.verts.new((x, y + s * w, z + 0.4)),
                       bm.verts.new((x, y + s * w, z - 0.4))])
        for i in range(segs):
            a, b = vs[i], vs[i + 1]
            for k in range(4):
                k2 = (k + 1) % 4
                bm.faces.new((a[k], b[k], b[k2], a[k2]))
        bm.faces.new(vs[0])
        bm.faces.new(list(reversed(vs[-1])))
        bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
        geom.mesh_object(f"{name}_blade", bm, steel, smooth=False, parent=root)
    return root


def needle_file(length=160.0, name="file", parent=None):
    """Jeweller's needle file: round handle + flat tapered cut blade along +X; lies on z=0."""
    root = geom.empty(name, parent=parent)
    steel = M.metal("steel", 0.45, brushed=True)
    geom.cylinder(f"{name}_handle", 1.6, length * 0.45, steel, (0, 0, 1.6), (0, 90, 0), parent=root, seg=24)
    bm = bmesh.new()
    L = length * 0.55
    x0 = length * 0.45
    top, bot = [], []
    for i in range(11):
        t = i / 10
        w = 2.6 * (1 - t) + 0.6 * t
        h = 0.9 * (1 - t) + 0.3 * t
        top.append((bm.verts.new((x0 + L * t, -w / 2, 1.6 + h / 2)), bm.verts.new((x0 + L * t, w / 2, 1.6 + h / 2))))
        bot.append((bm.verts.new((x0 + L * t, -w / 2, 1.6 - h / 2)), bm.verts.new((x0 + L * t, w / 2, 1.6 - h / 2))))
    for i in range(10):
        a, b = i, i + 1
        bm.faces.new((top[a][0], top[b][0], top[b][1], top[a][1]))
        bm.faces.new((bot[a][1], bot[b][1], bot[b][0], bot[a][0]))
        bm.faces.new((top[a][0], bot[a][0], bot[b][0], top[b][0]))
        bm.faces.new((top[b][1], bot[b][1], bot[a][1], top[a][1]))
    bm.faces.new((top[0][1], bot[0][1], bot[0][0], top[0][0]))
    bm.faces.new((top[10][0], bot[10][0], bot[10][1], top[10][1]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    cut = M.metal("steel", 0.6, name="file_cut")
    geom.mesh_object(f"{name}_blade", bm, cut, smooth=False, parent=root)
    return root
