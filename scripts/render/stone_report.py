#!/usr/bin/python3
"""The stone report: how each picture's stones read, measured from the picture and its mask.

    /usr/bin/python3 scripts/render/stone_report.py                   # every picture with a mask -> stone-report.json
    /usr/bin/python3 scripts/render/stone_report.py PICTURE [MASK]    # one picture's figures, printed (drafts too)

Needs numpy and Pillow (Debian: apt-get install python3-numpy python3-pil). Each render writes its mask
(lib/stone_light.mask: red = colourless stones, green = coloured ones) to scripts/render/masks/<the picture's path
under content/images>.png. For every picture with a mask the report gives, over its stones' pixels (the mask at
least half on, the antialiased rim left out):

- `white`: the share of near-white pixels (CIELAB L* >= 85): brilliance, the white flashes;
- `black`: the share of near-black pixels (L* <= 20): contrast, and specks if it is high;
- `chroma`: the mean chroma C*ab of the colourless stones: their cast (a grey-brown stone shows one);
- `fire`: the share of bright coloured pixels of the colourless stones (L* >= 55 and C*ab >= 25): dispersion;
- `hue`, `saturation`: for coloured stones, the mean hue angle (degrees, chroma-weighted) and mean chroma, with
  `kinds`, the coloured stones the picture shows (the mask's "stones" text, lib/stone_light.save_mask).

The report is written whole each time, sorted by path, with each picture's SHA-256, so a unit test can tell a
report that no longer matches its pictures (tests/unit: stone-report)."""
import hashlib
import json
import math
import os
import sys

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
IMAGES = os.path.join(REPO, "content", "images")
MASKS = os.path.join(HERE, "masks")
REPORT = os.path.join(HERE, "stone-report.json")
MIN_PIXELS = 60     # fewer stone pixels than this (a stone seen edge-on, far off): no figures, only the count


def lab(rgb):
    """sRGB bytes (..., 3) to CIELAB (D65)."""
    c = rgb.astype(np.float64) / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750],
                  [0.0193339, 0.1191920, 0.9503041]])
    xyz = c @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    L = 116 * f[..., 1] - 16
    a = 500 * (f[..., 0] - f[..., 1])
    b = 200 * (f[..., 1] - f[..., 2])
    return L, a, b


def inner(on):
    """The mask less its one-pixel rim: a stone's edge pixels are half setting, half stone."""
    core = on.copy()
    core[1:, :] &= on[:-1, :]
    core[:-1, :] &= on[1:, :]
    core[:, 1:] &= on[:, :-1]
    core[:, :-1] &= on[:, 1:]
    return core


def figures(picture, mask):
    img = np.asarray(Image.open(picture).convert("RGB"))
    mask_image = Image.open(mask)
    kinds = [k for k in mask_image.info.get("stones", "").split(",") if k]
    m = np.asarray(mask_image.convert("RGB"))
    if m.shape[:2] != img.shape[:2]:
        raise SystemExit(f"{mask}: {m.shape[1]}x{m.shape[0]}, the picture is {img.shape[1]}x{img.shape[0]}")
    L, a, b = lab(img)
    C = np.hypot(a, b)
    out = {}
    for key, channel in (("colourless", 0), ("coloured", 1)):
        # the mask's brightest value is the stone fully covering a pixel (the compositor's view transform
        # brings 1.0 below 255); half of it is half covered
        top = int(m[..., channel].max())
        if top < 100:   # no stone of this kind (an antialiased rim of the other kind's index at most)
            continue
        sel = inner(m[..., channel] >= max(1, top // 2))
        n = int(sel.sum())
        entry = {"pixels": n}
        if n >= MIN_PIXELS:
            Ls, Cs = L[sel], C[sel]
            entry["white"] = round(float((Ls >= 85).mean()), 3)
            entry["black"] = round(float((Ls <= 20).mean()), 3)
            if key == "colourless":
                entry["chroma"] = round(float(Cs.mean()), 1)
                entry["fire"] = round(float(((Ls >= 55) & (Cs >= 25)).mean()), 3)
            else:
                if kinds:
                    entry["kinds"] = kinds
                h = math.degrees(math.atan2(float(b[sel].sum()), float(a[sel].sum()))) % 360
                entry["hue"] = round(h, 1)
                entry["saturation"] = round(float(Cs.mean()), 1)
        out[key] = entry
    return out


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def masks():
    for root, _, files in os.walk(MASKS):
        for f in sorted(files):
            if f.endswith(".png"):
                yield os.path.join(root, f)


def picture_of(mask):
    rel = os.path.splitext(os.path.relpath(mask, MASKS))[0]
    # a design picture is measured at its largest width (design_pictures.py writes its mask at that width)
    for ext in (".jpg", ".png", "-1080.webp"):
        if os.path.exists(os.path.join(IMAGES, rel + ext)):
            return os.path.join(IMAGES, rel + ext)
    return None


def report():
    entries = {}
    orphans = []
    for mask in masks():
        picture = picture_of(mask)
        if picture is None:
            orphans.append(os.path.relpath(mask, REPO))
            continue
        rel = os.path.relpath(picture, REPO)
        entries[rel] = {"sha256": sha256(picture), **figures(picture, mask)}
    with open(REPORT, "w") as f:
        json.dump(dict(sorted(entries.items())), f, indent=1)
        f.write("\n")
    print(f"{len(entries)} picture(s) -> {os.path.relpath(REPORT, REPO)}")
    for o in orphans:
        print(f"  a mask without its picture: {o}")
    return 1 if orphans else 0


def main(argv):
    if not argv:
        return report()
    picture = argv[0]
    mask = argv[1] if len(argv) > 1 else None
    if mask is None:
        rel = os.path.relpath(os.path.abspath(picture), IMAGES)
        mask = (os.path.join(MASKS, os.path.splitext(rel)[0] + ".png") if not rel.startswith("..")
                else os.path.splitext(picture)[0] + "-stones.png")
    print(json.dumps({"picture": os.path.relpath(os.path.abspath(picture), REPO), **figures(picture, mask)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
