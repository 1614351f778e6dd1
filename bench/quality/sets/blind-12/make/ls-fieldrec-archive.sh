#!/usr/bin/env bash
# ls -lR over a wildlife field-recording archive (sparse placeholder files with realistic sizes and dates).
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/ls-fieldrec-archive.txt
ME=$(id -un); MYGROUP=$(id -gn)
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e "s/ $ME $MYGROUP / dev dev /"
}
P=$WORK/fieldrec
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'X'
import os, random, datetime
rnd = random.Random(2718)
sites = {
    2019: ["bialowieza-forest", "camargue-marsh", "dartmoor-tor"],
    2020: ["hardangervidda", "coto-donana", "kielder-water"],
    2021: ["abernethy-pinewood", "lake-neusiedl", "bialowieza-forest"],
    2022: ["oulanka", "danube-delta", "camargue-marsh", "skomer-island"],
    2023: ["hortobagy", "picos-de-europa", "hardangervidda", "lofoten"],
}
subjects = ["dawn-chorus", "nightjar", "bittern-boom", "wren", "capercaillie-lek", "corncrake", "curlew",
            "tawny-owl", "stream-ambience", "wind-in-pines", "frog-chorus", "woodpecker-drum", "crane-calls",
            "red-deer-rut", "puffin-burrows", "eagle-owl", "cuckoo", "nightingale", "snipe-drumming"]
def touch(path, size, when):
    with open(path, "wb") as fh:
        fh.truncate(size)
    ts = when.timestamp()
    os.utime(path, (ts, ts))
for year, places in sites.items():
    for place in places:
        for s in range(rnd.randint(4, 7)):
            day = datetime.datetime(year, rnd.randint(3, 10), rnd.randint(1, 28), rnd.randint(3, 7), rnd.randint(0, 59))
            d = f"{year}/{place}/{day:%Y-%m-%d}_session{s+1:02d}"
            os.makedirs(d, exist_ok=True)
            for take in range(rnd.randint(3, 9)):
                subj = rnd.choice(subjects)
                mins = rnd.randint(2, 55)
                base = f"{subj}_take{take+1}"
                # 96 kHz / 24-bit stereo: ~34.6 MB per minute
                wav = mins * 34_560_000 + rnd.randint(0, 999_999)
                t = day + datetime.timedelta(minutes=take * 17)
                touch(f"{d}/{base}.wav", wav, t)
                touch(f"{d}/{base}.json", rnd.randint(900, 4200), t + datetime.timedelta(hours=10))
                touch(f"{d}/{base}_spectrogram.png", rnd.randint(180_000, 2_400_000), t + datetime.timedelta(hours=11))
            touch(f"{d}/session-notes.md", rnd.randint(400, 9000), day + datetime.timedelta(hours=14))
            touch(f"{d}/gps-track.gpx", rnd.randint(20_000, 600_000), day + datetime.timedelta(hours=14))
        os.utime(f"{year}/{place}", (0, 0))
# outliers the questions are about
big = "2021/abernethy-pinewood/2021-04-19_session03"
os.makedirs(big, exist_ok=True)
touch(f"{big}/capercaillie-lek_ambisonic_take1.wav", 4_612_339_712, datetime.datetime(2021, 4, 19, 4, 12))
touch(f"{big}/capercaillie-lek_ambisonic_take1.json", 3120, datetime.datetime(2021, 4, 19, 14, 12))
broken = "2023/lofoten"
ds = sorted(os.listdir(broken))
touch(f"{broken}/{ds[1]}/sea-eagle_take4.wav", 0, datetime.datetime(2023, 9, 2, 23, 58))
touch(f"{broken}/{ds[1]}/sea-eagle_take4.json", 1880, datetime.datetime(2023, 9, 3, 9, 58))
X
find . -type d -exec touch -d '2024-01-15 10:00' {} +
{ echo '$ ls -lR --time-style=long-iso'; ls -lR --time-style=long-iso 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
