"""Pendants, chains, stud earrings and bracelets."""
import math
import bmesh
from mathutils import Vector, Matrix
from . import geom, gems, rings


def _link_template(length, width, wire, seg=14, sides=6):
    a = length / 2 - wire
    b = width / 2 - wire
    pts = []
    for i in range(seg):
        t = 2 * math.pi * i / seg
        c = Vector((a * math.cos(t), b * math.sin(t), 0))
        tan = Vector((-a * math.sin(t), b * math.cos(t), 0)).normalized()
        n = Vector((tan.y, -tan.x, 0))
        ring = []
        for k in range(sides):
            u = 2 * math.pi * k / sides
            ring.append(c + n * (wire * math.cos(u)) + Vector((0, 0, wire * math.sin(u))))
        pts.append(ring)
    return pts


def chain(path, metal, link_len=1.4, wire=0.16, link_width=None, name="chain", parent=None, up=(0, 0, 1),
          seg=14, sides=6):
    """Cable chain of real interlocking oval links along a polyline path (list of points)."""
    width = link_width or link_len * 0.68
    tpl = _link_template(link_len, width, wire, seg, sides)
    pitch = link_len - 2.2 * wire
    samples = geom.resample(path, pitch)
    bm = bmesh.new()
    ref = Vector(up)
    prev_side = None
    for i, (p, t) in enumerate(samples):
        side = t.cross(ref)
        if side.length < 1e-4:
            side = t.cross(Vector((1, 0, 0)))
        side.normalize()
        if prev_side is not None:  # parallel transport to avoid flips
            side = (prev_side - t * prev_side.dot(t)).normalized()
        prev_side = side
        nrm = side.cross(t)
        if i % 2:
            side, nrm = nrm, -side
        m = Matrix((t, side, nrm)).transposed()  # columns: local x->t, y->side, z->nrm
        centre = p + t * (pitch / 2)
        vs = [[bm.verts.new(centre + m @ v) for v in ring] for ring in tpl]
        for a in range(seg):
            a2 = (a + 1) % seg
            for k in range(sides):
                k2 = (k + 1) % sides
                bm.faces.new((vs[a][k], vs[a2][k], vs[a2][k2], vs[a][k2]))
    return geom.mesh_object(name, bm, metal, smooth=True, parent=parent)


def curve_chain(path, metal, radius=0.25, name="chain_curve", parent=None):
    """Cheaper alternative: chain as a thin round tube (for far-away chains)."""
    return geom.tube_along(name, path, radius, metal, 8, parent)


def bail(metal, inner=0.9, wire=0.35, name="bail", parent=None, location=(0, 0, 0), rotation=(0, 90, 0)):
    return geom.torus(name, inner + wire, wire, metal, location, rotation, 48, 12, parent)


