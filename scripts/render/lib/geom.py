"""Low-level mesh helpers (bmesh) shared by the other modules."""
import math
import bpy
import bmesh
from mathutils import Vector, Matrix


def link(obj, collection=None):
    (collection or bpy.context.scene.collection).objects.link(obj)
    return obj


def mesh_object(name, bm, material=None, smooth=False, parent=None):
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    if smooth:
        me.polygons.foreach_set("use_smooth", [True] * len(me.polygons))
    obj = bpy.data.objects.new(name, me)
    if material is not None:
        me.materials.append(material)
    link(obj)
    if parent is not None:
        obj.parent = parent
    return obj


def from_pydata(name, verts, faces, material=None, smooth=False, parent=None):
    me = bpy.data.meshes.new(name)
    me.from_pydata([tuple(v) for v in verts], [], faces)
    me.validate()
    me.update()
    if smooth:
        me.polygons.foreach_set("use_smooth", [True] * len(me.polygons))
    obj = bpy.data.objects.new(name, me)
    if material is not None:
        me.materials.append(material)
    link(obj)
    if parent is not None:
        obj.parent = parent
    return obj


def empty(name, location=(0, 0, 0), rotation=(0, 0, 0), parent=None):
    e = bpy.data.objects.new(name, None)
    e.empty_display_size = 2
    e.location = location
    e.rotation_euler = [math.radians(a) for a in rotation]
    link(e)
    if parent is not None:
        e.parent = parent
    return e


def set_transform(obj, location=None, rotation_deg=None, scale=None):
    if location is not None:
        obj.location = location
    if rotation_deg is not None:
        obj.rotation_euler = [math.radians(a) for a in rotation_deg]
    if scale is not None:
        obj.scale = scale if hasattr(scale, "__len__") else (scale, scale, scale)
    return obj


def grid_surface(name, rings, closed_u=True, closed_v=True, material=None, smooth=True, parent=None):
    """rings: list (along u) of lists (along v) of 3D points -> quad surface."""
    nu, nv = len(rings), len(rings[0])
    verts = [p for ring in rings for p in ring]
    faces = []
    for i in range(nu if closed_u else nu - 1):
        i2 = (i + 1) % nu
        for j in range(nv if closed_v else nv - 1):
            j2 = (j + 1) % nv
            faces.append((i * nv + j, i2 * nv + j, i2 * nv + j2, i * nv + j2))
    return from_pydata(name, verts, faces, material, smooth, parent)


def revolve_z(name, profile, segments=96, material=None, smooth=True, parent=None, closed=True):
    """Revolve a profile of (r, z) points around the Z axis."""
    rings = []
    for i in range(segments):
        a = 2 * math.pi * i / segments
        c, s = math.cos(a), math.sin(a)
        rings.append([(r * c, r * s, z) for (r, z) in profile])
    return grid_surface(name, rings, True, closed, material, smooth, parent)


def tube_along(name, points, radius, material=None, sides=12, parent=None, radius_fn=None, cap=True):
    """A round tube following a polyline (list of Vector). radius_fn(t) scales radius along 0..1."""
    pts = [Vector(p) for p in points]
    n = len(pts)
    rings = []
    prev_normal = None
    for i, p in enumerate(pts):
        if i == 0:
            t = (pts[1] - pts[0])
        elif i == n - 1:
            t = (pts[-1] - pts[-2])
        else:
            t = (pts[i + 1] - pts[i - 1])
        t.normalize()
        if prev_normal is None:
            ref = Vector((0, 0, 1)) if abs(t.z) < 0.9 else Vector((1, 0, 0))
            nrm = t.cross(ref).normalized()
        else:
            nrm = (prev_normal - t * prev_normal.dot(t)).normalized()
        prev_normal = nrm
        bin_ = t.cross(nrm)
        r = radius * (radius_fn(i / (n - 1)) if radius_fn else 1.0)
        rings.append([p + (nrm * math.cos(2 * math.pi * k / sides) + bin_ * math.sin(2 * math.pi * k / sides)) * r
                      for k in range(sides)])
    verts = [v for ring in rings for v in ring]
    faces = []
    for i in range(n - 1):
        for k in range(sides):
            k2 = (k + 1) % sides
            faces.append((i * sides + k, (i + 1) * sides + k, (i + 1) * sides + k2, i * sides + k2))
    if cap:
        faces.append(tuple(reversed(range(sides))))
        faces.append(tuple((n - 1) * sides + k for k in range(sides)))
    return from_pydata(name, verts, faces, material, True, parent)


def catmull_rom(points, samples_per_seg=12, closed=False):
    P = [Vector(p) for p in points]
    out = []
    n = len(P)
    segs = n if closed else n - 1
    for i in range(segs):
        p0 = P[(i - 1) % n] if (closed or i > 0) else P[0] * 2 - P[1]
        p1 = P[i % n]
        p2 = P[(i + 1) % n]
        p3 = P[(i + 2) % n] if (closed or i + 2 < n) else P[-1] * 2 - P[-2]
        for s in range(samples_per_seg):
            t = s / samples_per_seg
            t2, t3 = t * t, t * t * t
            out.append(0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
                              + (-p0 + 3 * p1 - 3 * p2 + p3) * t3))
    if not closed:
        out.append(P[-1].copy())
    return out


