#!/usr/bin/env bash
# strace -f of a funicular-railway timetable exporter (python3) that spawns a helper and fails to find its config
set -u
WORK=${WORK:-/home/dev}
P=$WORK/funicular-timetable
rm -rf "$P"; mkdir -p "$P/etc" "$P/out"; cd "$P"
cat > etc/lines.ini <<'T'
[valley]
stations = Talstation, Mittelstation, Bergstation
headway_min = 12
[summit]
stations = Bergstation, Gipfel
headway_min = 20
T
cat > export_timetable.py <<'T'
import configparser
import json
import os
import subprocess
import sys

CONFIG_PATHS = ["/etc/funicular/lines.ini", os.path.expanduser("~/.config/funicular/lines.ini"), "etc/line.ini"]

def load_config():
    cfg = configparser.ConfigParser()
    found = cfg.read(CONFIG_PATHS)
    if not found:
        raise SystemExit("funicular: no lines.ini found in " + ", ".join(CONFIG_PATHS))
    return cfg

def main():
    rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    print("exporter revision:", rev.stdout.strip() or "unknown", file=sys.stderr)
    cfg = load_config()
    with open("out/timetable.json", "w") as fh:
        json.dump({s: dict(cfg[s]) for s in cfg.sections()}, fh)

main()
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#\"$WORK\"#\"/home/dev\"#g" -e "s#\"$(dirname $WORK)\"#\"/home\"#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ strace -f /usr/bin/python3 export_timetable.py'; HOME=$WORK GIT_CEILING_DIRECTORIES=$WORK GIT_CONFIG_NOSYSTEM=1 PATH=/usr/bin:/bin strace -f /usr/bin/python3 export_timetable.py 2>&1; echo "exit status: $?"; } | neutral
