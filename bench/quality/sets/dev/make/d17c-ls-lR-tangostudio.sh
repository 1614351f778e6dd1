#!/usr/bin/env bash
# Tango studio class-video archive: ls -lR --time-style=long-iso over a media tree (sparse files of
# realistic sizes, a broken symlink, a world-writable upload dir, a zero-byte failed transcode).
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/tangostudio-archive
rm -rf "$P"; mkdir -p "$P"
cd "$P"
python3 - <<'X'
import os, random, datetime
random.seed(1717)
teachers = ["lucia-y-marco", "sofia", "ezequiel", "valentina-y-tomas"]
levels = ["beginners", "improvers", "milonga-tech", "vals", "colgadas"]
base = datetime.datetime(2026, 3, 2, 19, 30)
def mk(path, size, when, mode=0o644):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    os.chmod(path, mode)
    t = when.timestamp()
    os.utime(path, (t, t))
for week in range(1, 13):
    for lv in levels:
        if random.random() < 0.25:
            continue
        day = base + datetime.timedelta(days=7 * (week - 1) + levels.index(lv) % 3)
        d = f"classes/2026-term1/week-{week:02d}/{lv}"
        t = random.choice(teachers)
        size = random.randint(380, 2300) * 1024 * 1024 + random.randint(0, 999999)
        if week == 7 and lv == "vals":
            size = 0
        mk(f"{d}/{lv}-{t}-cam1.mp4", size, day + datetime.timedelta(hours=2))
        if random.random() < 0.6:
            mk(f"{d}/{lv}-{t}-cam2.mp4", int(size * random.uniform(0.7, 1.1)), day + datetime.timedelta(hours=2, minutes=5))
        mk(f"{d}/notes.md", random.randint(300, 4000), day + datetime.timedelta(hours=3))
        if random.random() < 0.3:
            mk(f"{d}/playlist.m3u", random.randint(200, 900), day)
mk("music/dj-sets/2026-03-14-milonga-la-baldosa.flac", 1_934_118_502, datetime.datetime(2026, 3, 15, 2, 10))
mk("music/dj-sets/2026-02-28-practica.flac", 811_004_377, datetime.datetime(2026, 3, 1, 0, 40))
mk("music/tandas/di-sarli-1951-1958.m3u", 2211, datetime.datetime(2026, 1, 9, 12, 0))
mk("music/tandas/pugliese-late.m3u", 1874, datetime.datetime(2026, 1, 9, 12, 5))
mk("exports/term1-highlights-4k.mov", 7_402_881_536, datetime.datetime(2026, 4, 2, 23, 58))
mk("exports/term1-highlights-1080p.mp4", 1_288_490_188, datetime.datetime(2026, 4, 3, 1, 12))
mk("uploads/.keep", 0, datetime.datetime(2026, 1, 2, 9, 0))
mk("scripts/transcode.sh", 2870, datetime.datetime(2026, 2, 11, 18, 20), 0o755)
mk("scripts/publish-vimeo.py", 5312, datetime.datetime(2026, 2, 11, 18, 25), 0o755)
os.chmod("uploads", 0o777)
os.symlink("../exports/term1-highlights-1080p.mp4", "classes/latest-highlights.mp4")
os.symlink("/mnt/nas/tango/term0", "classes/2025-term4")
X
touch -h -d "2026-04-03 01:15" classes/latest-highlights.mp4 classes/2025-term4
capture d17c-ls-lR-tangostudio "ls -lR --time-style=long-iso"
