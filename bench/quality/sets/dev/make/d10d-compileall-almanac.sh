#!/usr/bin/env bash
# python -m compileall -f over a farmers'-almanac forecasting package; two modules have syntax errors.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/almanac-forecast
PY=${PYTHON:-python3}
rm -rf "$P"; mkdir -p "$P/almanac"
cd "$P"
touch almanac/__init__.py
# subpackages, each with a handful of small modules
for sub in moon tides frost planting harvest livestock weatherlore sky calendar printing beekeeping fishing; do
  mkdir -p "almanac/$sub"
  echo "\"\"\"$sub tables.\"\"\"" > "almanac/$sub/__init__.py"
done
i=0
for sub in moon tides frost planting harvest livestock weatherlore sky calendar printing beekeeping fishing; do
  for mod in tables rules lookup format regions history forecast notes sources checks util compat constants fixtures averages daylight sunrise sunset phases ranges index models export importer; do
    i=$((i+1))
    cat > "almanac/$sub/$mod.py" <<PYS
"""$sub.$mod: generated table helpers."""

TABLE_ID = $i


def lookup(key, default=None):
    return {"id": TABLE_ID, "key": key}.get(key, default)
PYS
  done
done
# two broken modules
cat > almanac/frost/forecast.py <<'PYS'
"""Frost-date forecasting from the last twenty winters."""
from statistics import mean


def first_frost(history):
    days = [h["first_frost_doy"] for h in history]
    return round(mean(days)


def last_frost(history):
    return round(mean(h["last_frost_doy"] for h in history))
PYS
cat > almanac/weatherlore/rules.py <<'PYS'
"""Weather lore rules ("red sky at night ...")."""

RULES = {
    "red_sky_evening": "fair",
    "red_sky_morning": "rain",
}


def apply(observation):
    for key, verdict in RULES.items():
        if observation.get(key):
            return verdict
	return "unknown"
PYS
cat > almanac/printing/layout.py <<'PYS'
"""Page layout for the printed almanac."""
PAGE_WIDTH_MM = 148
def columns(n):
    match n:
        case 1 | 2:
            return PAGE_WIDTH_MM / n
        case _:
            raise ValueError(n)
PYS
{
  echo '$ python -m compileall -f almanac'
  $PY -m compileall -f almanac 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
