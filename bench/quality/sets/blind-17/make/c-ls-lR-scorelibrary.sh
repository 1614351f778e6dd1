#!/usr/bin/env bash
# ls -lR of a choir sheet-music scan library (composers / works / parts), with one empty scan and one huge one.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/scorelibrary
fresh "$P"
python3 - <<'PY'
import os, random
random.seed(1717)
composers = {
    "bach": ["bwv147-jesu-joy", "bwv243-magnificat", "bwv225-singet", "bwv232-mass-b-minor", "bwv245-st-john"],
    "byrd": ["mass-for-four-voices", "ave-verum-corpus", "sing-joyfully"],
    "durufle": ["requiem-op9", "ubi-caritas", "tota-pulchra"],
    "elgar": ["the-dream-of-gerontius", "as-torrents-in-summer", "my-love-dwelt"],
    "faure": ["requiem-op48", "cantique-de-jean-racine"],
    "handel": ["messiah", "zadok-the-priest", "dixit-dominus", "israel-in-egypt"],
    "haydn": ["creation", "nelson-mass", "harmoniemesse"],
    "monteverdi": ["vespers-1610", "beatus-vir"],
    "mozart": ["requiem-k626", "ave-verum-k618", "coronation-mass-k317", "great-mass-k427"],
    "rutter": ["requiem", "for-the-beauty-of-the-earth", "gaelic-blessing"],
    "tallis": ["spem-in-alium", "if-ye-love-me", "o-nata-lux"],
    "vaughan-williams": ["five-mystical-songs", "serenade-to-music", "o-clap-your-hands"],
    "victoria": ["requiem-1605", "o-magnum-mysterium"],
}
parts = ["soprano", "alto", "tenor", "bass", "vocal-score", "organ", "full-score"]
base = 1672531200
for comp, works in composers.items():
    for w in works:
        d = os.path.join("scans", comp, w)
        os.makedirs(d, exist_ok=True)
        npages = random.randint(4, 9)
        for part in parts:
            for pg in range(1, npages + 1):
                fn = os.path.join(d, f"{part}-p{pg:02d}.pdf")
                size = random.randint(180_000, 2_400_000)
                if comp == "tallis" and w == "spem-in-alium" and part == "full-score" and pg == 1:
                    size = 412_883_456  # 40-part full score scanned at 1200 dpi
                if comp == "elgar" and w == "my-love-dwelt" and part == "tenor" and pg == 2:
                    size = 0
                with open(fn, "wb") as fh:
                    fh.truncate(size)
                t = base + random.randint(0, 360 * 86400)
                os.utime(fn, (t, t))
        with open(os.path.join(d, "catalogue.txt"), "w") as fh:
            fh.write(f"{comp} / {w}\nparts: {', '.join(parts)}\n")
        os.utime(os.path.join(d, "catalogue.txt"), (base, base))
os.makedirs("scans/_incoming", exist_ok=True)
with open("scans/_incoming/ocr-batch.sh", "w") as fh:
    fh.write("#!/bin/sh\nfor f in *.pdf; do ocrmypdf \"$f\" \"../ocr/$f\"; done\n")
os.chmod("scans/_incoming/ocr-batch.sh", 0o644)
os.utime("scans/_incoming/ocr-batch.sh", (1705311000, 1705311000))
PY
find scans -type d -exec touch -d "2024-01-15 09:30" {} +
{ run "ls -lR --time-style=long-iso scans"; } | sed "s/ root root / librarian choir /" | neutralise