def resample(points, spacing):
    """Resample a polyline at equal arc-length spacing; returns list of (pos, tangent)."""
    pts = [Vector(p) for p in points]
    seglen = [(pts[i + 1] - pts[i]).length for i in range(len(pts) - 1)]
    total = sum(seglen)
    out = []
    d = 0.0
    i = 0
    acc = 0.0
    while d <= total and i < len(seglen):
        while i < len(seglen) and acc + seglen[i] < d:
            acc += seglen[i]
            i += 1
        if i >= len(seglen):
            break
        f = (d - acc) / seglen[i] if seglen[i] > 0 else 0
        p = pts[i].lerp(pts[i + 1], f)
        t = (pts[i + 1] - pts[i]).normalized()
        out.append((p, t))
        d += spacing
    return out


def uv_sphere(name, radius, material=None, location=(0, 0, 0), segments=32, rings=16, parent=None, scale=(1, 1, 1)):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=rings, radius=radius)
    obj = mesh_object(name, bm, material, smooth=True, parent=parent)
    obj.location = location
    obj.scale = scale
    return obj


def torus(name, major, minor, material=None, location=(0, 0, 0), rotation=(0, 0, 0), seg=96, sides=16,
          parent=None, scale=(1, 1, 1)):
    rings = []
    for i in range(seg):
        a = 2 * math.pi * i / seg
        rings.append([((major + minor * math.cos(2 * math.pi * k / sides)) * math.cos(a),
                       (major + minor * math.cos(2 * math.pi * k / sides)) * math.sin(a),
                       minor * math.sin(2 * math.pi * k / sides)) for k in range(sides)])
    obj = grid_surface(name, rings, True, True, material, True, parent)
    obj.location = location
    obj.rotation_euler = [math.radians(a) for a in rotation]
    obj.scale = scale
    return obj


def rounded_box(name, size, radius, material=None, location=(0, 0, 0), rotation=(0, 0, 0), parent=None, segments=4):
    """Box with bevelled (rounded) edges; size = (x, y, z) full extents."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co.x *= size[0]
        v.co.y *= size[1]
        v.co.z *= size[2]
    if radius > 0:
        bmesh.ops.bevel(bm, geom=list(bm.edges) + list(bm.verts), offset=radius, segments=segments,
                        affect='EDGES', profile=0.5, clamp_overlap=True)
    obj = mesh_object(name, bm, material, smooth=radius > 0, parent=parent)
    if radius > 0:
        obj.data.use_auto_smooth = True
        obj.data.auto_smooth_angle = math.radians(40)
    obj.location = location
    obj.rotation_euler = [math.radians(a) for a in rotation]
    return obj


def cylinder(name, radius, depth, material=None, location=(0, 0, 0), rotation=(0, 0, 0), seg=48, parent=None,
             radius_top=None, bevel=0.0):
    """Cylinder (or truncated cone) along local Z, base at z=0."""
    rt = radius if radius_top is None else radius_top
    prof = [(0, 0)]
    if bevel > 0:
        prof += [(radius - bevel, 0), (radius, bevel), (rt, depth - bevel), (rt - bevel, depth)]
    else:
        prof += [(radius, 0), (radius, 0.0), (rt, depth), (rt, depth)]
    prof += [(0, depth)]
    obj = revolve_z(name, prof, seg, material, True, parent, closed=False)
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(35)
    obj.location = location
    obj.rotation_euler = [math.radians(a) for a in rotation]
    return obj


def world_min_z(objs):
    mz = 1e9
    bpy.context.view_layer.update()
    for o in objs:
        if o.type != 'MESH':
            continue
        mw = o.matrix_world
        for v in o.data.vertices:
            z = (mw @ v.co).z
            if z < mz:
                mz = z
    return mz


def descendants(obj):
    out = []
    for c in obj.children:
        out.append(c)
        out.extend(descendants(c))
    return out


def drop_to(root, z=0.0):
    """Move a parent empty so the lowest vertex of its children rests at height z."""
    mz = world_min_z(descendants(root) + [root])
    root.location.z += z - mz
    bpy.context.view_layer.update()
    return root


def bisect_keep(obj, plane_co, plane_no, keep_positive=True):
    """Cut a mesh object by a world-space plane, keeping one side (no cap)."""
    me = obj.data
    bm = bmesh.new()
    bm.from_mesh(me)
    mw_inv = obj.matrix_world.inverted()
    co = mw_inv @ Vector(plane_co)
    no = (mw_inv.to_3x3() @ Vector(plane_no)).normalized()
    geom = list(bm.verts) + list(bm.edges) + list(bm.faces)
    bmesh.ops.bisect_plane(bm, geom=geom, plane_co=co, plane_no=no,
                           clear_outer=keep_positive is False, clear_inner=keep_positive is True)
    bm.to_mesh(me)
    bm.free()
    return obj
