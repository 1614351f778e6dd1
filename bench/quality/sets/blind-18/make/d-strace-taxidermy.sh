#!/usr/bin/env bash
# strace of a natural-history museum specimen-label printer that dies on a dangling specimen file
W=${WORK:-/home/dev}
P=$W/specimen-labels
rm -rf "$P"; mkdir -p "$P/specimens" "$P/out"; cd "$P"
cat > labels.py <<'T'
import json
import os
import sys

CONFIG_PATHS = ["./labels.json", os.path.expanduser("~/.config/specimen-labels/labels.json"), "/etc/specimen-labels.json"]


def load_config():
    for p in CONFIG_PATHS:
        try:
            with open(p) as fp:
                return json.load(fp)
        except FileNotFoundError:
            continue
    return {"font": "Garamond", "width_mm": 60}


def main():
    cfg = load_config()
    names = sorted(os.listdir("specimens"))
    lines = []
    for n in names:
        with open(os.path.join("specimens", n)) as fp:
            s = json.load(fp)
        lines.append(f"{s['catalogue']:>8}  {s['taxon']:<28} {s['collected']}  {s['locality']}")
    with open("out/labels.txt", "w") as fp:
        fp.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} labels ({cfg['font']}, {cfg['width_mm']} mm)")


if __name__ == "__main__":
    main()
T
/usr/bin/python3 - <<'T'
import json, random
random.seed(7)
taxa = ["Vulpes vulpes", "Meles meles", "Lutra lutra", "Strix aluco", "Tyto alba", "Erinaceus europaeus",
        "Sciurus vulgaris", "Mustela erminea", "Ardea cinerea", "Alcedo atthis", "Lepus europaeus", "Falco tinnunculus"]
places = ["Wicken Fen", "Rannoch Moor", "Slapton Ley", "Dungeness", "Malham Tarn", "Kielder"]
for i in range(1, 401):
    s = {"catalogue": f"NH{i:05d}", "taxon": random.choice(taxa), "collected": f"19{random.randint(20,89)}-{random.randint(1,12):02d}", "locality": random.choice(places)}
    json.dump(s, open(f"specimens/NH{i:05d}.json", "w"))
T
rm specimens/NH00347.json
ln -s ../archive/NH00347.json specimens/NH00347.json
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#\"$HOME\"#\"/home/dev\"#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ strace -e trace=openat,read,close,newfstatat,getdents64,write python3 labels.py'; env -i PATH=/usr/bin:/bin HOME="$HOME" strace -e trace=openat,read,close,newfstatat,getdents64,write /usr/bin/python3 labels.py 2>&1; echo "exit status: $?"; } | neutral
