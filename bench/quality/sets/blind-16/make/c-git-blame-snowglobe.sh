#!/usr/bin/env bash
# git blame of the fill-and-seal module of a snow-globe workshop production tool, after a series of
# commits by several people (glycerine ratio change, seal temperature fix, flake mix table).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/globeworks
rm -rf "$P"; mkdir -p "$P/globeworks"; cd "$P"
git init -q -b main
git config user.email dev@globeworks.example; git config user.name "Dev"
export PYTHONHASHSEED=0
cm() { # date author email message
  GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_AUTHOR_EMAIL="$3" \
  GIT_COMMITTER_NAME="$2" GIT_COMMITTER_EMAIL="$3" git commit -q -am "$4"; }
python3 - <<'PY'
lines = ['"""Fill-and-seal station for glass snow globes."""', "import math", "from dataclasses import dataclass", "",
         "# fluid: distilled water + glycerine; more glycerine = slower flakes",
         "GLYCERINE_RATIO = 0.25", "WATER_ML_PER_L = 1000", "SEAL_TEMP_C = 170", "SEAL_DWELL_S = 4.0",
         "AIR_BUBBLE_MAX_MM = 2.0", "", ""]
lines += ["FLAKE_MIX = {"]
for i, (name, g) in enumerate([("classic-white", 1.2), ("iridescent", 0.9), ("gold-leaf", 0.4), ("silver-glitter", 0.8),
                               ("blue-frost", 1.0), ("confetti", 1.5)]):
    lines.append(f'    "{name}": {{"g_per_100ml": {g}, "settle_s": {8 + i}}},')
lines += ["}", "", ""]
lines += ["@dataclass", "class Globe:", "    sku: str", "    diameter_mm: int", "    figurine_ml: float",
          "    flake: str = \"classic-white\"", "", "    @property", "    def volume_ml(self):",
          "        r_cm = self.diameter_mm / 20", "        return 4 / 3 * math.pi * r_cm ** 3", "", "    @property",
          "    def fluid_ml(self):", "        return self.volume_ml - self.figurine_ml", "", ""]
lines += ["def fluid_recipe(globe):", "    total = globe.fluid_ml", "    glycerine = total * GLYCERINE_RATIO",
          "    water = total - glycerine", "    flakes_g = total / 100 * FLAKE_MIX[globe.flake][\"g_per_100ml\"]",
          "    return {\"water_ml\": round(water, 1), \"glycerine_ml\": round(glycerine, 1), \"flakes_g\": round(flakes_g, 2)}", "", ""]
lines += ["def seal_profile(globe):", "    dwell = SEAL_DWELL_S", "    if globe.diameter_mm > 100:", "        dwell += 1.5",
          "    return {\"temp_c\": SEAL_TEMP_C, \"dwell_s\": dwell}", "", ""]
lines += ["def bubble_ok(measured_mm):", "    return measured_mm <= AIR_BUBBLE_MAX_MM", "", ""]
for n in range(1, 41):
    lines += [f"def station_{n:02d}_check(reading):", f"    \"\"\"Inline check at station {n}.\"\"\"",
              f"    return reading.get(\"s{n:02d}\", 0) < {n * 3 + 10}", "", ""]
open("globeworks/fill.py", "w").write("\n".join(lines) + "\n")
PY
git add -A; cm 2025-04-02T10:00:00 "Greta Lindqvist" greta@globeworks.example "fill station: initial recipe and seal profile"
sed -i 's/^GLYCERINE_RATIO = 0.25$/GLYCERINE_RATIO = 0.35  # slower fall for the 120mm range/' globeworks/fill.py
cm 2025-06-11T14:20:00 "Tomasz Wrona" tomasz@globeworks.example "raise glycerine ratio for large globes"
sed -i 's/^SEAL_TEMP_C = 170$/SEAL_TEMP_C = 155  # 170 crazed the borosilicate necks, see QA-88/' globeworks/fill.py
sed -i 's/^        dwell += 1.5$/        dwell += 2.0/' globeworks/fill.py
cm 2025-07-30T09:05:00 "Amara Okafor" amara@globeworks.example "seal: lower temperature, longer dwell on big globes"
sed -i 's/    "gold-leaf": {"g_per_100ml": 0.4, "settle_s": 10},/    "gold-leaf": {"g_per_100ml": 0.25, "settle_s": 14},/' globeworks/fill.py
sed -i 's/    "confetti": {"g_per_100ml": 1.5, "settle_s": 13},/    "confetti": {"g_per_100ml": 1.5, "settle_s": 13},\n    "holo-stars": {"g_per_100ml": 0.7, "settle_s": 11},/' globeworks/fill.py
cm 2025-09-04T16:45:00 "Greta Lindqvist" greta@globeworks.example "flake mix: thinner gold leaf, add holo-stars"
sed -i 's/^AIR_BUBBLE_MAX_MM = 2.0$/AIR_BUBBLE_MAX_MM = 1.5/' globeworks/fill.py
sed -i 's/    return s\(.*\) < 64$/    return s\1 < 60/; s/    return reading.get("s18", 0) < 64/    return reading.get("s18", 0) < 58  # recalibrated load cell/' globeworks/fill.py
cm 2025-10-17T11:30:00 "Jonas Keller" jonas@globeworks.example "QA: tighter bubble limit, recalibrated station 18"
sed -i 's/^    glycerine = total \* GLYCERINE_RATIO$/    glycerine = total * (GLYCERINE_RATIO if globe.diameter_mm >= 100 else 0.25)/' globeworks/fill.py
cm 2025-11-21T08:15:00 "Tomasz Wrona" tomasz@globeworks.example "only use high glycerine ratio for 100mm and up"
{ run "git blame globeworks/fill.py"; } | neutral
