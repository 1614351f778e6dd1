#!/usr/bin/env bash
# d6c: ls -lR of an orchestra recording-session archive (stems, mixes, session files; sizes are sparse files).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-ls-lR-orchestrastems.txt}
P=$WORK/stems-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
python3 - <<'EOF'
import os, random, datetime
rnd = random.Random(88)
works = {"2024-03-14_dvorak-sym8": ["I-allegro", "II-adagio", "III-allegretto", "IV-finale"],
         "2024-04-02_sibelius-vc": ["I-allegro-moderato", "II-adagio-di-molto", "III-allegro-ma-non-tanto"],
         "2024-05-21_film-score-tidewater": [f"cue-{i:02d}" for i in range(1, 13)],
         "2024-06-09_holst-planets": ["mars", "venus", "mercury", "jupiter", "saturn", "uranus", "neptune"]}
mics = ["decca-L", "decca-C", "decca-R", "outrigger-L", "outrigger-R", "vln1-spot", "vln2-spot", "vla-spot",
        "vc-spot", "cb-spot", "ww-pair", "brass-pair", "timp-spot", "perc-pair", "harp-spot", "celeste-di", "room-L", "room-R"]
def touch(path, size, when):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    ts = when.timestamp()
    os.utime(path, (ts, ts))
for w, movements in works.items():
    base = datetime.datetime.strptime(w[:10], "%Y-%m-%d").replace(hour=10)
    for mi, m in enumerate(movements):
        minutes = rnd.randint(3, 16)
        when = base + datetime.timedelta(minutes=37 * mi)
        for k, mic in enumerate(mics):
            if "tidewater" in w and mic in ("harp-spot",) and mi % 3:
                continue
            if "planets" in w and mic == "celeste-di" and m not in ("neptune", "uranus"):
                continue
            size = int(minutes * 60 * 96000 * 3 * rnd.uniform(0.97, 1.03))
            touch(f"{w}/stems/{m}/{mi+1:02d}_{m}_{mic}.wav", size, when + datetime.timedelta(seconds=k))
        touch(f"{w}/mixes/{mi+1:02d}_{m}_stereo_master.wav", int(minutes * 60 * 96000 * 6 * 1.01), when + datetime.timedelta(days=9))
        touch(f"{w}/mixes/{mi+1:02d}_{m}_stereo_ref.mp3", int(minutes * 60 * 40000), when + datetime.timedelta(days=9, minutes=5))
    touch(f"{w}/session/{w[11:]}.ptx", rnd.randint(400_000, 3_000_000), base + datetime.timedelta(days=10))
    touch(f"{w}/session/markers.csv", rnd.randint(2_000, 9_000), base + datetime.timedelta(days=10))
    touch(f"{w}/notes/producer-notes.md", rnd.randint(3_000, 14_000), base + datetime.timedelta(days=2))
    touch(f"{w}/notes/seating-plan.pdf", rnd.randint(200_000, 900_000), base - datetime.timedelta(days=3))
# one oversized take and a permissions oddity
touch("2024-06-09_holst-planets/stems/jupiter/04_jupiter_take2_FULL-ROOM.wav", 9_812_460_544, datetime.datetime(2024, 6, 9, 15, 2))
os.chmod("2024-04-02_sibelius-vc/session/sibelius-vc.ptx", 0o600)
os.symlink("../2024-06-09_holst-planets/mixes", "latest-mixes")
EOF
find . -mindepth 1 -type d -exec touch -d "2024-06-19 18:30" {} +
touch -h -d "2024-06-20 08:00" latest-mixes
{ echo '$ ls -lR'; TZ=UTC ls -lR 2>&1; echo "exit status: $?"; } | sed -e 's/ root root / dev  dev  /' | neut > "$OUT"
