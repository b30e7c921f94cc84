#!/usr/bin/python3
"""The builder's pictures for the web, encoded once here rather than on every build.

    /usr/bin/python3 scripts/render/design_pictures.py              # every master that has no pictures yet
    /usr/bin/python3 scripts/render/design_pictures.py --force      # all of them again

`render.py --design` renders each ring at 1200 px into scripts/render/drafts/design-masters/<key>.jpg (git-ignored,
with its stone mask beside it as <key>-stones.png) and runs this: each master becomes
content/images/design/<key>-<width>.webp at the widths of src/content/design-pictures.ts (DESIGN_WIDTHS), and its
mask, at the largest width, scripts/render/masks/design/<key>.png, which the stone report measures the
1080 px picture against. 384 pictures through gatsby-plugin-image would cost every cold build minutes; these
cost it a copy. Needs Pillow with WebP (Debian: python3-pil). Also writes content/images/design-share.jpg, the
page's share picture, from SHARE's master."""
import argparse
import os
import sys

from PIL import Image, PngImagePlugin

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
MASTERS = os.path.join(HERE, "drafts", "design-masters")
OUT = os.path.join(REPO, "content", "images", "design")
MASKS = os.path.join(HERE, "masks", "design")
WIDTHS = (360, 720, 1080)       # src/content/design-pictures.ts DESIGN_WIDTHS
QUALITY = 80                    # WebP quality: the sweep is plain, the stones are where the bytes go
# but the phone's width lower: Lighthouse's phone draws the 720 px file, and at 12.5 KB (quality 80) it took a
# round trip more than at 9.2 (68): /design/'s LCP 1,055 against 982 ms (7 December 2026); at a phone's size
# the two look alike
QUALITY_AT = {720: 68}
SHARE = "round-prong-yellow-gold-plain-diamond"  # the builder's first ring: what a shared link opens
SHARE_OUT = os.path.join(REPO, "content", "images", "design-share.jpg")
# the builder's pictures still of round six's light (no mask, no stone figures): each leaves the list as its
# render lands, and tests/unit/scripts/stone-report.test.ts holds the list to the folder
AWAITING = os.path.join(HERE, "awaiting-light.txt")


def leave_awaiting(key):
    if not os.path.exists(AWAITING):
        return
    with open(AWAITING) as f:
        lines = f.readlines()
    kept = [line for line in lines if line.strip() != key]
    if kept != lines:
        with open(AWAITING, "w") as f:
            f.writelines(kept)


def encode(key, force=False):
    master = os.path.join(MASTERS, f"{key}.jpg")
    outs = [os.path.join(OUT, f"{key}-{w}.webp") for w in WIDTHS]
    if not force and all(os.path.exists(o) for o in outs):
        return False
    img = Image.open(master).convert("RGB")
    os.makedirs(OUT, exist_ok=True)
    for w, out in zip(WIDTHS, outs):
        h = round(img.height * w / img.width)
        tmp = out + ".partial"
        img.resize((w, h), Image.LANCZOS).save(tmp, "WEBP", quality=QUALITY_AT.get(w, QUALITY), method=6)
        os.replace(tmp, out)
    mask = os.path.join(MASTERS, f"{key}-stones.png")
    if os.path.exists(mask):
        os.makedirs(MASKS, exist_ok=True)
        m = Image.open(mask)
        info = PngImagePlugin.PngInfo()
        info.add_text("stones", m.info.get("stones", ""))  # which coloured stones it covers (lib/stone_light)
        w = WIDTHS[-1]
        # As the pictures: finished beside its place, then moved in, so a reader never meets half a mask.
        out = os.path.join(MASKS, f"{key}.png")
        m.convert("RGB").resize((w, round(m.height * w / m.width)), Image.BOX).save(
            out + ".partial", "PNG", pnginfo=info, optimize=True)
        os.replace(out + ".partial", out)
        leave_awaiting(key)
    if key == SHARE:
        img.save(SHARE_OUT, quality=88)
    return True


def masters():
    if not os.path.isdir(MASTERS):
        return []
    return sorted(f[:-4] for f in os.listdir(MASTERS) if f.endswith(".jpg") and not f.endswith("-crop.jpg"))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("keys", nargs="*", help="only these masters (default: all)")
    ap.add_argument("--force", action="store_true", help="encode again those already encoded")
    a = ap.parse_args(argv)
    done = sum(encode(k, a.force) for k in (a.keys or masters()))
    print(f"{done} design picture(s) encoded at {', '.join(map(str, WIDTHS))} px -> {os.path.relpath(OUT, REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
