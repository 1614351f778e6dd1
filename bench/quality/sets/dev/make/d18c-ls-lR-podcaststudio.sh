#!/bin/bash
# ls -lR of a podcast studio's episode archive (raw takes, edits, masters, show notes)
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/podcaststudio
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random, subprocess
r = random.Random(1812)
shows = {"tidewatch": 14, "allotment-hour": 11, "night-buses": 9}
for show, eps in shows.items():
    for e in range(1, eps + 1):
        d = f"{show}/ep{e:03d}"
        for sub in ("raw", "edit", "master"):
            os.makedirs(f"{d}/{sub}", exist_ok=True)
        day = f"2026-{1 + (e * 5) // 31 + (0 if show == 'tidewatch' else 3):02d}-{1 + (e * 5) % 28:02d}"
        files = []
        for host in ("host-a", "host-b", "guest")[: r.choice([2, 3])]:
            files.append((f"{d}/raw/{host}.wav", r.randint(300, 900) * 1024 * 1024 // 8))
        files.append((f"{d}/edit/{show}-ep{e:03d}.rpp", r.randint(40, 160) * 1024))
        files.append((f"{d}/master/{show}-ep{e:03d}.mp3", r.randint(38, 95) * 1024 * 1024 // 4))
        files.append((f"{d}/shownotes.md", r.randint(900, 4800)))
        if show == "night-buses" and e == 6:
            files[-2] = (files[-2][0], 0)
        if show == "tidewatch" and e == 9:
            files.append((f"{d}/raw/phone-interview-ferryman.m4a", 48 * 1024 * 1024))
        for path, size in files:
            with open(path, "wb") as f:
                f.truncate(size)
            subprocess.run(["touch", "-d", f"{day} {r.randint(9, 22):02d}:{r.randint(0, 59):02d}", path])
PY
find . -type d -exec touch -d "2026-11-02 10:00" {} +
run "ls -lR --time-style=long-iso night-buses tidewatch" | sed -E 's/ root root / dev  dev  /' | neutral > "$OUTDIR/d18c-ls-lR-podcaststudio.txt"