def pendant(metal, gem_mat, kind="round", size=5.0, setting="prong", name="pendant", parent=None, halo_mat=None):
    """Pendant facing -Y (table towards the viewer when hanging), bail on top (+Z).
    Returns (root, top_point_local) — hang the chain through the bail at top_point."""
    root = geom.empty(name, parent=parent)
    face = geom.empty(f"{name}_face", rotation=(90, 0, 0), parent=root)   # table toward -Y
    if kind == "round":
        stone, info = gems.brilliant(size, gem_mat, f"{name}_stone", face)
        sx = 1.0
        h = size / 2
    elif kind == "oval":
        stone, info = gems.oval(size, size / 1.4, gem_mat, f"{name}_stone", face)
        stone.rotation_euler = (0, 0, math.pi / 2)
        info["R"] = size / 1.4 / 2
        h = size / 2
        sx = 1.0
    else:
        stone, info = gems.emerald_cut(size, size / 1.33, gem_mat, f"{name}_stone", face)
        stone.rotation_euler = (0, 0, math.pi / 2)
        h = size / 2
        sx = 1.0
    if setting == "bezel":
        rings.bezel(info, metal, face, wall=0.4, name=f"{name}_bezel")
        h += 0.45
    elif kind == "emerald":
        # four double claws at the cut corners + a rectangular gallery
        W, H = info["width"] / 2, info["length"] / 2
        pr = 0.35
        for sx_, sy_ in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            base = Vector((sx_ * (W - 0.15), sy_ * (H - 0.15), 0))
            pts = [base + Vector((0, 0, -info["pavilion"] * 0.7)), base + Vector((sx_ * 0.3, sy_ * 0.3, -0.5)),
                   base + Vector((sx_ * 0.3, sy_ * 0.3, 0.1)), base + Vector((sx_ * 0.05, sy_ * 0.05, info["crown"] * 0.6))]
            geom.tube_along(f"{name}_claw", geom.catmull_rom(pts, 6), pr, metal, 12, face)
            geom.uv_sphere(f"{name}_clawtip", pr * 1.1, metal, location=pts[-1], parent=face)
        frame = [(W * 0.9, H * 0.9), (-W * 0.9, H * 0.9), (-W * 0.9, -H * 0.9), (W * 0.9, -H * 0.9)]
        fp = [Vector((x, y, -info["pavilion"] * 0.55)) for x, y in frame] + [Vector((frame[0][0], frame[0][1],
                                                                                      -info["pavilion"] * 0.55))]
        geom.tube_along(f"{name}_gallery", fp, 0.3, metal, 10, face, cap=False)
        h += 0.3
    else:
        rings.prong_head(info, metal, 4 if kind == "round" else 6, face, base_z=-info["pavilion"] * 1.05,
                         offset_deg=45 if kind == "round" else 0, name=f"{name}_prong", gallery=True,
                         stretch_x=1.0)
    if halo_mat is not None:
        rings.halo(info, 1.1, halo_mat, metal, face, name=f"{name}_halo")
        h += 1.5
    # bail: a loop above the stone, perpendicular to the pendant face
    loop_r = 0.8
    bail(metal, loop_r, 0.32, f"{name}_bail", root, (0, 0, h + loop_r + 0.3), (0, 90, 0))
    geom.cylinder(f"{name}_bail_post", 0.35, 1.0, metal, (0, 0, h - 0.4), parent=root, seg=16)
    return root, Vector((0, 0, h + 2 * loop_r + 0.3))


def stud(metal, gem_mat=None, size=5.0, kind="diamond", name="stud", parent=None, post_len=10.0, back=False):
    """Stud earring: stone (or pearl) facing +Z, post along -Z from the stone's centre."""
    root = geom.empty(name, parent=parent)
    if kind == "pearl":
        r = size / 2
        geom.uv_sphere(f"{name}_pearl", r, gem_mat, location=(0, 0, r * 0.15), parent=root, segments=48, rings=24)
        cup = geom.revolve_z(f"{name}_cup", [(0, -r * 0.85), (r * 0.35, -r * 0.82), (r * 0.42, -r * 0.72),
                                               (r * 0.1, -r * 0.6), (0, -r * 0.6)], 32, metal, True, root)
        geom.cylinder(f"{name}_post", 0.4, post_len, metal, (0, 0, -r * 0.8 - post_len), parent=root, seg=16)
        info = dict(R=r, crown=r, pavilion=r)
        bottom = -r * 0.8
    else:
        stone, info = gems.brilliant(size, gem_mat, f"{name}_stone", root)
        rings.prong_head(info, metal, 4, root, base_z=-info["pavilion"] * 1.1, offset_deg=45, name=f"{name}_prong",
                         gallery=True)
        bottom = -info["pavilion"] * 1.1
        geom.cylinder(f"{name}_post", 0.4, post_len, metal, (0, 0, bottom - post_len), parent=root, seg=16)
    # a small groove ring near the end of the post
    geom.torus(f"{name}_groove", 0.38, 0.06, metal, (0, 0, bottom - post_len * 0.75), parent=root, seg=24, sides=8)
    if back:
        butterfly(metal, f"{name}_back", root, (0, 0, bottom - post_len * 0.55))
    return root, info


