"""Engagement hero on a phone: the ring of engagement-hero.py in its studio and light, framed large and centred for a
phone's first screen (the site serves it below 768 px, through gatsby-plugin-image's art direction)."""
import os
import runpy

RESOLUTION = (1200, 1080)
SAMPLES = 96
THRESHOLD = 0.015
EXPOSURE = 0.25


def build():
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "engagement-hero.py"))["build"](phone=True)
