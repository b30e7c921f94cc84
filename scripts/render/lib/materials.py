"""Materials: precious metals, gemstones (with a dispersion 'fire' trick), studio surfaces and props."""
import bpy
from . import stone_light

# Linear-RGB base colours (close to measured F0 reflectance of the real alloys).
METALS = {
    "yellow_gold": (1.00, 0.70, 0.30),
    "rose_gold": (0.96, 0.60, 0.48),
    "white_gold": (0.85, 0.84, 0.81),
    "platinum": (0.76, 0.75, 0.73),
    "silver": (0.96, 0.95, 0.92),
    "old_gold": (0.93, 0.64, 0.28),
    "champagne": (0.88, 0.70, 0.46),
    "steel": (0.52, 0.53, 0.54),
}

# Gem colours (Glass BSDF colour, IOR). Colours are applied per interface event, so they are kept light.
GEMS = {
    "diamond": ((1.0, 1.0, 1.0), 2.417),
    # sapphire, ruby, emerald: the hue and chroma of gem photographs (docs/pictures.md, the stone report)
    "sapphire": ((0.40, 0.50, 1.00), 1.770),
    "ruby": ((0.95, 0.28, 0.48), 1.770),
    "emerald": ((0.28, 0.85, 0.52), 1.580),
    "amethyst": ((0.62, 0.32, 0.95), 1.544),
    "aquamarine": ((0.84, 0.95, 0.99), 1.577),
    "peridot": ((0.62, 0.90, 0.22), 1.670),
    "citrine": ((1.00, 0.72, 0.22), 1.550),
    "garnet": ((0.72, 0.08, 0.12), 1.790),
    "topaz": ((0.45, 0.72, 1.00), 1.620),
    "pink_tourmaline": ((1.00, 0.45, 0.62), 1.630),
    "opal": ((0.92, 0.88, 0.90), 1.450),
    "tanzanite": ((0.42, 0.38, 1.00), 1.690),
}

# Birthstone table (month -> gem key above).
BIRTHSTONES = {
    1: "garnet", 2: "amethyst", 3: "aquamarine", 4: "diamond", 5: "emerald", 6: "pink_tourmaline",
    7: "ruby", 8: "peridot", 9: "sapphire", 10: "opal", 11: "citrine", 12: "tanzanite",
}


def hexrgb(h):
    """'#B08D57' -> linear RGB tuple."""
    h = h.lstrip("#")
    c = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    return tuple(x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c)


def _new(name):
    m = bpy.data.materials.get(name)
    if m is not None:
        return m, False
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    return m, True


def _principled(m):
    nt = m.node_tree
    return nt.nodes["Principled BSDF"], nt


def metal(kind="yellow_gold", roughness=0.11, name=None, brushed=False):
    name = name or f"metal_{kind}_{roughness:.2f}{'_brushed' if brushed else ''}"
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    col = METALS.get(kind, kind)
    p.inputs["Base Color"].default_value = (*col, 1)
    p.inputs["Metallic"].default_value = 1.0
    p.inputs["Specular"].default_value = 0.5
    p.inputs["Roughness"].default_value = roughness
    # subtle polishing irregularity so large surfaces do not look like CG chrome
    tex = nt.nodes.new("ShaderNodeTexNoise")
    tex.inputs["Scale"].default_value = 0.8
    tex.inputs["Detail"].default_value = 6
    mr = nt.nodes.new("ShaderNodeMapRange")
    mr.inputs["To Min"].default_value = roughness * 0.8
    mr.inputs["To Max"].default_value = roughness * 1.35 + 0.01
    nt.links.new(tex.outputs["Fac"], mr.inputs["Value"])
    nt.links.new(mr.outputs["Result"], p.inputs["Roughness"])
    if brushed:
        p.inputs["Anisotropic"].default_value = 0.8
    return m


