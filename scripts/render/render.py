#!/usr/bin/env python3
"""Render Solenne site imagery with Blender/Cycles.

    python3 scripts/render/render.py                 # all scenes, final quality
    python3 scripts/render/render.py home-hero --draft
    python3 scripts/render/render.py home-hero your-story --final

Final renders go to content/images/<name>.jpg; drafts to scripts/render/drafts/<name>.png
(unless --out DIR is given)."""
import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SCENES = os.path.join(HERE, "scenes")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="scene names (default: all in scenes/)")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--draft", action="store_true", help="30%% resolution, 16 samples")
    g.add_argument("--final", action="store_true", help="full resolution and samples (default)")
    ap.add_argument("--out", help="output directory")
    ap.add_argument("--blender", default=os.environ.get("BLENDER", "blender"))
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    quality = "draft" if a.draft else "final"
    available = sorted(f[:-3] for f in os.listdir(SCENES) if f.endswith(".py") and not f.startswith("_"))
    if a.list:
        print("\n".join(available))
        return 0
    names = a.names or available
    unknown = [n for n in names if n not in available]
    if unknown:
        print("unknown scene(s):", ", ".join(unknown), "\navailable:", ", ".join(available))
        return 2
    out_dir = a.out or (os.path.join(REPO, "content", "images") if quality == "final" else os.path.join(HERE, "drafts"))
    os.makedirs(out_dir, exist_ok=True)
    total = 0.0
    failed = []
    for n in names:
        out = os.path.join(out_dir, f"{n}.{'jpg' if quality == 'final' else 'png'}")
        cmd = [a.blender, "-b", "--factory-startup", "-noaudio", "-P", os.path.join(HERE, "lib", "runner.py"), "--",
               os.path.join(SCENES, f"{n}.py"), quality, out]
        t0 = time.time()
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        dt = time.time() - t0
        total += dt
        ok = p.returncode == 0 and "SOLENNE_TIMING" in p.stdout and os.path.exists(out)
        if not ok:
            failed.append(n)
            log = os.path.join(out_dir, f"{n}.log")
            with open(log, "w") as f:
                f.write(p.stdout)
            print(f"{n:28s} FAILED after {dt:6.1f}s (log: {log})")
            print("\n".join(p.stdout.splitlines()[-15:]))
        else:
            timing = [l for l in p.stdout.splitlines() if l.startswith("SOLENNE_TIMING")][-1]
            print(f"{n:28s} {quality:5s} {dt:7.1f}s  ({timing.split(' ', 1)[1]})  -> {os.path.relpath(out, REPO)}",
                  flush=True)
    print(f"total {total:.1f}s for {len(names)} scene(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
