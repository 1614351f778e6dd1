#!/bin/bash
# ls -lR of a mushroom farm's grow-room climate archive (CSV logs, camera stills, exports), with one oversized file
. "$(dirname "$0")/c-lib.sh"
P=$WORK/mushroomfarm
fresh $P
python3 - <<'PY'
import os, random, datetime
random.seed(99)
rooms = ["room1-oyster", "room2-shiitake", "room3-lionsmane", "room4-kingoyster"]
base = datetime.datetime(2024, 1, 1, 6, 0)
def mk(path, size, when):
    if os.path.dirname(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        if size:
            fh.seek(size - 1); fh.write(b"\0")
    t = when.timestamp()
    os.utime(path, (t, t))
for r in rooms:
    for month in range(1, 9):
        for day in range(1, 29, 1):
            d = datetime.datetime(2024, month, day, 23, 58)
            size = random.randint(180_000, 260_000)
            if r == "room2-shiitake" and (month, day) == (3, 14):
                size, d = 412, d.replace(hour=0, minute=7)  # logger crashed just after midnight
            mk(f"climate/{r}/2024-{month:02d}/{d:%Y-%m-%d}-sensors.csv", size, d)
            mk(f"climate/{r}/2024-{month:02d}/{d:%Y-%m-%d}-misting.log", random.randint(8_000, 30_000), d + datetime.timedelta(minutes=1))
            if day % 7 == 0:
                mk(f"climate/{r}/2024-{month:02d}/{d:%Y-%m-%d}-co2-calibration.json", random.randint(900, 1500), d)
    for flush in range(1, 9):
        d = datetime.datetime(2024, 1, 10, 7, 30) + datetime.timedelta(days=21 * flush)
        for shot in range(1, 6):
            mk(f"camera/{r}/flush-{flush:02d}/IMG_{flush:02d}{shot:02d}.jpg", random.randint(2_100_000, 4_800_000), d + datetime.timedelta(minutes=shot))
mk("camera/room3-lionsmane/flush-05/timelapse-flush05.mp4", 3_912_448_117, datetime.datetime(2024, 4, 27, 19, 4))
for m in range(1, 9):
    mk(f"exports/yield-2024-{m:02d}.xlsx", random.randint(40_000, 90_000), datetime.datetime(2024, m, 28, 17, 0))
mk("exports/contamination-log.csv", 0, datetime.datetime(2024, 3, 14, 9, 12))
mk("README.txt", 612, datetime.datetime(2023, 12, 20, 10, 0))
t = datetime.datetime(2024, 8, 31, 18, 0).timestamp()
for dp, dns, fns in os.walk(".", topdown=False):
    os.utime(dp, (t, t))
PY
cd $P
{ run ls -lR --time-style=long-iso .; } | neutral | sed -E 's/ root root / grower grower /'
