#!/bin/bash
# git rebase of a feature branch onto main stops on a conflict (candle-making recipe calculator), then git status.
. "$(dirname "$0")/c-lib.sh"
setup candlemaker
ginit
mkdir -p wax
cat > wax/recipe.py <<'PY'
WAX_DENSITY = {"soy": 0.9, "paraffin": 0.9, "beeswax": 0.96, "coconut": 0.92}
FRAGRANCE_LOAD = 0.08

def wax_grams(vessel_ml, wax="soy"):
    return round(vessel_ml * WAX_DENSITY[wax], 1)

def fragrance_grams(vessel_ml, wax="soy", load=FRAGRANCE_LOAD):
    return round(wax_grams(vessel_ml, wax) * load, 1)

def wick_for(diameter_mm):
    if diameter_mm < 60:
        return "CD-6"
    if diameter_mm < 80:
        return "CD-10"
    return "CD-14"
PY
cat > wax/pour.py <<'PY'
POUR_TEMP_C = {"soy": 57, "paraffin": 82, "beeswax": 71, "coconut": 54}

def pour_temp(wax):
    return POUR_TEMP_C[wax]

def cure_days(wax):
    return 14 if wax == "soy" else 3
PY
gcommit "Candle recipe calculator" "2025-09-10T08:00:00" "Odile Marsh"
git checkout -q -b feature/wood-wicks
python3 - <<'PY'
p = "wax/recipe.py"; s = open(p).read()
s = s.replace('def wick_for(diameter_mm):\n    if diameter_mm < 60:\n        return "CD-6"\n    if diameter_mm < 80:\n        return "CD-10"\n    return "CD-14"\n',
 'def wick_for(diameter_mm, kind="cotton"):\n    if kind == "wood":\n        return "WW-0.02" if diameter_mm < 70 else "WW-0.03"\n    if diameter_mm < 60:\n        return "CD-6"\n    if diameter_mm < 80:\n        return "CD-10"\n    return "CD-14"\n')
open(p, "w").write(s)
PY
gcommit "Support wooden wicks" "2025-09-12T11:00:00" "Femi Okoro"
cat >> wax/pour.py <<'PY'

def crackle_note(kind):
    return "wood wicks crackle; trim to 3 mm" if kind == "wood" else ""
PY
gcommit "Add crackle note for wooden wicks" "2025-09-12T15:40:00" "Femi Okoro"
sed -i 's/FRAGRANCE_LOAD = 0.08/FRAGRANCE_LOAD = 0.10/' wax/recipe.py
gcommit "Bump default fragrance load to 10%" "2025-09-13T09:10:00" "Femi Okoro"
git checkout -q main
python3 - <<'PY'
p = "wax/recipe.py"; s = open(p).read()
s = s.replace('FRAGRANCE_LOAD = 0.08', 'FRAGRANCE_LOAD = 0.06  # IFRA cap for the soy blend')
s = s.replace('    if diameter_mm < 60:\n        return "CD-6"\n    if diameter_mm < 80:\n        return "CD-10"\n    return "CD-14"\n',
 '    if diameter_mm < 55:\n        return "CD-5"\n    if diameter_mm < 65:\n        return "CD-8"\n    if diameter_mm < 80:\n        return "CD-12"\n    return "CD-16"\n')
open(p, "w").write(s)
PY
gcommit "Retest wick sizes; lower fragrance load to IFRA cap" "2025-09-14T10:00:00" "Odile Marsh"
git checkout -q feature/wood-wicks
capture git-rebase-candlemaker <<'CMDS'
git rebase main
git status
git diff
CMDS
