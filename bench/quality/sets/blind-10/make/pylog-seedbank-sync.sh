#!/usr/bin/env bash
# A long INFO-level run of a seed-bank inventory sync job: one record fails with a logged traceback,
# a few warnings, and a closing summary.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/seedvault
neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/seedvault" "$P/data"; cd "$P"
python3 - <<'EOF'
import csv, random
random.seed(20240611)
genera = ["Allium", "Brassica", "Daucus", "Lactuca", "Phaseolus", "Pisum", "Solanum", "Cucurbita", "Beta", "Hordeum", "Triticum", "Avena", "Linum", "Vicia", "Lens"]
epithets = ["cepa", "oleracea", "carota", "sativa", "vulgaris", "lycopersicum", "maxima", "pepo", "aestivum", "faba", "culinaris", "usitatissimum", "rapa", "coccineus"]
with open("data/accessions.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["accession", "species", "lot", "seeds", "germ_pct", "tested_on", "vault"])
    for i in range(1, 4301):
        acc = f"SB-{i:05d}"
        tested = f"20{random.randint(20, 24)}-{random.randint(1, 12):02d}-{random.randint(1, 28):02d}"
        if acc == "SB-03187":
            tested = "2021-02-30"
        if acc == "SB-01544":
            tested = "2017-05-03"
        germ = random.randint(55, 99)
        if acc in ("SB-00912", "SB-02740"):
            germ = random.randint(31, 44)
        w.writerow([acc, f"{random.choice(genera)} {random.choice(epithets)}", f"L{random.randint(1, 40):02d}",
                    random.randint(200, 20000), germ, tested, random.choice(["A", "B", "C"])])
EOF
cat > seedvault/__init__.py <<'EOF'
EOF
cat > seedvault/sync.py <<'EOF'
import argparse
import csv
import datetime as dt
import logging
import time

log = logging.getLogger("seedvault.sync")
GERM_MIN = 50
RETEST_AFTER_YEARS = 5


def parse_row(row):
    tested = dt.date.fromisoformat(row["tested_on"])
    return {**row, "seeds": int(row["seeds"]), "germ_pct": int(row["germ_pct"]), "tested_on": tested}


def sync(path, today):
    t0 = time.perf_counter()
    ok = failed = flagged = 0
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    log.info("loaded %d accessions from %s", len(rows), path)
    for n, row in enumerate(rows, start=1):
        try:
            rec = parse_row(row)
        except ValueError:
            log.exception("row %d (%s): cannot parse record, skipped", n + 1, row["accession"])
            failed += 1
            continue
        if rec["germ_pct"] < GERM_MIN:
            log.warning("%s %s lot %s: germination %d%% below %d%%, queued for regeneration",
                        rec["accession"], rec["species"], rec["lot"], rec["germ_pct"], GERM_MIN)
            flagged += 1
        age = (today - rec["tested_on"]).days / 365.25
        if age > RETEST_AFTER_YEARS:
            log.warning("%s: last germination test %s is %.1f years old, retest due",
                        rec["accession"], rec["tested_on"], age)
            flagged += 1
        log.info("upserted %s %-24s lot %s vault %s seeds=%d germ=%d%%", rec["accession"], rec["species"],
                 rec["lot"], rec["vault"], rec["seeds"], rec["germ_pct"])
        ok += 1
        if n % 1000 == 0:
            log.info("progress: %d/%d", n, len(rows))
    log.info("sync finished: %d upserted, %d failed, %d flagged in %.2fs", ok, failed, flagged,
             time.perf_counter() - t0)
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--today", default="2024-06-11")
    a = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    raise SystemExit(sync(a.csv, dt.date.fromisoformat(a.today)))


if __name__ == "__main__":
    main()
EOF
{
  echo '$ python -m seedvault.sync data/accessions.csv'
  python -m seedvault.sync data/accessions.csv 2>&1
  echo "exit status: $?"
} | neutral
