"""Faceted gem meshes. Every gem is built with its girdle centred on z=0, table facing +Z.

Returns (object, info) where info has crown/pavilion heights and girdle radius."""
import math
import bmesh
from mathutils import Vector
from . import geom


def _brilliant_points(R=0.5, table=0.56, crown_h=0.162, girdle=0.03, pav_d=0.431, star=0.5, lower_half=0.77):
    """Round brilliant, 57 facets: table, 8 stars, 8 bezels, 16 upper halves, 16 lower halves,
    8 pavilion mains; girdle as 16 flat facets. Facet planes are exact (bezel/main facets symmetric)."""
    rt = table * R
    zg = girdle / 2 * 2 * R
    zt = zg + crown_h * 2 * R
    zgb = -zg
    zc = zgb - pav_d * 2 * R
    tan_a = (zt - zg) / (R - rt)
    tan_p = (zgb - zc) / R
    c22 = math.cos(math.pi / 8)
    V = []
    idx = {}

    def add(key, p):
        idx[key] = len(V)
        V.append(Vector(p))

    for k in range(8):
        th = k * math.pi / 4
        add(("T", k), (rt * math.cos(th), rt * math.sin(th), zt))
    for k in range(8):
        ph = (k + 0.5) * math.pi / 4
        proj = rt + star * (R - rt)
        rho = proj / c22
        z = zt - tan_a * (proj - rt)
        add(("S", k), (rho * math.cos(ph), rho * math.sin(ph), z))
    for k in range(16):
        th = k * math.pi / 8
        add(("Gt", k), (R * math.cos(th), R * math.sin(th), zg))
        add(("Gb", k), (R * math.cos(th), R * math.sin(th), zgb))
    for k in range(8):
        ph = (k + 0.5) * math.pi / 4
        proj = (1 - lower_half) * R
        rho = proj / c22
        z = zc + tan_p * proj
        add(("L", k), (rho * math.cos(ph), rho * math.sin(ph), z))
    add(("C",), (0, 0, zc + 0.004 * R))  # tiny culet
    F = []
    F.append([idx[("T", k)] for k in range(8)])
    for k in range(8):
        k1 = (k + 1) % 8
        F.append([idx[("T", k)], idx[("S", k)], idx[("T", k1)]][::-1])
        # bezel kite: T_k, S_{k-1}, G_{2k}, S_k  (ccw seen from outside)
        F.append([idx[("T", k)], idx[("S", (k - 1) % 8)], idx[("Gt", 2 * k)], idx[("S", k)]])
        # upper halves
        F.append([idx[("S", k)], idx[("Gt", 2 * k)], idx[("Gt", 2 * k + 1)]])
        F.append([idx[("S", k)], idx[("Gt", 2 * k + 1)], idx[("Gt", (2 * k + 2) % 16)]])
        # lower halves
        F.append([idx[("L", k)], idx[("Gb", 2 * k + 1)], idx[("Gb", 2 * k)]])
        F.append([idx[("L", k)], idx[("Gb", (2 * k + 2) % 16)], idx[("Gb", 2 * k + 1)]])
        # pavilion main kite: C, L_k, G_{2k}, L_{k-1}
        F.append([idx[("C",)], idx[("L", k)], idx[("Gb", 2 * k)], idx[("L", (k - 1) % 8)]][::-1])
    for k in range(16):
        k1 = (k + 1) % 16
        F.append([idx[("Gt", k)], idx[("Gb", k)], idx[("Gb", k1)], idx[("Gt", k1)]])
    info = dict(R=R, crown=zt, pavilion=-zc, table_z=zt, culet_z=zc)
    return V, F, info


def _finish(name, V, F, material, parent):
    bm = bmesh.new()
    vs = [bm.verts.new(v) for v in V]
    for f in F:
        try:
            bm.faces.new([vs[i] for i in f])
        except ValueError:
            pass
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return geom.mesh_object(name, bm, material, smooth=False, parent=parent)


def brilliant(diameter, material, name="brilliant", parent=None, location=(0, 0, 0), **proportions):
    V, F, info = _brilliant_points(R=diameter / 2, **proportions)
    obj = _finish(name, V, F, material, parent)
    obj.location = location
    return obj, info


def oval(length, width, material, name="oval", parent=None, location=(0, 0, 0)):
    """Oval brilliant: an affine-stretched round brilliant (keeps facets planar), long axis X."""
    V, F, info = _brilliant_points(R=width / 2, crown_h=0.15, pav_d=0.44)
    s = length / width
    V = [Vector((v.x * s, v.y, v.z)) for v in V]
    obj = _finish(name, V, F, material, parent)
    obj.location = location
    info["length"] = length
    info["width"] = width
    return obj, info


def _octagon(w, h, c):
    return [(w, -h + c), (w, h - c), (w - c, h), (-w + c, h), (-w, h - c), (-w, -h + c), (-w + c, -h), (w - c, -h)]


def emerald_cut(length, width, material, name="emerald_cut", parent=None, location=(0, 0, 0),
                crown_steps=3, pavilion_steps=3, corner=0.16):
    """Step cut with cut corners: table, 3 crown steps, girdle, 3 pavilion steps down to a keel.
    Rings are parallel offsets of the outline so every step facet is planar."""
    W, H = length / 2, width / 2
    c0 = corner * width
    k = 2 - math.sqrt(2)
    rings = []
    g = 0.015 * width
    # crown: offsets d from girdle, heights (steps get flatter towards the table)
    crown_h = 0.12 * width
    table_off = 0.22 * width
    for i in range(crown_steps, 0, -1):
        f = i / crown_steps
        d = table_off * f
        z = g + crown_h * (1 - (1 - f) ** 1.6) if i != crown_steps else g + crown_h
        rings.append((d, z))
    rings.append((0.0, g))
    rings.append((0.0, -g))
    pav = 0.60 * width
    for i in range(1, pavilion_steps + 1):
        f = i / pavilion_steps
        d = (H - 0.02 * width) * (1 - (1 - f) ** 1.3)
        z = -g - pav * f ** 0.85
        rings.append((d, z))
    V, F = [], []
    for (d, z) in rings:
        c = max(0.0, c0 - d * k)
        for (x, y) in _octagon(W - d, max(H - d, 0.004 * width), c):
            V.append(Vector((x, y, z)))
    n = 8
    F.append(list(range(n))[::-1])
    for r in range(len(rings) - 1):
        for j in range(n):
            j2 = (j + 1) % n
            F.append([r * n + j, (r + 1) * n + j, (r + 1) * n + j2, r * n + j2][::-1])
    F.append([(len(rings) - 1) * n + j for j in range(n)])
    obj = _finish(name, V, F, material, parent)
    obj.location = location
    info = dict(R=H, length=length, width=width, crown=rings[0][1], pavilion=pav + g)
    return obj, info


def cabochon(diameter, height, material, name="cabochon", parent=None, location=(0, 0, 0), seg=48):
    prof = [(0, 0)]
    for i in range(13):
        a = i / 12 * math.pi / 2
        prof.append((diameter / 2 * math.cos(a), height * math.sin(a)))
    obj = geom.revolve_z(name, prof, seg, material, True, parent, closed=False)
    obj.location = location
    return obj, dict(R=diameter / 2, crown=height, pavilion=0)