def butterfly(metal, name="butterfly", parent=None, location=(0, 0, 0), rotation=(0, 0, 0)):
    """Butterfly earring back (scroll): a small disc with two curled wings, axis along Z."""
    root = geom.empty(name, location, rotation, parent)
    geom.revolve_z(f"{name}_disc", [(0, 0), (3.0, 0), (3.1, 0.15), (3.0, 0.35), (0.6, 0.35), (0.55, 0.9),
                                     (0.4, 0.9), (0.4, 0.35), (0, 0.35)], 48, metal, True, root)
    for s in (-1, 1):
        pts = [Vector((s * 2.8, 0, 0.35)), Vector((s * 2.2, 0, 1.6)), Vector((s * 0.9, 0, 1.4))]
        geom.tube_along(f"{name}_wing", geom.catmull_rom(pts, 8), 0.85, metal, 12, root,
                        radius_fn=lambda t: 1.0 - 0.3 * t)
    for o in root.children:
        if o.name.startswith(f"{name}_wing"):
            o.scale = (1, 1.6, 0.35)
    return root


def tennis_bracelet(path, metal, gem_mat, stone_d=3.2, name="tennis", parent=None, up=(0, 0, 1)):
    """Line of four-prong box settings along a path (path lies roughly in a horizontal plane)."""
    root = geom.empty(name, parent=parent)
    pitch = stone_d + 0.9
    samples = geom.resample(path, pitch)
    bm_box = bmesh.new()
    bm_prong = bmesh.new()
    stones = []
    for i, (p, t) in enumerate(samples):
        z = Vector(up)
        side = z.cross(t).normalized()
        zz = t.cross(side).normalized()
        m = Matrix((t, side, zz)).transposed().to_4x4()
        m.translation = p
        s, info = gems.brilliant(stone_d, gem_mat, f"{name}_stone", root)
        s.matrix_basis = m @ Matrix.Translation((0, 0, 0.15 * stone_d)) @ Matrix.Rotation(math.radians(i * 17), 4, "Z")
        stones.append(s)
        h = stone_d * 0.75
        half = stone_d * 0.55
        # box cup: square frame with chamfered base
        box = bmesh.ops.create_cube(bm_box, size=1.0)
        verts = box["verts"]
        for v in verts:
            x = v.co.x * 2 * half
            y = v.co.y * 2 * half * 1.05
            zc = v.co.z * h - h * 0.4
            if v.co.z < 0:
                x *= 0.75
                y *= 0.75
            v.co = m @ Vector((x, y, zc))
        # link loops between boxes (hidden hinge)
        for sx in (-1, 1):
            for sy in (-1, 1):
                c = Vector((sx * half * 0.92, sy * half * 0.92, 0.15 * stone_d + info["crown"] * 0.55))
                bmesh.ops.create_uvsphere(bm_prong, u_segments=10, v_segments=7, radius=stone_d * 0.14,
                                          matrix=m @ Matrix.Translation(c))
                c2 = Vector((sx * half * 0.98, sy * half * 0.98, 0.15 * stone_d - h * 0.25))
                bmesh.ops.create_cone(bm_prong, cap_ends=True, segments=10, radius1=stone_d * 0.13,
                                      radius2=stone_d * 0.13, depth=h * 0.75 + info["crown"] * 0.4,
                                      matrix=m @ Matrix.Translation(c2 + Vector((0, 0, h * 0.2))))
    # hollow the cups visually: they sit below the stone girdles; bevel edges
    bmesh.ops.bevel(bm_box, geom=list(bm_box.edges), offset=0.12, segments=2, affect="EDGES", clamp_overlap=True)
    o = geom.mesh_object(f"{name}_boxes", bm_box, metal, smooth=True, parent=root)
    o.data.use_auto_smooth = True
    o.data.auto_smooth_angle = math.radians(40)
    geom.mesh_object(f"{name}_prongs", bm_prong, metal, smooth=True, parent=root)
    return root, stones
