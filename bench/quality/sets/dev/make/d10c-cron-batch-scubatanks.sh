#!/usr/bin/env bash
# Nightly cron-style batch for a dive shop: inspect scuba tank records, send reminders, a few per-item failures.
set -u
P=${WORK:-/home/dev}/dive-shop-batch
rm -rf "$P"; mkdir -p "$P/data" "$P/outbox"
cd "$P"
python3 - <<'PY'
import csv, random
rnd = random.Random(42)
owners = ["m.ferreira@reefmail.test", "k.osei@bluewater.test", "t.ahlberg@dive.test", "s.quint@reefmail.test",
          "j.mbeki@bluewater.test", "l.varga@dive.test", "a.noor@reefmail.test", "r.castel@dive.test", "h.lund@dive.test", "e.bravo@reefmail.test"]
with open("data/tanks.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["serial", "type", "owner_email", "last_hydro", "last_visual", "fill_pressure_bar"])
    for i in range(1, 91):
        serial = f"AL80-{1000 + i * 37}" if i % 3 else f"HP100-{2000 + i * 41}"
        hy = f"20{rnd.choice([21, 22, 22, 23, 24, 25, 26])}-{rnd.randint(1, 12):02d}-{rnd.randint(1, 28):02d}"
        vi = f"2026-{rnd.randint(1, 11):02d}-{rnd.randint(1, 28):02d}"
        if i == 44: hy = "2024-13-07"
        if i == 71: vi = "n/a"
        w.writerow([serial, serial.split("-")[0], {29: "", 52: "p.oyelaran"}.get(i, owners[i % len(owners)]), hy, vi, 232 if i in (33, 66) else (207 if i % 3 else 228)])
PY
cat > tankcheck.py <<'PY'
import csv, sys, time, datetime, logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s tankcheck[%(process)d] %(levelname)s %(message)s", datefmt="%b %d %H:%M:%S", stream=sys.stdout)
log = logging.getLogger()
TODAY = datetime.date(2026, 11, 29)
HYDRO_YEARS = {"AL80": 5, "HP100": 5}
MAX_BAR = {"AL80": 207, "HP100": 230}

def step(name):
    def deco(fn):
        def run(*a):
            t0 = time.time()
            log.info("step %s: begin", name)
            r = fn(*a)
            log.info("step %s: done in %.3fs", name, time.time() - t0)
            return r
        return run
    return deco

@step("load")
def load(path):
    rows = list(csv.DictReader(open(path)))
    log.info("loaded %d tank records from %s", len(rows), path)
    return rows

@step("inspect")
def inspect(rows):
    due, errors = [], []
    for r in rows:
        s = r["serial"]
        try:
            hy = datetime.date.fromisoformat(r["last_hydro"])
            vi = datetime.date.fromisoformat(r["last_visual"])
        except ValueError as e:
            log.error("tank %s: bad date in record: %s", s, e)
            errors.append(s); continue
        age_days = (TODAY - hy).days
        limit = HYDRO_YEARS[r["type"]] * 365
        state = "OK"
        if age_days > limit:
            state = "HYDRO-EXPIRED"
        elif age_days > limit - 60:
            state = "HYDRO-DUE-SOON"
        if (TODAY - vi).days > 365:
            state += "+VISUAL-DUE"
        if int(r["fill_pressure_bar"]) > MAX_BAR[r["type"]]:
            log.warning("tank %s: fill pressure %s bar exceeds %s max %d bar", s, r["fill_pressure_bar"], r["type"], MAX_BAR[r["type"]])
        log.info("tank %-11s type=%-5s hydro=%s (%4d days) visual=%s -> %s", s, r["type"], hy, age_days, vi, state)
        if state != "OK":
            due.append((r, state))
    return due, errors

@step("notify")
def notify(due):
    sent, failed = 0, []
    for r, state in due:
        to = r["owner_email"]
        if not to or "@" not in to:
            log.error("tank %s: cannot send %s reminder: invalid owner email %r", r["serial"], state, to)
            failed.append(r["serial"]); continue
        if to.endswith("@bluewater.test") and state.startswith("HYDRO-EXPIRED"):
            log.error("tank %s: smtp relay refused %s: 550 5.7.1 sender not allowed for domain bluewater.test", r["serial"], to)
            failed.append(r["serial"]); continue
        with open(f"outbox/{r['serial']}.eml", "w") as f:
            f.write(f"To: {to}\nSubject: {state} for tank {r['serial']}\n")
        log.info("tank %s: reminder queued to %s (%s)", r["serial"], to, state)
        sent += 1
    return sent, failed

def main():
    log.info("nightly tank inspection run for %s", TODAY)
    rows = load("data/tanks.csv")
    due, errors = inspect(rows)
    sent, failed = notify(due)
    log.info("summary: records=%d due=%d reminders_sent=%d record_errors=%d notify_failures=%d",
             len(rows), len(due), sent, len(errors), len(failed))
    if errors or failed:
        log.error("run finished with problems: bad records %s; undelivered %s", ",".join(errors), ",".join(failed))
        return 2
    return 0

sys.exit(main())
PY
{
  echo '$ python3 tankcheck.py'
  python3 tankcheck.py 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
