"""Consultation: an open sketchbook with pencil sketches of a ring, a pencil, and a finished ring
resting on the page."""
import math
from lib import studio, geom, rings, props, materials as M

RESOLUTION = (1600, 1200)
SAMPLES = 72
THRESHOLD = 0.02
EXPOSURE = 0.3


def _brilliant_top(cx, cy, R):
    out = []
    oct_t = [(cx + 0.56 * R * math.cos(k * math.pi / 4), cy + 0.56 * R * math.sin(k * math.pi / 4)) for k in range(9)]
    out.append(oct_t)
    out.append(props.ellipse(cx, cy, R, R, 48))
    for k in range(8):
        a = k * math.pi / 4
        a2 = (k + 0.5) * math.pi / 4
        out.append([(cx + 0.56 * R * math.cos(a), cy + 0.56 * R * math.sin(a)),
                    (cx + 0.78 * R * math.cos(a2), cy + 0.78 * R * math.sin(a2)),
                    (cx + 0.56 * R * math.cos(a + math.pi / 4), cy + 0.56 * R * math.sin(a + math.pi / 4))])
        out.append([(cx + 0.78 * R * math.cos(a2), cy + 0.78 * R * math.sin(a2)),
                    (cx + R * math.cos(a2 + math.pi / 8), cy + R * math.sin(a2 + math.pi / 8))])
        out.append([(cx + 0.78 * R * math.cos(a2), cy + 0.78 * R * math.sin(a2)),
                    (cx + R * math.cos(a2 - math.pi / 8), cy + R * math.sin(a2 - math.pi / 8))])
    return out


def build():
    studio.world(strength=0.3)
    studio.floor(M.stone((0.70, 0.64, 0.56), (0.60, 0.54, 0.46), name="desk_stone", polish=0.5))
    pg = M.paper()
    cover = M.diffuse((0.16, 0.20, 0.17), 0.7, name="cover_green", bump=0.05, bump_scale=2.0)
    book, zf = props.sketchbook(pg, cover, (150, 110))
    book.rotation_euler = (0, 0, math.radians(4))
    gr = M.graphite()
    # sketch on the right page: front view of a solitaire, top view of the stone, a dimension line
    cx, cy = 62, -6
    R1, R2 = 19, 16
    strokes = []
    strokes.append(props.ellipse(cx, cy, R1, R1, 90, math.radians(108), math.radians(432)))   # band outer
    strokes.append(props.ellipse(cx, cy, R2, R2, 90, math.radians(100), math.radians(440)))   # band inner
    hz = cy + R1 + 1.5
    strokes.append([(cx - 7, hz + 5), (cx, hz - 2), (cx + 7, hz + 5)])                # pavilion
    strokes.append([(cx - 11, hz + 5), (cx + 11, hz + 5)])                          # girdle
    strokes.append([(cx - 11, hz + 5), (cx - 6, hz + 10), (cx + 6, hz + 10), (cx + 11, hz + 5)])  # crown
    strokes.append([(cx - 6, hz + 10), (cx - 3, hz + 5), (cx, hz + 10), (cx + 3, hz + 5), (cx + 6, hz + 10)])
    for s in (-1, 1):
        strokes.append([(cx + s * 5, cy + R1 - 1), (cx + s * 10.5, hz + 4), (cx + s * 9, hz + 10.5)])  # prongs
    strokes += _brilliant_top(cx + 44, cy + 30, 10)
    strokes.append([(cx - R1, cy - R1 - 6), (cx + R1, cy - R1 - 6)])                 # dimension line
    strokes.append([(cx - R1, cy - R1 - 8), (cx - R1, cy - R1 - 4)])
    strokes.append([(cx + R1, cy - R1 - 8), (cx + R1, cy - R1 - 4)])
    for k in range(8):   # hatching in the band's shadow
        x0 = cx + 8 + k * 2.2
        strokes.append([(x0, cy - 17 + k * 0.9), (x0 + 4, cy - 12 + k * 0.9)])
    strokes.append(props.ellipse(cx + 44, cy - 8, 9, 4, 40))                          # oval alternative
    props.sketch_lines(strokes, zf, gr, width=0.42, parent=book)
    pen = props.pencil(150, body=(0.10, 0.16, 0.13))
    pen.location = (96, -34, zf(96) + 3.6)
    pen.rotation_euler = (0, 0, math.radians(128))
    for o in geom.descendants(pen):
        pass
    # the ring (yellow gold solitaire) lying on the page beside the drawing
    gold = M.metal("yellow_gold", 0.09)
    band = rings.Band(17.0, 1.9, 1.6, "comfort", top_width=2.3, top_thickness=1.9)
    ring, band, head, info = rings.solitaire(gold, M.gem("diamond"), 6.0, 6, band=band)
    ring.rotation_euler = (math.radians(90 - 16), 0, math.radians(-25))
    ring.location = (20, -26, 0)
    geom.drop_to(ring, zf(14) - 0.05)
    studio.studio_lights((40, -10, 5), key_side=-1, strength=1.0, dist=380, rim=0.6)
    studio.camera((10, -175, 170), (52, -4, 0), lens=85, fstop=11.0, focus=(30, -20, 5))
