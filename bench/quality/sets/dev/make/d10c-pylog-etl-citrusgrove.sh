#!/usr/bin/env bash
# Citrus-grove harvest ETL: logging from several stages, a multiprocessing pool, numpy RuntimeWarnings, a validation failure and a per-stage timing summary.
set -u
P=${WORK:-/home/dev}/citrusgrove-etl
rm -rf "$P"; mkdir -p "$P/etl" "$P/data"
cd "$P"
python3 - <<'PY'
import csv, random
rnd = random.Random(8)
blocks = [f"{r}{n}" for r in "ABCDEF" for n in range(1, 9)]
with open("data/harvest.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["block", "variety", "picker", "bins", "brix", "acid_pct"])
    for i in range(640):
        b = rnd.choice(blocks)
        variety = {"A": "Valencia", "B": "Navel", "C": "Cara Cara", "D": "Meyer", "E": "Blood", "F": "Seville"}[b[0]]
        bins = rnd.randint(1, 9)
        brix = round(rnd.uniform(9.5, 14.5), 1)
        acid = round(rnd.uniform(0.6, 1.4), 2)
        if b == "D4": brix = ""
        if i == 233: bins = -3
        w.writerow([b, variety, f"P{rnd.randint(1, 40):02d}", bins, brix, acid])
PY
cat > etl/__init__.py <<'PY'
PY
cat > etl/run.py <<'PY'
import csv, logging, sys, time, warnings
from multiprocessing import Pool
import numpy as np

log = logging.getLogger("etl")
FMT = "%(asctime)s %(levelname)s %(processName)s %(name)s - %(message)s"
TIMINGS = {}

def timed(name):
    def d(fn):
        def w(*a):
            t = time.perf_counter(); r = fn(*a); TIMINGS[name] = time.perf_counter() - t; return r
        return w
    return d

@timed("extract")
def extract(path):
    rows = list(csv.DictReader(open(path)))
    logging.getLogger("etl.extract").info("read %d rows from %s", len(rows), path)
    return rows

@timed("validate")
def validate(rows):
    vlog = logging.getLogger("etl.validate")
    good = []
    for i, r in enumerate(rows, start=2):
        if int(r["bins"]) < 0:
            vlog.error("row %d: negative bin count %s for block %s picker %s, dropping", i, r["bins"], r["block"], r["picker"])
            continue
        good.append(r)
    vlog.info("%d rows valid, %d dropped", len(good), len(rows) - len(good))
    return good

def block_stats(args):
    block, rows = args
    logging.basicConfig(level=logging.DEBUG, format=FMT, stream=sys.stdout, force=True)
    logging.captureWarnings(True)
    blog = logging.getLogger("etl.block")
    brix = np.array([float(r["brix"]) for r in rows if r["brix"]], dtype=float)
    acid = np.array([float(r["acid_pct"]) for r in rows], dtype=float)
    bins = sum(int(r["bins"]) for r in rows)
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        mean_brix = float(np.mean(brix))
    ratio = mean_brix / float(np.mean(acid))
    blog.debug("block=%s rows=%d bins=%d brix=%.2f acid=%.2f ratio=%.1f", block, len(rows), bins, mean_brix, float(np.mean(acid)), ratio)
    return block, rows[0]["variety"], bins, mean_brix, ratio

@timed("transform")
def transform(rows):
    by = {}
    for r in rows:
        by.setdefault(r["block"], []).append(r)
    with Pool(3) as pool:
        out = pool.map(block_stats, sorted(by.items()))
    logging.getLogger("etl.transform").info("computed stats for %d blocks with 3 workers", len(out))
    return out

@timed("pickers")
def pickers(rows):
    plog = logging.getLogger("etl.pickers")
    tally = {}
    for r in rows:
        t = tally.setdefault(r["picker"], [0, set()])
        t[0] += int(r["bins"]); t[1].add(r["block"])
    for p in sorted(tally):
        bins, blocks = tally[p]
        plog.info("picker %s bins=%3d blocks=%2d pay=%.2f", p, bins, len(blocks), bins * 31.5)
    top = max(tally, key=lambda p: tally[p][0])
    plog.info("top picker %s with %d bins", top, tally[top][0])

@timed("load")
def load(stats):
    llog = logging.getLogger("etl.load")
    bad = [s for s in stats if np.isnan(s[3])]
    for b, variety, bins, brix, ratio in stats:
        grade = "NaN" if np.isnan(brix) else ("premium" if ratio > 13 else "juice" if ratio < 10 else "fresh")
        llog.info("upsert block=%s variety=%-9s bins=%3d brix=%5.2f ratio=%5.1f grade=%s", b, variety, bins, brix, ratio, grade)
    if bad:
        llog.warning("%d block(s) have no brix readings: %s", len(bad), ", ".join(s[0] for s in bad))
    return len(stats) - len(bad)

def main():
    logging.basicConfig(level=logging.DEBUG, format=FMT, stream=sys.stdout)
    log.info("citrus harvest ETL starting, numpy %s", np.__version__)
    rows = validate(extract("data/harvest.csv"))
    stats = transform(rows)
    pickers(rows)
    loaded = load(stats)
    for k in ("extract", "validate", "transform", "pickers", "load"):
        log.info("stage %-9s %.3fs", k, TIMINGS[k])
    log.info("loaded %d of %d blocks", loaded, len(stats))
    return 0 if loaded == len(stats) else 1

if __name__ == "__main__":
    sys.exit(main())
PY
{
  echo '$ python3 -m etl.run'
  python3 -m etl.run 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
