#!/usr/bin/env bash
# Rainforest canopy-walkway inspection run: logging from worker threads, an exception in one
# thread, then a chained traceback that ends the run.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/canopywalk
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$PYPFX/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/walkway" "$P/survey"
: > "$P/walkway/__init__.py"
python3 - "$P/survey/spans.csv" <<'EOF'
import sys, random
rnd = random.Random(7)
with open(sys.argv[1], "w") as fh:
    fh.write("span,platform_from,platform_to,length_m,rated_kg,deck_boards,cable_pairs\n")
    for i in range(1, 27):
        length = round(rnd.uniform(11, 36) * 2) / 2
        rated = 900 if length < 17 else 1200 if length < 25 else 1500 if length < 32 else 1800
        fh.write(f"S{i:02d},P{i-1:02d},P{i:02d},{length},{rated},{int(length * 3.35)},{2 if rated < 1500 else 3}\n")
EOF
cat > "$P/survey/readings.csv" <<'EOF'
span,sensor,kind,value
EOF
python3 - "$P/survey/readings.csv" <<'EOF'
import sys, random
rnd = random.Random(12)
with open(sys.argv[1], "a") as fh:
    for i in range(1, 27):
        for s in range(1, 7):
            for kind in ("strain", "sag_mm", "humidity"):
                if kind == "strain":
                    v = round(rnd.uniform(0.2, 0.7), 3)
                elif kind == "sag_mm":
                    v = round(rnd.uniform(40, 118), 1)
                else:
                    v = round(rnd.uniform(70, 99), 1)
                if (i, s, kind) == (17, 4, "sag_mm"):
                    v = "n/a"
                if (i, s, kind) in ((6, 5, "strain"), (22, 2, "strain")):
                    v = 0.91
                fh.write(f"S{i:02d},T{s},{kind},{v}\n")
EOF
cat > "$P/walkway/loads.py" <<'EOF'
import logging

log = logging.getLogger("walkway.loads")
SAG_LIMIT_RATIO = 1 / 150
STRAIN_WARN = 0.8


class InspectionError(RuntimeError):
    pass


def check_span(span, readings):
    sag_limit_mm = span["length_m"] * 1000 * SAG_LIMIT_RATIO
    for r in readings:
        if r["kind"] == "sag_mm":
            sag = float(r["value"])
            status = "ok" if sag <= sag_limit_mm else "OVER"
            log.info("span %s sensor %s sag %.1f mm (limit %.1f) %s", span["span"], r["sensor"], sag, sag_limit_mm, status)
        elif r["kind"] == "strain":
            strain = float(r["value"])
            if strain >= STRAIN_WARN:
                log.warning("span %s sensor %s strain %.3f at or above %.2f of rated load", span["span"], r["sensor"], strain, STRAIN_WARN)
            else:
                log.debug("span %s sensor %s strain %.3f", span["span"], r["sensor"], strain)
    return True


def capacity_people(span, person_kg=95):
    return int(span["rated_kg"]) // person_kg
EOF
cat > "$P/walkway/inspect.py" <<'EOF'
import csv
import logging
import sys
import threading

from walkway.loads import check_span, capacity_people, InspectionError

log = logging.getLogger("walkway.inspect")


def load(path):
    with open(path) as fh:
        return list(csv.DictReader(fh))


def inspect_span(span, readings, results):
    log.info("inspecting span %s (%s -> %s, %.1f m)", span["span"], span["platform_from"], span["platform_to"], float(span["length_m"]))
    span = dict(span, length_m=float(span["length_m"]))
    check_span(span, readings)
    results[span["span"]] = capacity_people(span)
    log.info("span %s passed, max %d people", span["span"], results[span["span"]])


def sign_off(results, spans):
    missing = [s["span"] for s in spans if s["span"] not in results]
    try:
        worst = min(results[s["span"]] for s in spans)
    except KeyError as exc:
        raise InspectionError(f"cannot sign off walkway: no result for {len(missing)} span(s): {', '.join(missing)}") from exc
    return worst


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)-7s %(threadName)-10s %(name)s: %(message)s")
    spans = load("survey/spans.csv")
    readings = load("survey/readings.csv")
    log.info("loaded %d spans and %d sensor readings", len(spans), len(readings))
    results = {}
    for span in spans:
        mine = [r for r in readings if r["span"] == span["span"]]
        t = threading.Thread(target=inspect_span, args=(span, mine, results), name=f"insp-{span['span']}")
        t.start()
        t.join()
    log.info("%d of %d spans inspected", len(results), len(spans))
    worst = sign_off(results, spans)
    log.info("walkway open, group limit %d", worst)


if __name__ == "__main__":
    sys.exit(main())
EOF
cd "$P"
{
  echo '$ python3 -m walkway.inspect'
  timeout 120 python3 -m walkway.inspect 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neut
