#!/usr/bin/env python3
"""Render Solenne site imagery with Blender/Cycles.

    python3 scripts/render/render.py                 # all scenes, final quality
    python3 scripts/render/render.py home-hero --draft
    python3 scripts/render/render.py home-hero your-story --final
    python3 scripts/render/render.py --turntable solitaire --metal rose_gold    # one 24-frame turntable
    python3 scripts/render/render.py --turntable                                 # every turntable sequence
    python3 scripts/render/render.py --design                                    # the 48 design-your-ring pictures
    python3 scripts/render/render.py --design --shape oval --setting halo --draft

Final renders go to content/images/<name>.jpg (a commission's to content/images/commissions/<slug>/);
drafts to scripts/render/drafts/<name>.png (unless --out DIR is given). Turntables go to content/images/turntable/<design>-<metal>/NN.jpg
(drafts: scripts/render/drafts/turntable/<design>-<metal>/NN.png plus sheet.png). Design-your-ring pictures go to
content/images/design/<shape>-<setting>-<metal>.jpg (drafts: scripts/render/drafts/design/...png); finished
pictures are skipped unless --force."""
import argparse
import ast
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SCENES = os.path.join(HERE, "scenes")
TT = "turntable-"  # scenes/turntable-<design>.py are turntables, not stills


def constant(path, name):
    """A literal module constant (METALS) read without importing the file (scenes need Blender's bpy)."""
    with open(path) as f:
        for node in ast.parse(f.read()).body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
                return ast.literal_eval(node.value)
    return None


def piece_folder(images, name):
    """A commission's finals go in its own folder, content/images/commissions/<slug>/ (the CMS opens a
    piece reading only that folder: src/content/commissions/piece-pictures.ts); every other final beside the rest."""
    if not name.startswith("commission-"):
        return images
    slug = name[len("commission-"):]
    slug = slug[: -len("-detail")] if slug.endswith("-detail") else slug
    return os.path.join(images, "commissions", slug)


def report_python():
    """A Python with numpy and Pillow for stone_report.py: this one, or Debian's (python3-numpy, python3-pil)."""
    try:
        import numpy, PIL  # noqa: F401,E401
        return sys.executable
    except ImportError:
        return "/usr/bin/python3"


def stone_figures(picture):
    """Print the stones' figures of a picture just rendered (stone_report.py, from the mask the render wrote)."""
    p = subprocess.run([report_python(), os.path.join(HERE, "stone_report.py"), picture], capture_output=True,
                       text=True)
    if p.returncode == 0:
        print(f"  stones {p.stdout.strip()}", flush=True)


