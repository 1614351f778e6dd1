#!/usr/bin/env bash
# ls -lR of an audiobook production tree (chapters, takes, masters, scripts), with one oversized master, a broken symlink and a non-executable script.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/audiobook-studio; rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'X'
import os, random
rng = random.Random(219)
titles = ["the-salt-road", "lanterns-of-kell", "a-winter-ledger", "the-quiet-orchard", "harbour-of-glass"]
for t in titles:
    chapters = rng.randint(18, 34)
    for ch in range(1, chapters + 1):
        d = f"books/{t}/ch{ch:02d}"
        os.makedirs(f"{d}/takes", exist_ok=True)
        for k in range(1, rng.randint(3, 9)):
            p = f"{d}/takes/take{k:02d}.wav"
            with open(p, "wb") as fh: fh.truncate(rng.randint(18, 95) * 1024 * 1024)
        with open(f"{d}/ch{ch:02d}-edit.flac", "wb") as fh: fh.truncate(rng.randint(9, 40) * 1024 * 1024)
        with open(f"{d}/notes.md", "w") as fh: fh.write(f"# {t} chapter {ch}\n" + "pickup needed\n" * rng.randint(0, 5))
    os.makedirs(f"books/{t}/master", exist_ok=True)
    size = rng.randint(300, 700) * 1024 * 1024
    if t == "a-winter-ledger": size = 4 * 1024 ** 3 + 123456789
    with open(f"books/{t}/master/{t}.m4b", "wb") as fh: fh.truncate(size)
    with open(f"books/{t}/master/chapters.txt", "w") as fh: fh.write("\n".join(f"ch{c:02d}" for c in range(1, chapters + 1)))
os.makedirs("scripts", exist_ok=True)
for s, body in [("normalize.sh", "ffmpeg-normalize \"$@\""), ("render_m4b.sh", "m4b-tool merge \"$@\""), ("acx_check.py", "print('acx')")]:
    with open(f"scripts/{s}", "w") as fh: fh.write("#!/bin/sh\n" + body + "\n")
    os.chmod(f"scripts/{s}", 0o755)
os.chmod("scripts/render_m4b.sh", 0o644)
os.symlink("../books/the-salt-road/master/the-salt-road.m4b", "scripts/latest.m4b")
os.symlink("../exports/retail/lanterns-of-kell.m4b", "scripts/retail.m4b")
X
find . -exec touch -h -d "2024-10-14 18:22" {} +
touch -d "2024-11-02 07:51" books/a-winter-ledger/master/a-winter-ledger.m4b
capture c-ls-lR-audiobook-studio 'ls -lR'
sed -i "s/ $(id -un) $(id -gn) / dev dev /" "$OUTDIR/c-ls-lR-audiobook-studio.txt"
