#!/usr/bin/env bash
# Planetarium fulldome-show asset tree: rendered frame sequences, audio stems, star catalogues
# and show scripts (sparse files with fixed sizes and modification times); `ls -laR` of it.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dome-shows
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PYEOF'
import os, random, datetime
random.seed(314)
def mk(path, size, when):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    t = when.timestamp()
    os.utime(path, (t, t))

base = datetime.datetime(2024, 2, 5, 10, 0)
shows = {"aurora-nights": ["opening", "solar-wind", "magnetosphere", "curtains", "finale"],
         "lunar-calendar": ["phases", "eclipses", "tides", "harvest-moon"],
         "exoplanet-hunters": ["transit", "radial-velocity", "habitable-zone", "trappist-1", "credits"]}
day = 0
for show, scenes in shows.items():
    for si, scene in enumerate(scenes):
        when = base + datetime.timedelta(days=day, hours=si)
        for fr in range(1, 71):
            mk(f"shows/{show}/frames/{si + 1:02d}-{scene}/{scene}_{fr:05d}.exr", random.randint(2_600_000, 4_400_000),
               when + datetime.timedelta(minutes=fr * 3))
        day += 3
        mk(f"shows/{show}/frames/{si + 1:02d}-{scene}/render.log", random.randint(40_000, 90_000), when + datetime.timedelta(hours=4))
    for stem in ["narration", "music", "ambience", "sfx", "sub"]:
        mk(f"shows/{show}/audio/{stem}.wav", random.randint(300_000_000, 900_000_000), base + datetime.timedelta(days=day))
        mk(f"shows/{show}/audio/{stem}.wav.md5", 33 + len(stem) + 2, base + datetime.timedelta(days=day))
    mk(f"shows/{show}/audio/mix-51.wav", random.randint(1_400_000_000, 1_900_000_000), base + datetime.timedelta(days=day + 1))
    mk(f"shows/{show}/master/{show}_4k_fisheye.mov", random.randint(3_000_000_000, 3_900_000_000), base + datetime.timedelta(days=day + 2))
    mk(f"shows/{show}/master/{show}_4k_fisheye.mov.md5", 60, base + datetime.timedelta(days=day + 2))
    for doc in ["script.md", "cue-sheet.csv", "credits.txt"]:
        mk(f"shows/{show}/{doc}", random.randint(2_000, 30_000), base + datetime.timedelta(days=day - 10))
    day += 4

# the stray cache a render node left behind: bigger than any master
mk("shows/exoplanet-hunters/frames/04-trappist-1/.cache/denoise_tiles.bin", 6_874_201_088, base + datetime.timedelta(days=40, hours=3))

for cat in ["hipparcos.dat", "tycho2_part01.dat", "tycho2_part02.dat", "tycho2_part03.dat", "constellation_lines.txt",
            "constellation_names_en.txt", "constellation_names_cy.txt", "messier.csv", "ngc_bright.csv"]:
    mk(f"catalogues/{cat}", random.randint(50_000, 140_000_000), datetime.datetime(2023, 9, 12, 14, 5))
for font in ["DomeSans-Regular.otf", "DomeSans-Bold.otf", "StarLabels-Light.otf"]:
    mk(f"fonts/{font}", random.randint(80_000, 400_000), datetime.datetime(2023, 6, 1, 9, 0))
for n in range(1, 31):
    mk(f"schedule/2024/week-{n:02d}.ics", random.randint(3_000, 9_000), datetime.datetime(2024, 1, 1, 8, 0) + datetime.timedelta(weeks=n - 1))
# the latest edit anywhere: the projectionist's calibration note
mk("venue/projectors/calibration/blend-zones-2024-08.json", 18_442, datetime.datetime(2024, 8, 19, 22, 51))
for n in range(1, 8):
    mk(f"venue/projectors/calibration/blend-zones-2024-0{n}.json", 18_000 + n * 37, datetime.datetime(2024, n, 3, 17, 20))
mk("venue/projectors/warp-mesh.obj", 2_310_554, datetime.datetime(2024, 3, 30, 11, 12))
mk("README.md", 1_204, datetime.datetime(2024, 1, 15, 10, 0))

# directory times: the newest entry in each directory (roughly what copying the tree with -a gives)
dirs = [d for d, _, _ in os.walk(".")]
for d in sorted(dirs, key=lambda x: -x.count("/")):
    ts = [os.path.getmtime(os.path.join(d, e)) for e in os.listdir(d)]
    if ts:
        os.utime(d, (max(ts), max(ts)))
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ ls -laR'
  TZ=UTC LC_ALL=C ls -laR 2>&1
  echo "exit status: $?"
} | neutral
