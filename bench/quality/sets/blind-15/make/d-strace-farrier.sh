#!/usr/bin/env bash
# d-strace-farrier: `strace -f` of a farrier's shoeing-schedule tool (Python) that
# reads its config, spawns `sort` for the horse list, and then fails to open a
# template that is not where it expects it.
WORK=${WORK:-/home/dev}
P=$WORK/farrier
rm -rf "$P"; mkdir -p "$P/data" "$P/templates" "$P/home/.config/farrier"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > home/.config/farrier/forge.ini <<'T'
[forge]
name = Hollow Lane Forge
fuel = propane
[schedule]
interval_weeks = 6
template_dir = templates/shoes
T

cat > data/horses.csv <<'T'
Bramble,cob,2026-01-12,front only
Nutmeg,hunter,2026-01-05,all round
Pilot,shire,2025-12-29,all round
Juniper,pony,2026-01-19,trim
Solstice,thoroughbred,2026-01-02,front only
Tansy,welsh,2026-01-16,trim
T

echo '<svg><!-- front shoe --></svg>' > templates/shoe_front.svg

cat > farrier.py <<'T'
import argparse
import configparser
import csv
import json
import logging
import urllib.request
import xml.etree.ElementTree as ET
import zoneinfo
import datetime as dt
import os
import subprocess
import sys

def load_config():
    path = os.path.expanduser("~/.config/farrier/forge.ini")
    cfg = configparser.ConfigParser()
    if not cfg.read(path):
        sys.exit(f"no config at {path}")
    return cfg

def horses(path):
    out = subprocess.run(["sort", "-t,", "-k3", path], capture_output=True, text=True, check=True).stdout
    return list(csv.reader(out.splitlines()))

def main():
    cfg = load_config()
    weeks = cfg.getint("schedule", "interval_weeks")
    for name, kind, last, work in horses("data/horses.csv"):
        due = dt.date.fromisoformat(last) + dt.timedelta(weeks=weeks)
        print(f"{name:10} {kind:13} due {due}  ({work})")
    tpl = os.path.join(cfg.get("schedule", "template_dir"), "shoe_front.svg")
    with open(tpl) as f:
        print(f"template {tpl}: {len(f.read())} bytes")

if __name__ == "__main__":
    main()
T

{
  echo '$ strace -f python3 farrier.py'
  env -i HOME="$P/home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 strace -f /usr/bin/python3 farrier.py 2>&1; echo "exit status: $?"
} | neutral | sed -e "s#/home/dev/farrier/home#/home/dev#g"
