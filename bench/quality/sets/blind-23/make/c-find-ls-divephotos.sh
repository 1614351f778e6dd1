#!/bin/bash
# Long listing (find -printf with sizes in bytes) of a dive-photo archive, with one oversized file and one zero-byte file.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/reefshots-archive; fresh "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(4242)
sites = ["blue-corner", "manta-point", "shark-ridge", "coral-garden", "the-cathedral", "wreck-of-the-liberty", "turtle-bay", "drift-alley"]
t0 = 1735700000
for trip in range(1, 9):
    for day in range(1, random.randint(4, 7)):
        site = random.choice(sites)
        d = f"2025/trip{trip:02d}/day{day}-{site}"
        os.makedirs(d, exist_ok=True)
        for k in range(random.randint(25, 70)):
            name = f"{d}/DSC{trip}{day}{k:03d}"
            raw = random.randint(22_000_000, 31_000_000) // 4096
            with open(name + ".ORF", "wb") as fh: fh.truncate(raw * 4096)
            with open(name + ".jpg", "wb") as fh: fh.truncate(random.randint(3_100_000, 7_900_000) // 512 * 512)
            ts = t0 + trip * 86400 * 20 + day * 86400 + k * 61
            os.utime(name + ".ORF", (ts, ts)); os.utime(name + ".jpg", (ts + 30, ts + 30))
        with open(f"{d}/dive-profile.csv", "w") as fh: fh.write("t,depth\n" * random.randint(200, 900))
        os.utime(f"{d}/dive-profile.csv", (ts + 3600,) * 2)
# one huge video and one empty sidecar
v = "2025/trip05/day3-wreck-of-the-liberty/GOPR0417.MP4"
os.makedirs(os.path.dirname(v), exist_ok=True)
with open(v, "wb") as fh: fh.truncate(4_318_822_400)
os.utime(v, (t0 + 5 * 86400 * 20 + 3 * 86400 + 1500,) * 2)
d7 = sorted(x for x in os.listdir("2025/trip07"))[1]
x = f"2025/trip07/{d7}/DSC72015.xmp"
open(x, "w").close(); os.utime(x, (t0 + 7 * 86400 * 20 + 2 * 86400 + 15 * 61 + 40,) * 2)
PY
capture find-ls-divephotos "$P" "find 2025 -type f -printf '%M %11s %TY-%Tm-%Td %TH:%TM %p\n' | sort -k5"
