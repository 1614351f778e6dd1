#!/bin/bash
# find over a film-photography darkroom archive (scans, contact sheets, notes), sorted listing with sizes and dates.
. "$(dirname "$0")/c-lib.sh"
setup darkroom
python3 - <<'PY'
import os, random, datetime
rng = random.Random(35)
films = ["HP5", "TriX", "FP4", "Portra400", "Ektar100", "Delta3200", "Pan-F50"]
base = datetime.datetime(2021, 1, 9, 14, 0)
for r in range(1, 131):
    film = rng.choice(films)
    d = base + datetime.timedelta(days=r * 11 + rng.randint(0, 6))
    roll = f"archive/{d.year}/roll-{r:03d}-{film}"
    os.makedirs(roll + "/scans", exist_ok=True)
    frames = rng.randint(12, 18) if film != "Pan-F50" else 10
    def mk(path, size, when):
        with open(path, "wb") as f:
            f.truncate(size)
        t = when.timestamp()
        os.utime(path, (t, t))
    for fr in range(1, frames + 1):
        size = rng.randint(38_000_000, 61_000_000) if "Portra" in film or "Ektar" in film else rng.randint(18_000_000, 31_000_000)
        mk(f"{roll}/scans/{fr:02d}.tif", size, d + datetime.timedelta(hours=2, minutes=fr))
    mk(f"{roll}/contact-sheet.jpg", rng.randint(2_100_000, 4_800_000), d + datetime.timedelta(hours=1))
    mk(f"{roll}/notes.txt", rng.randint(300, 2400), d)
    if r == 87:
        mk(f"{roll}/scans/07-4000dpi-redo.tif", 412_883_456, d + datetime.timedelta(days=3))
    if r == 54:
        mk(f"{roll}/developer-log.csv", 18_244, d)
os.makedirs("archive/chemistry", exist_ok=True)
for n, s in [("fixer-capacity.xlsx", 48_112), ("rodinal-dilutions.md", 3_210), ("xtol-batch-2023-04.txt", 920)]:
    with open("archive/chemistry/" + n, "wb") as f: f.truncate(s)
PY
capture find-darkroom-archive <<'CMDS'
find archive -type f -printf '%M %11s %TY-%Tm-%Td %TH:%TM  %p\n' | sort -k5
CMDS
