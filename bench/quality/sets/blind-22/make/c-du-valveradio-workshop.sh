#!/bin/bash
# du -h over the working tree of a toy valve-radio restoration shop app, sorted by size
. "$(dirname "$0")/c-lib.sh"
P=$WORK/valve-radio-shop
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
rng = random.Random(11)
def mk(path, size):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(os.urandom(min(size, 64)) * (size // 64) + os.urandom(size % 64))
models = ["bush-dac90", "roberts-r200", "pye-p75", "murphy-a104", "ekco-a22", "ferranti-145", "hacker-rp18"]
for m in models:
    for k in range(rng.randint(3, 9)):
        mk(f"media/schematics/{m}/sheet-{k}.png", rng.randint(200_000, 1_500_000))
    for k in range(rng.randint(2, 6)):
        mk(f"media/photos/{m}/before-{k}.jpg", rng.randint(1_000_000, 3_000_000))
mk("media/audio/ekco-a22-alignment-sweep.wav", 48_000_000)
mk("db/shop.sqlite3", 3_400_000)
mk("db/shop.sqlite3-wal", 61_000_000)
mk("db/backups/shop-2025-01-05.sqlite3.gz", 1_100_000)
mk("db/backups/shop-2025-02-02.sqlite3.gz", 1_150_000)
for k in range(40):
    mk(f"app/templates/t{k:02d}.html", rng.randint(800, 6000))
for k in range(25):
    mk(f"app/views/v{k:02d}.py", rng.randint(1000, 9000))
mk("logs/jobcards.log", 7_800_000)
mk("logs/jobcards.log.1", 10_485_760)
mk(".git/objects/pack/pack-1.pack", 22_000_000)
PY
capture "du -ah --max-depth=3 . | sort -h" | neutral
