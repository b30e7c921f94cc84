"""Solenne render library: reusable Blender (Cycles) building blocks for jewellery imagery.

All geometry is in millimetres (1 Blender unit = 1 mm)."""
