#!/usr/bin/env bash
# Passes the owner's pixel ids (repository variables, given as META_PIXEL_ID and TIKTOK_PIXEL_ID) to
# the later steps as the build's GATSBY_META_PIXEL_ID and GATSBY_TIKTOK_PIXEL_ID, only when set: an
# empty GATSBY_*_PIXEL_ID means "no pixel" to the build, which would hide the ids in site.yaml.
set -euo pipefail
if [ -n "${META_PIXEL_ID:-}" ]; then echo "GATSBY_META_PIXEL_ID=$META_PIXEL_ID" >> "$GITHUB_ENV"; fi
if [ -n "${TIKTOK_PIXEL_ID:-}" ]; then echo "GATSBY_TIKTOK_PIXEL_ID=$TIKTOK_PIXEL_ID" >> "$GITHUB_ENV"; fi
