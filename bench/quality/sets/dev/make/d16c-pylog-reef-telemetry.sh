#!/bin/bash
# A coral-reef buoy telemetry ingester (python logging) replays a day of readings; one buoy's uplink fails midway.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-pylog-reef-telemetry.txt
P=$WORK/reefwatch
rm -rf "$P"; mkdir -p "$P/reefwatch"
touch "$P/reefwatch/__init__.py"
cat > "$P/reefwatch/ingest.py" <<'EOF'
import logging, random, time, json

START = 1795910400.0  # 2026-11-28 00:00 UTC
clock = {"t": START}

class SimClock(logging.Filter):
    def filter(self, record):
        record.created = clock["t"]
        record.msecs = (clock["t"] % 1) * 1000
        return True

logging.Formatter.converter = time.gmtime
handler = logging.StreamHandler()
handler.addFilter(SimClock())
handler.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s [%(threadName)s] %(message)s", "%Y-%m-%d %H:%M:%S"))
root = logging.getLogger()
root.addHandler(handler)
root.setLevel(logging.INFO)

BUOYS = ["BRB-01", "BRB-02", "BRB-03", "LIZ-07", "LIZ-08", "HRN-11", "HRN-12", "OSP-20"]
log_up = logging.getLogger("reefwatch.uplink")
log_qc = logging.getLogger("reefwatch.qc")
log_db = logging.getLogger("reefwatch.store")
log_alert = logging.getLogger("reefwatch.bleaching")

class UplinkTimeout(Exception):
    pass

def fetch(buoy, rng, step):
    if buoy == "HRN-12" and 1500 <= step < 1540:
        raise UplinkTimeout(f"no ACK from {buoy} modem after 30s (iridium sbd session 0x{step:04x})")
    return {"sst": round(26.5 + rng.gauss(0, 0.4) + (1.6 if buoy.startswith("LIZ") and step > 1800 else 0), 2),
            "ph": round(8.05 + rng.gauss(0, 0.02), 3), "par": int(abs(rng.gauss(900, 300))),
            "turbidity_ntu": round(abs(rng.gauss(1.2, 0.5)), 2)}

def run():
    rng = random.Random(42)
    stored = 0
    failures = {}
    log_db.info("connected to timescale reefwatch@db-reef-1:5432 (pool=4)")
    for step in range(0, 2400):
        clock["t"] = START + step * 36 + rng.random()
        buoy = BUOYS[step % len(BUOYS)]
        try:
            r = fetch(buoy, rng, step)
        except UplinkTimeout as exc:
            failures[buoy] = failures.get(buoy, 0) + 1
            if failures[buoy] < 3:
                log_up.warning("%s uplink retry %d/3: %s", buoy, failures[buoy], exc)
            else:
                log_up.exception("%s uplink failed after %d attempts; readings for this window dropped", buoy, failures[buoy])
            continue
        failures[buoy] = 0
        log_up.info("%s frame received sst=%.2fC ph=%.3f par=%d turb=%.2f", buoy, r["sst"], r["ph"], r["par"], r["turbidity_ntu"])
        if r["turbidity_ntu"] > 2.3:
            log_qc.info("%s turbidity %.2f NTU above QC threshold 2.30, flagged", buoy, r["turbidity_ntu"])
        if r["sst"] > 28.9:
            log_alert.warning("%s SST %.2fC exceeds bleaching watch threshold 28.90C", buoy, r["sst"])
        stored += 1
        if step % 200 == 199:
            log_db.info("flushed batch: %d readings stored so far", stored)
    log_db.info("ingest finished: %d readings stored, %d dropped", stored, 2400 - stored)

if __name__ == "__main__":
    run()
EOF
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)')
neutral() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ python -m reefwatch.ingest'; timeout 120 python3 -m reefwatch.ingest 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
