"""Studio: scene reset, Cycles settings, world, seamless sweep / plinths, softbox lighting,
reflection cards for gems and metal, depth-of-field camera, and JPEG output."""
import math
import bpy
import bmesh
from mathutils import Vector
from . import geom, materials as M

IVORY = (0.84, 0.77, 0.65)
WARM_TAUPE = (0.42, 0.355, 0.295)
SAND = (0.70, 0.62, 0.52)


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.unit_settings.system = "METRIC"
    scene.unit_settings.length_unit = "MILLIMETERS"
    scene.unit_settings.scale_length = 0.001
    return scene


def configure(resolution, samples, quality="final", exposure=0.0, look="Medium High Contrast", threshold=0.012,
              view="Filmic"):
    scene = bpy.context.scene
    r = scene.render
    r.engine = "CYCLES"
    c = scene.cycles
    c.device = "CPU"
    r.resolution_x, r.resolution_y = resolution
    if quality == "draft":
        r.resolution_percentage = 30
        c.samples = 16
        c.use_adaptive_sampling = False
    else:
        r.resolution_percentage = 100
        c.samples = samples
        c.use_adaptive_sampling = True
        c.adaptive_threshold = threshold
        c.adaptive_min_samples = 16
    c.use_denoising = False
    c.max_bounces = 10
    c.diffuse_bounces = 2
    c.glossy_bounces = 5
    c.transmission_bounces = 8
    c.transparent_max_bounces = 8
    c.volume_bounces = 0
    c.caustics_reflective = False
    c.caustics_refractive = False
    c.blur_glossy = 1.0
    c.sample_clamp_direct = 0.0
    c.sample_clamp_indirect = 6.0
    c.light_sampling_threshold = 0.01
    c.use_auto_tile = True
    c.tile_size = 512
    r.film_transparent = False
    r.filter_size = 1.3
    vs = scene.view_settings
    vs.view_transform = view
    for name in (look, "Filmic - " + look, "None"):
        try:
            vs.look = name
            break
        except TypeError:
            continue
    vs.exposure = exposure
    vs.gamma = 1.0
    scene.display_settings.display_device = "sRGB"
    r.image_settings.file_format = "JPEG"
    r.image_settings.color_mode = "RGB"
    r.image_settings.quality = 88
    return scene


