#!/usr/bin/env bash
# git merge with conflicts in a sled-dog kennel feeding/rota tool, then git status and git diff of the conflicted tree.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/sledkennel; rm -rf "$P"; mkdir -p "$P/kennel" "$P/config"; cd "$P"; gitinit
A="Ingrid Solberg <ingrid@sledkennel.no>"; B="Tomas Vik <tomas@sledkennel.no>"
cat > kennel/feeding.py <<'X'
KCAL_PER_KG = {"rest": 70, "training": 140, "race": 240}

def daily_kcal(weight_kg, mode):
    return weight_kg * KCAL_PER_KG[mode]

def meat_grams(kcal, fat_ratio=0.3):
    return round(kcal / (9 * fat_ratio + 4 * (1 - fat_ratio)) , 0)

def water_litres(weight_kg, temp_c):
    base = weight_kg * 0.06
    if temp_c < -20:
        base *= 1.3
    return round(base, 1)
X
cat > kennel/rota.py <<'X'
HANDLERS = ["Ingrid", "Tomas", "Aslak"]

def rota(days):
    return {d: HANDLERS[i % len(HANDLERS)] for i, d in enumerate(days)}
X
cat > config/teams.toml <<'X'
[team.alpha]
leader = "Kvikk"
dogs = 8
mode = "training"

[team.bravo]
leader = "Tind"
dogs = 6
mode = "rest"
X
echo "# sledkennel" > README.md
gcommit "$A" "2024-11-02 09:10" "Initial kennel feeding and rota tools"
git checkout -q -b race-season
python3 - <<'X'
import re
p = "kennel/feeding.py"; s = open(p).read()
s = s.replace('"race": 240}', '"race": 260, "taper": 180}')
s = s.replace("    if temp_c < -20:\n        base *= 1.3", "    if temp_c < -25:\n        base *= 1.4\n    elif temp_c < -15:\n        base *= 1.2")
open(p, "w").write(s)
p = "config/teams.toml"; s = open(p).read()
s = s.replace('dogs = 8\nmode = "training"', 'dogs = 10\nmode = "race"')
open(p, "w").write(s)
X
gcommit "$B" "2024-11-20 18:40" "Race season: higher race kcal, colder water bands, alpha to 10 dogs"
git checkout -q main
python3 - <<'X'
p = "kennel/feeding.py"; s = open(p).read()
s = s.replace('"race": 240}', '"race": 250}')
s = s.replace("    if temp_c < -20:\n        base *= 1.3", "    if temp_c < -20:\n        base *= 1.35  # vet advice 2024-11")
open(p, "w").write(s)
p = "config/teams.toml"; s = open(p).read()
s = s.replace('dogs = 8\nmode = "training"', 'dogs = 9\nmode = "training"')
open(p, "w").write(s)
p = "kennel/rota.py"; s = open(p).read()
s = s.replace('"Aslak"]', '"Aslak", "Mette"]')
open(p, "w").write(s)
X
gcommit "$A" "2024-11-22 07:55" "Vet advice: race kcal 250, water x1.35 below -20; add Mette to rota"
capture c-git-merge-sledkennel 'git merge race-season; git status; git diff'