def run(cmd, label, log_path, quality, out_rel):
    """Run one Blender job, echoing per-frame lines as they come. Returns (ok, seconds, output)."""
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    for line in p.stdout:
        lines.append(line)
        if line.startswith(("SOLENNE_FRAME", "SOLENNE_VARIANT", "TURNTABLE_FIT", "COMMISSION_FIT", "SHARP_FSTOP",
                            "DESIGN_FIT", "STONE_PASS")):
            print(f"  {label} {line.split(' ', 1)[1].rstrip()}", flush=True)
    p.wait()
    dt = time.time() - t0
    text = "".join(lines)
    ok = p.returncode == 0 and "SOLENNE_TIMING" in text
    if not ok:
        with open(log_path, "w") as f:
            f.write(text)
        print(f"{label:28s} FAILED after {dt:6.1f}s (log: {log_path})")
        print("\n".join(text.splitlines()[-15:]))
    else:
        timing = [l for l in text.splitlines() if l.startswith("SOLENNE_TIMING")][-1]
        print(f"{label:28s} {quality:5s} {dt:7.1f}s  ({timing.split(' ', 1)[1]})  -> {out_rel}", flush=True)
    return ok, dt


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="scene names (default: all in scenes/)")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--draft", action="store_true", help="30%% resolution, 16 samples")
    g.add_argument("--final", action="store_true", help="full resolution and samples (default)")
    ap.add_argument("--turntable", nargs="*", metavar="DESIGN",
                    help="render turntable sequences of these designs (default: all designs)")
    ap.add_argument("--metal", action="append",
                    help="turntables: metal(s) to render (default: each design's METALS); repeatable. "
                         "--design: metal id(s) (yellow-gold, white-gold, rose-gold, platinum)")
    ap.add_argument("--design", action="store_true",
                    help="design-your-ring pictures: every shape x setting x metal (filter with --shape/--setting/--metal)")
    ap.add_argument("--shape", action="append", help="--design: shape(s) (round, oval, emerald); repeatable")
    ap.add_argument("--setting", action="append",
                    help="--design: setting(s) (prong, halo, bezel, three-stone); repeatable")
    ap.add_argument("--band", action="append", help="--design: band(s) (plain, pave); repeatable")
    ap.add_argument("--stone", action="append",
                    help="--design: centre stone(s) (diamond, sapphire, ruby, emerald); repeatable. The diamond "
                         "is always rendered: a coloured stone is laid over its picture")
    ap.add_argument("--force", action="store_true", help="--design: re-render pictures that already exist")
    ap.add_argument("--fit", action="store_true",
                    help="--design: fit the shared camera over all twelve rings and print it (for lib/design.py)")
    ap.add_argument("--frames", help="turntables: only these frame numbers, e.g. 0,6,12,18")
    ap.add_argument("--crop", metavar="X0,Y0,X1,Y1",
                    help="stills: render only this part of the frame at full size (fractions from the top left) "
                         "to drafts/<name>-crop.png, with --draft's 16 samples or --final's settings")
    ap.add_argument("--out", help="output directory")
    ap.add_argument("--blender", default=os.environ.get("BLENDER", "blender"))
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    quality = "draft" if a.draft else "final"
    scenes = sorted(f[:-3] for f in os.listdir(SCENES) if f.endswith(".py") and not f.startswith("_"))
    designs = [s[len(TT):] for s in scenes if s.startswith(TT)]
    available = [s for s in scenes if not s.startswith(TT) and s != "design"]  # design.py: --design
    if a.list:
        print("\n".join(available))
        for d in designs:
            print(f"--turntable {d}  (metals: {', '.join(constant(os.path.join(SCENES, TT + d + '.py'), 'METALS'))})")
        return 0
    runner = os.path.join(HERE, "lib", "runner.py")
    base = [a.blender, "-b", "--factory-startup", "-noaudio", "-P", runner, "--"]
    jobs = []  # (label, cmd, out path, log path)
    if a.design:
        lib = os.path.join(HERE, "lib", "design.py")
        scene = os.path.join(SCENES, "design.py")
        vocab = {k: constant(lib, k) for k in ("SHAPES", "SETTINGS", "METALS", "BANDS", "STONES")}
        chosen = {"SHAPES": a.shape, "SETTINGS": a.setting,
                  "METALS": [m.replace("_", "-") for m in a.metal] if a.metal else None,
                  "BANDS": a.band, "STONES": a.stone}
        for k, v in chosen.items():
            bad = [x for x in v or [] if x not in vocab[k]]
            if bad:
                print(f"unknown {k.lower()[:-1]}(s):", ", ".join(bad), "\navailable:", ", ".join(vocab[k]))
                return 2
        # finals are masters (1200 px, git-ignored); design_pictures.py encodes them for the site after each job
        masters = os.path.join(HERE, "drafts", "design-masters")
        root = a.out or (masters if quality == "final" else os.path.join(HERE, "drafts", "design"))
        logs = os.path.join(HERE, "drafts", "design")
        if a.fit:
            jobs.append(("design-fit", base + [scene, "draft", os.path.join(logs, "fit.png"), "--fit"], None,
                         os.path.join(logs, "fit.log")))
        pick = {k: [x for x in vocab[k] if not chosen[k] or x in chosen[k]] for k in vocab}
        skipped = 0
        # one job per shape, setting and metal: the plain band with a diamond, each coloured stone laid over it, then
        # the pave band laid over the plain one and its coloured stones (lib/runner.py, lib/stone_light.py)
        for shape in [] if a.fit else pick["SHAPES"]:
            for setting in pick["SETTINGS"]:
                for metal in pick["METALS"]:
                    name = f"{shape}-{setting}-{metal}"
                    ext = "jpg" if quality == "final" else "png"
                    out = os.path.join(root, f"{name}-plain-diamond.{ext}")
                    gems = [g for g in pick["STONES"] if g != "diamond"]
                    if a.crop:  # a piece of the frame, to judge it: the first band asked for, its diamond
                        out, gems = os.path.join(logs, f"{name}-crop.png"), []
                    wanted = [out.replace("-plain-diamond.", f"-{band}-{stone}.")
                              for band in pick["BANDS"] for stone in ["diamond"] + gems]
                    # done: its master is here, or (a new clone has no masters: they are git-ignored) the site's
                    # picture was made from one in this light, which its mask in masks/design/ says
                    done = lambda w: os.path.exists(w) or (quality == "final" and os.path.exists(os.path.join(
                        HERE, "masks", "design", os.path.basename(w).rsplit(".", 1)[0] + ".png")))
                    if not a.force and not a.crop and all(done(w) for w in wanted):
                        skipped += 1
                        continue
                    jobs.append((name, base + [scene, quality, out, "--shape", shape, "--setting", setting,
                                               "--metal", metal, "--bands", ",".join(pick["BANDS"])]
                                 + (["--gems", ",".join(gems)] if gems else [])
                                 + (["--crop", a.crop] if a.crop else []),
                                 out, os.path.join(logs, name + ".log")))
        if skipped:
            print(f"{skipped} job(s) already rendered, skipped (--force renders them again)")
    elif a.turntable is not None:
        names = a.turntable or designs
        unknown = [n for n in names if n not in designs]
        if unknown:
            print("unknown turntable design(s):", ", ".join(unknown), "\navailable:", ", ".join(designs))
            return 2
        known_metals = constant(os.path.join(HERE, "lib", "materials.py"), "METALS")
        bad = [m for m in a.metal or [] if m not in known_metals]
        if bad:
            print("unknown metal(s):", ", ".join(bad), "\navailable:", ", ".join(known_metals))
            return 2
        root = a.out or (os.path.join(REPO, "content", "images", "turntable") if quality == "final"
                         else os.path.join(HERE, "drafts", "turntable"))
        for d in names:
            scene = os.path.join(SCENES, TT + d + ".py")
            for m in a.metal or constant(scene, "METALS"):
                seq = f"{d}-{m.replace('_', '-')}"
                out = os.path.join(root, seq)
                cmd = base + [scene, quality, out, "--metal", m] + (["--frames", a.frames] if a.frames else [])
                # logs of failed runs stay out of content/: drafts/ is git-ignored scratch space
                jobs.append((seq, cmd, out, os.path.join(HERE, "drafts", "turntable", seq + ".log")))
    else:
        names = a.names or available
        unknown = [n for n in names if n not in available]
        if unknown:
            print("unknown scene(s):", ", ".join(unknown), "\navailable:", ", ".join(available))
            return 2
        out_dir = a.out or (os.path.join(REPO, "content", "images") if quality == "final" else os.path.join(HERE, "drafts"))
        if a.crop:  # a full-size piece of the frame: a draft, never a final
            out_dir = a.out or os.path.join(HERE, "drafts")
        final_here = quality == "final" and not a.out and not a.crop
        for n in names:
            ext = "png" if quality == "draft" or a.crop else "jpg"
            out = os.path.join(piece_folder(out_dir, n) if final_here else out_dir, f"{n}{'-crop' if a.crop else ''}.{ext}")
            jobs.append((n, base + [os.path.join(SCENES, f"{n}.py"), quality, out] + (["--crop", a.crop] if a.crop else []),
                         out, os.path.join(out_dir, f"{n}.log")))
    total = 0.0
    failed = []
    for label, cmd, out, log in jobs:
        if out:
            os.makedirs(os.path.dirname(out), exist_ok=True)
        os.makedirs(os.path.dirname(log), exist_ok=True)
        ok, dt = run(cmd, label, log, quality, os.path.relpath(out, REPO) if out else "-")
        total += dt
        if not ok or (out and not a.design and not os.path.exists(out)):
            failed.append(label)
        elif out and (os.path.isfile(out) or a.design):
            if os.path.isfile(out):
                stone_figures(out)
            gem_list = cmd[cmd.index("--gems") + 1].split(",") if "--gems" in cmd else []
            band_list = cmd[cmd.index("--bands") + 1].split(",") if "--bands" in cmd else ["plain"]
            made = [out.replace("-plain-diamond.", f"-{band}-{stone}.") for band in band_list
                    for stone in ["diamond"] + gem_list]
            made = [m for m in made if os.path.isfile(m)]
            for m in made:
                if m != out:
                    stone_figures(m)
            if a.design and quality == "final" and not a.crop and os.path.dirname(os.path.abspath(out)) == masters:
                keys = [os.path.basename(m)[:-4] for m in made]
                subprocess.run([report_python(), os.path.join(HERE, "design_pictures.py"), "--force", *keys])
    if quality == "final" and (not a.out or a.design) and not a.crop and jobs:
        # the committed report follows the committed pictures (a unit test holds it to docs/pictures.md's targets)
        subprocess.run([report_python(), os.path.join(HERE, "stone_report.py")])
    kind = "sequence" if a.turntable is not None else "picture" if a.design else "scene"
    print(f"total {total:.1f}s for {len(jobs)} {kind}(s)" + (f", failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
