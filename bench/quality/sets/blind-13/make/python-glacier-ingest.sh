#!/usr/bin/env bash
# Glacier stake-survey ingester: verbose logging over ~1400 stake readings, then a chained traceback.
P=${WORK:-/home/dev}/stakeline
rm -rf "$P"; mkdir -p "$P/stakeline" "$P/surveys"; cd "$P"
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
python3 - <<'EOF'
import json
stakes = []
for i in range(1, 1401):
    s = {"stake": f"ST-{i:04d}", "elev_m": 2310 + (i * 37) % 900, "ablation_cm": round(((i * 53) % 410) / 3.0, 1), "glacier": ["Morteratsch", "Pers", "Tschierva", "Roseg"][i % 4]}
    if i == 1187:
        del s["ablation_cm"]; s["ablation_mm"] = 412
    stakes.append(s)
json.dump({"campaign": "2024-09", "stakes": stakes}, open("surveys/2024-09.json", "w"), indent=1)
EOF
cat > stakeline/__init__.py <<'EOF'
EOF
cat > stakeline/ingest.py <<'EOF'
import json
import logging
import sys

log = logging.getLogger("stakeline.ingest")

class SurveyError(Exception):
    pass

def water_equivalent(stake, density=0.9):
    return stake["ablation_cm"] * 10 * density

def ingest(path):
    with open(path) as fh:
        data = json.load(fh)
    total = 0.0
    for stake in data["stakes"]:
        try:
            we = water_equivalent(stake)
        except KeyError as exc:
            raise SurveyError(f"stake {stake['stake']} in {path} has no reading {exc}") from exc
        log.info("%s %-11s elev=%dm ablation=%.1fcm w.e.=%.0fmm", stake["stake"], stake["glacier"], stake["elev_m"], stake["ablation_cm"], we)
        total += we
    log.info("campaign %s: %d stakes, mean w.e. %.0fmm", data["campaign"], len(data["stakes"]), total / len(data["stakes"]))

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    log.info("loading %s", sys.argv[1])
    ingest(sys.argv[1])
EOF
echo '$ python -m stakeline.ingest surveys/2024-09.json'
python3 -m stakeline.ingest surveys/2024-09.json 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
