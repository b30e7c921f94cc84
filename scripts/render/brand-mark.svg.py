#!/usr/bin/env python3
"""Writes content/images/brand-mark.svg (a brilliant-cut diamond resting on a thin ring, champagne gold on
deep ink). The header draws it inside each page and the build draws the tab and home-screen icons from it."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), "content", "images")
GOLD, GOLD_LIGHT, INK = "#B08D57", "#D9BD8C", "#1F1B16"

cx = 256
gy, ty, cy = 176, 128, 246            # girdle, table, culet heights
gw, tw = 104, 52                      # half widths of girdle and table
ring_cy, ring_r = 326, 112

crown = [(cx - tw, ty), (cx + tw, ty), (cx + gw, gy), (cx - gw, gy)]
facets = [
    # crown: star / bezel facet lines
    [(cx - tw, ty), (cx - 62, gy)], [(cx - 20, ty), (cx - 62, gy)], [(cx - 20, ty), (cx, gy)],
    [(cx + 20, ty), (cx, gy)], [(cx + 20, ty), (cx + 62, gy)], [(cx + tw, ty), (cx + 62, gy)],
    # pavilion mains
    [(cx - 62, gy), (cx, cy)], [(cx, gy), (cx, cy)], [(cx + 62, gy), (cx, cy)],
]


def pts(p):
    return " ".join(f"{x},{y}" for x, y in p)


svg = f"""<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="{GOLD_LIGHT}"/>
      <stop offset="0.55" stop-color="{GOLD}"/>
      <stop offset="1" stop-color="#8E6E3F"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="104" fill="{INK}"/>
  <circle cx="{cx}" cy="{ring_cy}" r="{ring_r}" fill="none" stroke="url(#g)" stroke-width="16"/>
  <circle cx="{cx}" cy="{ring_cy}" r="{ring_r - 14}" fill="none" stroke="{GOLD}" stroke-opacity="0.35" stroke-width="3"/>
  <polygon points="{pts(crown + [(cx, cy)])}" fill="{INK}"/>
  <g fill="none" stroke="url(#g)" stroke-linejoin="round" stroke-linecap="round">
    <polygon points="{pts([crown[0], crown[1], crown[2], (cx, cy), crown[3]])}" stroke-width="12"/>
    <line x1="{cx - gw}" y1="{gy}" x2="{cx + gw}" y2="{gy}" stroke-width="8"/>
    {"".join(f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke-width="5"/>' for a, b in facets)}
  </g>
</svg>
"""
os.makedirs(OUT, exist_ok=True)
svg_path = os.path.join(OUT, "brand-mark.svg")
with open(svg_path, "w") as f:
    f.write(svg)
print("wrote", svg_path)
