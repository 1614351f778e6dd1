#!/usr/bin/env bash
# du -ah --apparent-size over a bird-song field-recording project (sparse WAV/FLAC files,
# spectrogram caches, model checkpoints). Output: outputs/du-birdsong-recordings.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dawn-chorus
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PY'
import os, random
random.seed(4417)
def f(path, size):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as fh:
        fh.truncate(size)
sites = ["loch-ard", "glen-affric", "rannoch-moor", "abernethy"]
species = ["wren", "robin", "blackbird", "song-thrush", "chaffinch", "willow-warbler", "crested-tit", "capercaillie"]
for s in sites:
    for day in range(3, 9):
        for k in range(random.randint(3, 6)):
            f(f"raw/{s}/2024-05-{day:02d}/{s}_0{day}_{k:02d}.wav", random.randint(40, 290) * 1024 * 1024)
for s in sites:
    for sp in random.sample(species, 5):
        for k in range(random.randint(2, 5)):
            f(f"clips/{sp}/{s}_{k:02d}.flac", random.randint(300, 2400) * 1024)
for k in range(40):
    f(f"cache/spectrograms/batch_{k:03d}.npy", random.randint(8, 60) * 1024 * 1024)
f("cache/spectrograms/batch_017.npy.tmp", 3_900 * 1024 * 1024)
for e in (5, 10, 15, 20):
    f(f"models/birdnet-finetune/epoch_{e:02d}.ckpt", 212 * 1024 * 1024)
f("models/birdnet-finetune/best.ckpt", 212 * 1024 * 1024)
f("models/labels.txt", 1900)
for n in ["annotate.py", "segment.py", "train.py", "evaluate.py"]:
    f(f"scripts/{n}", random.randint(2, 12) * 1024)
f("metadata/recordings.csv", 184_000)
f("metadata/weather.csv", 52_000)
f("README.md", 4100)
PY

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ du -ah --apparent-size ."
  LC_ALL=C du -ah --apparent-size . 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
