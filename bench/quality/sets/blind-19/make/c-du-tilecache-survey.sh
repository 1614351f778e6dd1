#!/usr/bin/env bash
# du -ah (apparent sizes) of an offline map-tile cache for a footpath survey app, sorted by path; one zoom level is unexpectedly huge.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pathsurvey; rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'X'
import os, random
rng = random.Random(77)
for layer in ["os-explorer", "satellite", "contours"]:
    for z in range(11, 17):
        nx = {11: 2, 12: 3, 13: 4, 14: 5, 15: 6, 16: 7}[z]
        for x in range(nx):
            d = f"tiles/{layer}/{z}/{2040 + x}"
            os.makedirs(d, exist_ok=True)
            for y in range(rng.randint(3, 9)):
                size = rng.randint(8, 60) * 1024
                if layer == "satellite" and z == 16 and x == 4: size = rng.randint(9, 14) * 1024 * 1024
                with open(f"{d}/{1360 + y}.png", "wb") as fh: fh.truncate(size)
os.makedirs("gpx", exist_ok=True)
for r in ["ridgeway-east", "coast-path-s3", "moor-loop", "canal-towpath"]:
    with open(f"gpx/{r}.gpx", "w") as fh: fh.write("<gpx>" + "<trkpt/>" * rng.randint(200, 4000) + "</gpx>")
X
capture c-du-tilecache-survey 'du -ah --apparent-size . | sort -k2'
