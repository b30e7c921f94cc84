"""Design your ring (/design/): one ring per centre-stone shape x setting x metal in the one shared studio and
frame of lib/design.py. Rendered by `render.py --design` (one Blender process per picture), never as a still."""
from lib import design
from lib.design import EXPOSURE, JPEG_QUALITY, RESOLUTION, SAMPLES, THRESHOLD  # noqa: F401 (read by the runner)

DESIGN = True


def build(shape, setting, metal, band):
    return design.build(shape, setting, metal, band)


def gem(stone):
    return design.gem(stone)


def fit():
    design.fit_camera()
