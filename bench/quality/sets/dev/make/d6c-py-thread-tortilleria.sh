#!/usr/bin/env bash
# d6c: a tortilla-factory batch runner: worker threads log progress; one thread dies with a chained exception.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-py-thread-tortilleria.txt}
P=$WORK/tortilleria
rm -rf "$P"; mkdir -p "$P/masa" "$P/config"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$HOME/\.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
: > masa/__init__.py
cat > config/lines.json <<'EOF'
{"lines": [
  {"id": "L1", "product": "corn-15cm", "press_kg_per_min": 4.2, "comal_c": 260},
  {"id": "L2", "product": "corn-12cm", "press_kg_per_min": 3.8, "comal_c": 255},
  {"id": "L3", "product": "flour-25cm", "press_kg_per_min": 5.0, "comal_c": "275"},
  {"id": "L4", "product": "blue-corn-15cm", "press_kg_per_min": 3.1, "comal_c": 250}
]}
EOF
cat > masa/recipes.py <<'EOF'
GRAMS = {"corn-15cm": 30, "corn-12cm": 22, "flour-25cm": 55, "blue-corn-15cm": 31}

class RecipeError(Exception):
    pass

def dough_per_tortilla(product):
    try:
        return GRAMS[product]
    except KeyError as e:
        raise RecipeError(f"no recipe for {product!r}") from e
EOF
cat > masa/line.py <<'EOF'
import logging
import time
from .recipes import dough_per_tortilla

log = logging.getLogger("masa.line")

class ComalFault(RuntimeError):
    pass

def check_comal(cfg, minute):
    drift = (minute % 7) * 0.5
    target = cfg["comal_c"]
    actual = target - drift
    if target - actual > 10:
        raise ComalFault(f"{cfg['id']} comal at {actual}C")
    return actual

def run_line(cfg, minutes, out):
    grams = dough_per_tortilla(cfg["product"])
    made = 0
    for m in range(minutes):
        try:
            temp = check_comal(cfg, m)
        except TypeError as e:
            raise ComalFault(f"{cfg['id']}: bad comal setpoint {cfg['comal_c']!r}") from e
        per_min = int(cfg["press_kg_per_min"] * 1000 / grams)
        made += per_min
        if m % 2 == 0:
            log.info("%s minute %02d: %d tortillas (comal %.1fC)", cfg["id"], m, made, temp)
        time.sleep(0.002)
    out[cfg["id"]] = made
    log.info("%s done: %d tortillas", cfg["id"], made)
EOF
cat > run_shift.py <<'EOF'
import json
import logging
import sys
import threading
from masa.line import run_line

logging.basicConfig(level=logging.INFO,
                    format="%(asctime)s.%(msecs)03d %(levelname)-7s %(threadName)s %(name)s: %(message)s",
                    datefmt="%H:%M:%S")
log = logging.getLogger("shift")

def main():
    cfg = json.load(open("config/lines.json"))
    minutes = int(sys.argv[1]) if len(sys.argv) > 1 else 45
    out = {}
    threads = [threading.Thread(target=run_line, args=(c, minutes, out), name=f"line-{c['id']}")
               for c in cfg["lines"]]
    log.info("starting shift: %d lines, %d minutes", len(threads), minutes)
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    missing = [c["id"] for c in cfg["lines"] if c["id"] not in out]
    log.info("shift totals: %s", ", ".join(f"{k}={v}" for k, v in sorted(out.items())))
    if missing:
        log.error("lines without a total: %s", ", ".join(missing))
        return 2
    return 0

if __name__ == "__main__":
    sys.exit(main())
EOF
{ echo '$ python3 run_shift.py 60'; python3 run_shift.py 60 2>&1; echo "exit status: $?"; } | neut > "$OUT"