def world(top=(0.92, 0.88, 0.82), bottom=(0.30, 0.27, 0.24), strength=0.35):
    """HDR-free gradient world: bright 'ceiling', darker 'floor' (gives metal a horizon line)."""
    w = bpy.data.worlds.new("studio_world")
    bpy.context.scene.world = w
    w.use_nodes = True
    nt = w.node_tree
    bg = nt.nodes["Background"]
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Generated"], sep.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.45
    ramp.color_ramp.elements[0].color = (*bottom, 1)
    ramp.color_ramp.elements[1].position = 0.62
    ramp.color_ramp.elements[1].color = (*top, 1)
    mr = nt.nodes.new("ShaderNodeMapRange")
    mr.inputs["From Min"].default_value = -1
    mr.inputs["From Max"].default_value = 1
    nt.links.new(sep.outputs["Z"], mr.inputs["Value"])
    nt.links.new(mr.outputs["Result"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bg.inputs["Color"])
    bg.inputs["Strength"].default_value = strength
    w.cycles_visibility.camera = True
    try:
        w.cycles.sampling_method = "AUTOMATIC"
    except Exception:
        pass
    return w


def sweep(color=IVORY, name="sweep", width=900.0, depth=700.0, height=600.0, curve_r=180.0, y_wall=260.0,
          material=None):
    """Seamless curved paper sweep: floor (z=0) running back and curving up into a wall at +Y."""
    mat = material or M.backdrop(color, name=f"{name}_mat")
    prof = []
    prof.append((-depth, 0.0))
    y0 = y_wall - curve_r
    steps = 24
    for i in range(steps + 1):
        a = (i / steps) * math.pi / 2
        prof.append((y0 + curve_r * math.sin(a), curve_r - curve_r * math.cos(a)))
    prof.append((y_wall, height))
    rings = []
    for x in (-width / 2, width / 2):
        rings.append([(x, y, z) for (y, z) in prof])
    obj = geom.grid_surface(name, rings, False, False, mat, True)
    return obj


def floor(material, size=2000.0, z=0.0, name="floor"):
    bm = bmesh.new()
    bmesh.ops.create_grid(bm, x_segments=1, y_segments=1, size=size / 2)
    o = geom.mesh_object(name, bm, material)
    o.location.z = z
    return o


def plinth(size=(60, 40, 30), material=None, location=(0, 0, 0), radius=0.8, name="plinth", rotation=(0, 0, 0)):
    """Block plinth; location is the centre of its TOP face."""
    mat = material or M.stone()
    x, y, z = location
    return geom.rounded_box(name, size, radius, mat, (x, y, z - size[2] / 2), rotation, segments=3)


def look_at(obj, target):
    d = Vector(target) - obj.location
    obj.rotation_euler = d.to_track_quat("-Z", "Y").to_euler()


def area_light(name, location, target, size=(120, 80), irradiance=2.0, color=(1.0, 0.96, 0.9), shape="RECTANGLE",
               visible_glossy=True, spread=180.0):
    """Area light aimed at target; power scaled so the irradiance at the target is ~`irradiance`."""
    d = (Vector(location) - Vector(target)).length
    L = bpy.data.lights.new(name, "AREA")
    L.shape = shape
    L.size = size[0]
    L.size_y = size[1]
    L.color = color
    L.energy = irradiance * math.pi * (d * 1.0) ** 2 * 0.5  # units: BU treated as metres by Cycles
    L.spread = math.radians(spread)
    try:
        L.cycles.max_bounces = 8
    except Exception:
        pass
    o = bpy.data.objects.new(name, L)
    geom.link(o)
    o.location = location
    look_at(o, target)
    o.visible_glossy = visible_glossy
    return o


def card(name, location, target, size=(100, 60), strength=1.0, color=(1, 1, 1), dark=False):
    """Reflection card: visible only in reflections/refractions (not to camera, diffuse or shadows).
    Bright cards give metal and gems their white 'windows'; dark cards give contrast."""
    bm = bmesh.new()
    bmesh.ops.create_grid(bm, x_segments=1, y_segments=1, size=0.5)
    for v in bm.verts:
        v.co.x *= size[0]
        v.co.y *= size[1]
    mat = M.black(f"{name}_black") if dark else M.emission(color, strength, f"{name}_emit")
    for attr, val in (("sample_as_light", False), ("emission_sampling", "NONE")):
        try:
            setattr(mat.cycles, attr, val)
        except Exception:
            pass
    o = geom.mesh_object(name, bm, mat)
    o.location = location
    look_at(o, target)
    o.visible_camera = False
    o.visible_diffuse = False
    o.visible_shadow = False
    o.visible_volume_scatter = False
    return o


def studio_lights(target=(0, 0, 5), key_side=-1, strength=1.0, warm=(1.0, 0.95, 0.88), rim=0.8,
                  rim_color=(1.0, 0.85, 0.65), cards=True, dist=320.0, key_height=1.0, fill=0.35):
    """Soft three-softbox setup plus reflection cards arranged around the subject.
    key_side=-1 puts the key softbox on the left (camera looks along +Y)."""
    t = Vector(target)
    objs = []
    objs.append(area_light("key", t + Vector((key_side * dist * 0.55, -dist * 0.55, dist * 0.75 * key_height)), t,
                           (dist * 0.6, dist * 0.45), 2.4 * strength, warm))
    objs.append(area_light("top", t + Vector((0, dist * 0.15, dist * 0.95)), t, (dist * 0.7, dist * 0.7),
                           1.2 * strength, (1.0, 0.97, 0.93)))
    objs.append(area_light("fill", t + Vector((-key_side * dist * 0.7, -dist * 0.35, dist * 0.35)), t,
                           (dist * 0.5, dist * 0.5), fill * strength, (0.95, 0.96, 1.0)))
    if rim > 0:
        objs.append(area_light("rim", t + Vector((key_side * -dist * 0.35, dist * 0.8, dist * 0.35)), t,
                               (dist * 0.5, dist * 0.16), rim * strength, rim_color))
    if cards:
        d = dist * 0.45
        # bright strips and dark gaps around the subject: gives diamonds scintillation contrast
        for i in range(8):
            a = 2 * math.pi * (i + 0.5) / 8
            p = t + Vector((d * math.cos(a), d * math.sin(a), d * 0.55))
            if i % 2 == 0:
                objs.append(card(f"card_white{i}", p, t, (d * 0.35, d * 0.9), 2.2, (1.0, 0.97, 0.92)))
            else:
                objs.append(card(f"card_dark{i}", p, t, (d * 0.5, d * 0.9), dark=True))
        objs.append(card("card_top", t + Vector((0, 0, d * 1.2)), t, (d * 0.5, d * 0.5), 1.6, (1.0, 0.98, 0.95)))
        objs.append(card("card_front_dark", t + Vector((0, -d * 0.9, d * 0.05)), t, (d * 1.2, d * 0.18), dark=True))
    return objs


def camera(location, target, lens=100.0, fstop=8.0, focus=None, sensor=36.0, shift=(0.0, 0.0), name="camera"):
    """fstop is a real-world f-number; scaled for the millimetre scene (1 BU = 1 mm)."""
    cd = bpy.data.cameras.new(name)
    cd.lens = lens
    cd.sensor_width = sensor
    cd.sensor_fit = "HORIZONTAL"
    cd.shift_x, cd.shift_y = shift
    cd.clip_start = 1.0
    cd.clip_end = 20000.0
    cd.dof.use_dof = fstop is not None and fstop > 0
    if cd.dof.use_dof:
        cd.dof.aperture_fstop = fstop * 0.001
        cd.dof.aperture_blades = 7
        cd.dof.aperture_rotation = math.radians(10)
        fp = Vector(focus) if focus is not None else Vector(target)
        cd.dof.focus_distance = (fp - Vector(location)).length
    o = bpy.data.objects.new(name, cd)
    geom.link(o)
    o.location = location
    look_at(o, target)
    bpy.context.scene.camera = o
    return o


def focus_on(cam, point):
    """Focus the camera on a world point. Cycles' focal plane is perpendicular to the view axis, so the focus
    distance is the point's depth along that axis (not its distance: off-centre subjects, such as a hero's ring
    in the right third, would otherwise be focused millimetres behind the point)."""
    bpy.context.view_layer.update()
    m = cam.matrix_world
    axis = (m.to_3x3() @ Vector((0, 0, -1))).normalized()
    cam.data.dof.focus_distance = (Vector(point) - m.translation).dot(axis)
    return cam.data.dof.focus_distance


def sharp_fstop(cam, points, px=1.5, min_fstop=4.0):
    """Set the f-number so every point (e.g. a ring's head) is within `px` pixels of blur at the render's width,
    given the camera's focus distance (thin lens: blur on the focal plane = aperture * |depth - focus| / depth).
    Returns (f-number, half depth covered in mm). The background, hundreds of mm behind, stays soft."""
    bpy.context.view_layer.update()
    m = cam.matrix_world
    axis = (m.to_3x3() @ Vector((0, 0, -1))).normalized()
    cd = cam.data
    d = cd.dof.focus_distance
    res = bpy.context.scene.render.resolution_x
    pixel = cd.sensor_width / cd.lens * d / res            # mm on the focal plane per pixel
    worst = max(abs(z - d) / z for z in ((Vector(p) - m.translation).dot(axis) for p in points))
    half = max(abs((Vector(p) - m.translation).dot(axis) - d) for p in points)
    aperture = px * pixel / max(worst, 1e-6)               # largest aperture diameter allowed (mm)
    n = max(min_fstop, cd.lens / aperture)
    cd.dof.use_dof = True
    cd.dof.aperture_fstop = n * 0.001                      # the studio's scale (see camera())
    print(f"SHARP_FSTOP f/{n:.0f} covers +-{half:.1f} mm at {d:.0f} mm within {px} px")
    return n, half


SUBJECT_INDEX = 2   # object index of a sharp subject composited over a soft plate (lib/turntable uses 1: sweep)


def soft_plate(subject, fstop=4.0, blur=8, samples=24):
    """Focus stacking, as product photographers do it: the subject (root empties / objects, with all their
    children) sharp from the active camera, over a background plate rendered through a wide aperture, so a
    deep-focus ring still sits in a soft studio (a slab's far edge, say, melts as it did at f/4).

    The plate is a linked copy of the scene (same objects, world and lights) with its own camera, a copy of the
    active one at `fstop`, in which the subject's collection is Cycles' 'indirect only': unseen by the camera,
    still casting its shadows and reflections. The active scene's compositor mixes its own subject pixels
    (object index mask, antialiased) over the plate, blurred by `blur` px to take out its sample grain; Blender
    renders the plate scene too, because the compositor reads it. Call after the camera and its focus are set."""
    scene = bpy.context.scene
    objs = []
    for s in subject:
        objs += [s] + geom.descendants(s)
    coll = bpy.data.collections.new("subject")
    scene.collection.children.link(coll)
    for o in objs:
        for c in list(o.users_collection):
            c.objects.unlink(o)
        coll.objects.link(o)
        o.pass_index = SUBJECT_INDEX
    plate = scene.copy()                      # shares the scene's collections and objects
    plate.name = "soft_plate"
    plate.cycles.samples = samples
    cam = scene.camera
    pcam = cam.copy()
    pcam.data = cam.data.copy()
    pcam.data.dof.aperture_fstop = fstop * 0.001
    plate.collection.objects.unlink(cam)
    plate.collection.objects.link(pcam)
    plate.camera = pcam
    for lc in plate.view_layers[0].layer_collection.children:
        if lc.collection == coll:
            lc.indirect_only = True
    plate.use_nodes = False
    bpy.context.view_layer.use_pass_object_index = True
    scene.use_nodes = True
    nt = scene.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    rl = nt.nodes.new("CompositorNodeRLayers")
    prl = nt.nodes.new("CompositorNodeRLayers")
    prl.scene = plate
    mask = nt.nodes.new("CompositorNodeIDMask")
    mask.index = SUBJECT_INDEX
    mask.use_antialiasing = True
    nt.links.new(rl.outputs["IndexOB"], mask.inputs["ID value"])
    b = nt.nodes.new("CompositorNodeBlur")
    b.filter_type, b.size_x, b.size_y = "GAUSS", blur, blur
    nt.links.new(prl.outputs["Image"], b.inputs["Image"])
    mix = nt.nodes.new("CompositorNodeMixRGB")
    nt.links.new(mask.outputs["Alpha"], mix.inputs["Fac"])
    nt.links.new(b.outputs["Image"], mix.inputs[1])
    nt.links.new(rl.outputs["Image"], mix.inputs[2])
    out = nt.nodes.new("CompositorNodeComposite")
    nt.links.new(mix.outputs["Image"], out.inputs["Image"])
    return plate


def render(path):
    scene = bpy.context.scene
    scene.render.filepath = path
    bpy.ops.render.render(write_still=True)
