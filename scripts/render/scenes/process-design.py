"""Process / design: a CAD-style view — clay model of a halo ring with a glowing gold wireframe
over a faint grid, on a soft warm backdrop."""
import math
import bmesh
from lib import studio, geom, rings, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.2


def build():
    studio.world(strength=0.3, top=(0.85, 0.80, 0.74))
    studio.sweep((0.55, 0.49, 0.42), material=M.backdrop((0.55, 0.49, 0.42), name="taupe_soft"))
    clay = M.clay((0.56, 0.55, 0.54), name="clay_cad")
    wire = M.glow((1.0, 0.66, 0.30), 2.2, name="wire_glow")

    def ring(name, segments, profile_pts):
        band = rings.Band(17.0, 2.0, 1.7, "knife", top_width=2.4, top_thickness=1.9, segments=segments,
                          profile_pts=profile_pts)
        root, band, seat, info = rings.solitaire(clay, clay, 6.0, 4, band=band, height=1.1, name=name)
        rings.halo(info, 1.2, clay, clay, seat, name=f"{name}_halo")
        root.rotation_euler = (0, 0, math.radians(30))
        geom.drop_to(root, 0.0)
        return root

    ring("cad", 192, 48)
    wr = ring("wire", 56, 14)
    import bpy
    bpy.context.view_layer.update()
    for o in geom.descendants(wr):
        if o.type != "MESH":
            continue
        if "prong" in o.name or "tip" in o.name or "bead" in o.name or "gallery" in o.name or "frame" in o.name:
            bpy.data.objects.remove(o)
            continue
        mod = o.modifiers.new("wire", "WIREFRAME")
        mod.thickness = 0.06 if "band" in o.name else (0.05 if "centre" in o.name else 0.025)
        mod.use_even_offset = True
        mod.offset = 0.0
        o.data.materials.clear()
        o.data.materials.append(wire)
        o.visible_shadow = False
        o.scale = (1.003, 1.003, 1.003)
    # faint CAD grid on the floor
    bm = bmesh.new()
    step = 5.0
    n = 40
    for i in range(-n, n + 1):
        for axis in (0, 1):
            a = i * step
            p0 = (a, -n * step, 0.02) if axis == 0 else (-n * step, a, 0.02)
            p1 = (a, n * step, 0.02) if axis == 0 else (n * step, a, 0.02)
            w = 0.08 if i % 5 else 0.16
            if axis == 0:
                vs = [bm.verts.new((p0[0] - w, p0[1], 0.02)), bm.verts.new((p0[0] + w, p0[1], 0.02)),
                      bm.verts.new((p1[0] + w, p1[1], 0.02)), bm.verts.new((p1[0] - w, p1[1], 0.02))]
            else:
                vs = [bm.verts.new((p0[0], p0[1] - w, 0.02)), bm.verts.new((p1[0], p1[1] - w, 0.02)),
                      bm.verts.new((p1[0], p1[1] + w, 0.02)), bm.verts.new((p0[0], p0[1] + w, 0.02))]
            bm.faces.new(vs)
    g = geom.mesh_object("grid", bm, M.diffuse((0.80, 0.64, 0.42), 0.5, name="grid_line"))
    studio.studio_lights((0, 0, 13), key_side=1, strength=0.9, dist=280, rim=1.2, cards=False)
    studio.camera((30, -115, 64), (0, 0, 15), lens=100, fstop=11.0, focus=(2, -2, 19))