def _shadow_friendly(nt, shader_out, out_node, transparency=0.55):
    """Let shadow rays partly pass (fake caustics) so gems do not cast black shadows."""
    lp = nt.nodes.new("ShaderNodeLightPath")
    tr = nt.nodes.new("ShaderNodeBsdfTransparent")
    mul = nt.nodes.new("ShaderNodeMath")
    mul.operation = "MULTIPLY"
    mul.inputs[1].default_value = transparency
    nt.links.new(lp.outputs["Is Shadow Ray"], mul.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(mul.outputs[0], mix.inputs["Fac"])
    nt.links.new(shader_out, mix.inputs[1])
    nt.links.new(tr.outputs[0], mix.inputs[2])
    nt.links.new(mix.outputs[0], out_node.inputs["Surface"])


def gem(kind="diamond", fire=0.10, name=None, colour=None):
    """Gem material. Diamond = clear glass IOR 2.42 mixed with R/G/B tinted glasses of slightly
    different IOR (dispersion-like 'fire'). Coloured stones = tinted glass of the right IOR."""
    name = name or f"gem_{kind}"
    m, new = _new(name)
    if not new:
        return m
    nt = m.node_tree
    for n in list(nt.nodes):
        if n.type != "OUTPUT_MATERIAL":
            nt.nodes.remove(n)
    out = nt.nodes["Material Output"]
    col, ior = GEMS.get(kind, kind) if isinstance(kind, str) else kind
    col = colour or col   # a deeper or paler tint for one stone (a cabochon is seen through fewer facets)
    # marked as a stone: lib/stone_light lights it as a jeweller would and masks it for the stone report
    colourless = min(col) >= 0.99
    m["gem"] = kind if isinstance(kind, str) else name
    m.pass_index = stone_light.COLOURLESS_INDEX if colourless else stone_light.COLOURED_INDEX
    white = nt.nodes.new("ShaderNodeBsdfGlass")
    white.distribution = "SHARP"
    white.inputs["Color"].default_value = (*col, 1)
    white.inputs["IOR"].default_value = ior
    spread = 0.045 if kind == "diamond" else 0.02
    adds = []
    for rgb, d in (((1, 0, 0), -spread), ((0, 1, 0), 0.0), ((0, 0, 1), spread)):
        g = nt.nodes.new("ShaderNodeBsdfGlass")
        g.distribution = "SHARP"
        g.inputs["Color"].default_value = (rgb[0] * col[0], rgb[1] * col[1], rgb[2] * col[2], 1)
        g.inputs["IOR"].default_value = ior + d
        adds.append(g)
    a1 = nt.nodes.new("ShaderNodeAddShader")
    nt.links.new(adds[0].outputs[0], a1.inputs[0])
    nt.links.new(adds[1].outputs[0], a1.inputs[1])
    a2 = nt.nodes.new("ShaderNodeAddShader")
    nt.links.new(a1.outputs[0], a2.inputs[0])
    nt.links.new(adds[2].outputs[0], a2.inputs[1])
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = fire
    nt.links.new(white.outputs[0], mix.inputs[1])
    nt.links.new(a2.outputs[0], mix.inputs[2])
    _shadow_friendly(nt, mix.outputs[0], out, 0.6 if kind == "diamond" else 0.45)
    return m


def birthstone(month):
    return gem(BIRTHSTONES[month])


def pearl(tint=(0.74, 0.66, 0.56), name="pearl"):
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Base Color"].default_value = (*tint, 1)
    p.inputs["Subsurface"].default_value = 0.0
    p.inputs["Subsurface Color"].default_value = (0.95, 0.85, 0.8, 1)
    p.inputs["Roughness"].default_value = 0.22
    p.inputs["Specular"].default_value = 0.7
    p.inputs["Clearcoat"].default_value = 1.0
    p.inputs["Clearcoat Roughness"].default_value = 0.03
    p.inputs["Sheen"].default_value = 1.0
    # orient (pink/green iridescent edge) via layer weight
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.45
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*tint, 1)
    ramp.color_ramp.elements[1].position = 0.85
    ramp.color_ramp.elements[1].color = (0.80, 0.62, 0.64, 1)
    e = ramp.color_ramp.elements.new(0.55)
    e.color = (0.80, 0.76, 0.64, 1)
    nt.links.new(lw.outputs["Facing"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    return m


def diffuse(color, roughness=0.6, name=None, specular=0.3, bump=0.0, bump_scale=40.0, sheen=0.0):
    name = name or f"surf_{color[0]:.3f}_{color[1]:.3f}_{color[2]:.3f}_{roughness}_{bump}_{bump_scale}"
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Roughness"].default_value = roughness
    p.inputs["Specular"].default_value = specular
    p.inputs["Sheen"].default_value = sheen
    if bump > 0:
        tex = nt.nodes.new("ShaderNodeTexNoise")
        tex.inputs["Scale"].default_value = bump_scale
        tex.inputs["Detail"].default_value = 8
        b = nt.nodes.new("ShaderNodeBump")
        b.inputs["Strength"].default_value = bump
        b.inputs["Distance"].default_value = 0.05
        nt.links.new(tex.outputs["Fac"], b.inputs["Height"])
        nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return m


def backdrop(color=(0.80, 0.74, 0.64), name="backdrop_ivory", variation=0.04, roughness=0.75):
    """Seamless paper sweep: very soft mottling so large empty areas are not flat CG grey."""
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Roughness"].default_value = roughness
    p.inputs["Specular"].default_value = 0.25
    tex = nt.nodes.new("ShaderNodeTexNoise")
    tex.inputs["Scale"].default_value = 0.004
    tex.inputs["Detail"].default_value = 3
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    c0 = tuple(max(0, c * (1 - variation)) for c in color)
    c1 = tuple(min(1, c * (1 + variation)) for c in color)
    ramp.color_ramp.elements[0].color = (*c0, 1)
    ramp.color_ramp.elements[1].color = (*c1, 1)
    nt.links.new(tex.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    fine = nt.nodes.new("ShaderNodeTexNoise")
    fine.inputs["Scale"].default_value = 3.0
    fine.inputs["Detail"].default_value = 4
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.04
    nt.links.new(fine.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return m


def stone(color=(0.74, 0.69, 0.61), vein=(0.62, 0.56, 0.48), name="stone_travertine", polish=0.4, scale=0.05):
    """Honed limestone / travertine: soft cloudy mottling with faint distorted veins."""
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Roughness"].default_value = polish
    p.inputs["Specular"].default_value = 0.4
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = (scale, scale, scale)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    cloud = nt.nodes.new("ShaderNodeTexNoise")
    cloud.inputs["Scale"].default_value = 1.2
    cloud.inputs["Detail"].default_value = 8
    cloud.inputs["Roughness"].default_value = 0.6
    nt.links.new(mp.outputs["Vector"], cloud.inputs["Vector"])
    vein_n = nt.nodes.new("ShaderNodeTexNoise")
    vein_n.inputs["Scale"].default_value = 0.8
    vein_n.inputs["Detail"].default_value = 10
    vein_n.inputs["Distortion"].default_value = 2.5
    nt.links.new(mp.outputs["Vector"], vein_n.inputs["Vector"])
    # veins: thin band where the distorted noise crosses 0.5
    sub_ = nt.nodes.new("ShaderNodeMath")
    sub_.operation = "SUBTRACT"
    sub_.inputs[1].default_value = 0.5
    nt.links.new(vein_n.outputs["Fac"], sub_.inputs[0])
    ab = nt.nodes.new("ShaderNodeMath")
    ab.operation = "ABSOLUTE"
    nt.links.new(sub_.outputs[0], ab.inputs[0])
    vr = nt.nodes.new("ShaderNodeMapRange")
    vr.inputs["From Min"].default_value = 0.0
    vr.inputs["From Max"].default_value = 0.025
    vr.inputs["To Min"].default_value = 1.0
    vr.inputs["To Max"].default_value = 0.0
    nt.links.new(ab.outputs[0], vr.inputs["Value"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[0].color = (*(c * 0.94 for c in color), 1)
    ramp.color_ramp.elements[1].position = 0.7
    ramp.color_ramp.elements[1].color = (*(min(1, c * 1.04) for c in color), 1)
    nt.links.new(cloud.outputs["Fac"], ramp.inputs["Fac"])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(vr.outputs["Result"], mix.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
    mix.inputs["Color2"].default_value = (*vein, 1)
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    fine = nt.nodes.new("ShaderNodeTexNoise")
    fine.inputs["Scale"].default_value = 2.0
    fine.inputs["Detail"].default_value = 6
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.03
    nt.links.new(fine.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return m


def linen(color=(0.74, 0.68, 0.58), name="linen", scale=1.4):
    """Woven linen: crossed wave textures as colour and bump (units: threads per mm)."""
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Roughness"].default_value = 0.9
    p.inputs["Specular"].default_value = 0.2
    p.inputs["Sheen"].default_value = 0.5
    tc = nt.nodes.new("ShaderNodeTexCoord")
    w1 = nt.nodes.new("ShaderNodeTexWave")
    w1.bands_direction = "X"
    w1.inputs["Scale"].default_value = scale
    w1.inputs["Distortion"].default_value = 0.6
    w1.inputs["Detail"].default_value = 2
    w2 = nt.nodes.new("ShaderNodeTexWave")
    w2.bands_direction = "Y"
    w2.inputs["Scale"].default_value = scale
    w2.inputs["Distortion"].default_value = 0.6
    w2.inputs["Detail"].default_value = 2
    for w in (w1, w2):
        nt.links.new(tc.outputs["Object"], w.inputs["Vector"])
    add = nt.nodes.new("ShaderNodeMath")
    add.operation = "MULTIPLY"
    nt.links.new(w1.outputs["Fac"], add.inputs[0])
    nt.links.new(w2.outputs["Fac"], add.inputs[1])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*(c * 0.82 for c in color), 1)
    ramp.color_ramp.elements[1].color = (*color, 1)
    nt.links.new(add.outputs[0], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.35
    b.inputs["Distance"].default_value = 0.05
    nt.links.new(add.outputs[0], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return m


def velvet(color=(0.010, 0.045, 0.030), name="velvet_green"):
    m, new = _new(name)
    if not new:
        return m
    nt = m.node_tree
    out = nt.nodes["Material Output"]
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    d = nt.nodes.new("ShaderNodeBsdfDiffuse")
    d.inputs["Color"].default_value = (*color, 1)
    d.inputs["Roughness"].default_value = 1.0
    v = nt.nodes.new("ShaderNodeBsdfVelvet")
    v.inputs["Color"].default_value = (*(min(1, c * 6 + 0.04) for c in color), 1)
    v.inputs["Sigma"].default_value = 0.45
    add = nt.nodes.new("ShaderNodeAddShader")
    nt.links.new(d.outputs[0], add.inputs[0])
    nt.links.new(v.outputs[0], add.inputs[1])
    nt.links.new(add.outputs[0], out.inputs["Surface"])
    return m


def satin(color, name=None, roughness=0.3):
    """Satin ribbon: sheen + anisotropic highlight."""
    name = name or f"satin_{color[0]:.2f}_{color[1]:.2f}_{color[2]:.2f}"
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Roughness"].default_value = roughness
    p.inputs["Specular"].default_value = 0.6
    p.inputs["Anisotropic"].default_value = 0.9
    p.inputs["Sheen"].default_value = 1.0
    p.inputs["Sheen Tint"].default_value = 0.8
    return m


def wood(color=(0.36, 0.20, 0.10), dark=(0.20, 0.10, 0.05), name="wood", scale=0.08):
    """Straight-grained wood: noise stretched along local X (long grain streaks) + fine pores."""
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Roughness"].default_value = 0.5
    p.inputs["Specular"].default_value = 0.35
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = (scale * 0.08, scale * 3.0, scale * 3.0)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    grain = nt.nodes.new("ShaderNodeTexNoise")
    grain.inputs["Scale"].default_value = 3.0
    grain.inputs["Detail"].default_value = 12
    grain.inputs["Roughness"].default_value = 0.65
    grain.inputs["Distortion"].default_value = 0.4
    nt.links.new(mp.outputs["Vector"], grain.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.35
    ramp.color_ramp.elements[0].color = (*color, 1)
    ramp.color_ramp.elements[1].position = 0.68
    ramp.color_ramp.elements[1].color = (*dark, 1)
    nt.links.new(grain.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.08
    nt.links.new(grain.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return m


def paper(color=(0.86, 0.83, 0.76), name="paper"):
    return diffuse(color, roughness=0.85, name=name, specular=0.2, bump=0.08, bump_scale=6.0)


def graphite(name="graphite"):
    m, new = _new(name)
    if not new:
        return m
    p, nt = _principled(m)
    p.inputs["Base Color"].default_value = (0.07, 0.07, 0.075, 1)
    p.inputs["Roughness"].default_value = 0.45
    p.inputs["Metallic"].default_value = 0.3
    return m


def clay(color=(0.74, 0.70, 0.64), name="clay"):
    return diffuse(color, roughness=0.55, name=name, specular=0.35)


def glow(color=(1.0, 0.72, 0.36), strength=6.0, name=None):
    name = name or f"glow_{strength}"
    m, new = _new(name)
    if not new:
        return m
    nt = m.node_tree
    out = nt.nodes["Material Output"]
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    e = nt.nodes.new("ShaderNodeEmission")
    e.inputs["Color"].default_value = (*color, 1)
    e.inputs["Strength"].default_value = strength
    nt.links.new(e.outputs[0], out.inputs["Surface"])
    return m


def emission(color=(1, 1, 1), strength=1.0, name=None):
    return glow(color, strength, name or f"emit_{color}_{strength}")


def black(name="card_black"):
    return diffuse((0.01, 0.01, 0.01), roughness=1.0, name=name, specular=0.0)
