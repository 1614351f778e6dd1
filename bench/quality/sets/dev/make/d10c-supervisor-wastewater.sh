#!/usr/bin/env bash
# A small supervisord-like process manager for a wastewater plant controller: programs crash, are restarted, one goes FATAL.
set -u
P=${WORK:-/home/dev}/wastewater-ctl
rm -rf "$P"; mkdir -p "$P/programs" "$P/state"
cd "$P"
cat > programs/aerator.py <<'PY'
import sys, time, random
rnd = random.Random(3)
for tick in range(1, 41):
    do = round(2.2 + rnd.uniform(-0.6, 0.5), 2)
    print(f"aerator tick={tick} basin=B2 dissolved_o2={do}mg/L blower_pct={60 + tick}", flush=True)
    time.sleep(0.05)
print("aerator: cycle complete", flush=True)
PY
cat > programs/sludge_pump.py <<'PY'
import os, sys, time
p = os.path.join("state", "sludge_runs")
n = int(open(p).read()) + 1 if os.path.exists(p) else 1
open(p, "w").write(str(n))
print(f"sludge_pump start run={n} target_level=1.8m", flush=True)
for i in range(3 + n):
    print(f"sludge_pump level={round(2.6 - i * 0.15, 2)}m valve=V7 open", flush=True)
    time.sleep(0.04)
if n < 3:
    print("sludge_pump: modbus read timeout on unit 12 (register 40021)", file=sys.stderr, flush=True)
    sys.exit(3)
print("sludge_pump: level reached, idling", flush=True)
time.sleep(0.4)
PY
cat > programs/uv_disinfect.py <<'PY'
import sys, time
print("uv_disinfect: loading lamp profile from config/uv_lamps.toml", flush=True)
time.sleep(0.02)
import tomllib
with open("config/uv_lamps.toml", "rb") as f:
    cfg = tomllib.load(f)
print(f"uv_disinfect: {len(cfg['lamps'])} lamps online", flush=True)
PY
cat > programs/flow_meter.py <<'PY'
import time
for i in range(1, 51):
    print(f"flow_meter inlet={410 + i * 3}m3/h outlet={398 + i * 3}m3/h delta={12 - (i % 4)}", flush=True)
    time.sleep(0.03)
PY
mkdir -p config
cat > config/uv_lamps.toml <<'TOML'
[[lamps]]
id = "UV-1"
dose_mj = 40
[[lamps]]
id = "UV-2"
dose_mj = 40
[[lamps]
id = "UV-3"
TOML
cat > supervise.py <<'PY'
import subprocess, sys, time, threading, datetime

PROGRAMS = {
    "aerator": dict(cmd=["python3", "programs/aerator.py"], autorestart="unexpected", startsecs=0.2, retries=3),
    "sludge_pump": dict(cmd=["python3", "programs/sludge_pump.py"], autorestart="unexpected", startsecs=0.1, retries=4),
    "uv_disinfect": dict(cmd=["python3", "programs/uv_disinfect.py"], autorestart="unexpected", startsecs=1.0, retries=3),
    "flow_meter": dict(cmd=["python3", "programs/flow_meter.py"], autorestart="unexpected", startsecs=0.2, retries=3),
}
lock = threading.Lock()
def log(level, msg):
    with lock:
        ts = datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S,%f")[:-3]
        print(f"{ts} {level} {msg}", flush=True)

def pump(name, stream, kind):
    for line in stream:
        with lock:
            print(f"{name} {kind} | {line.rstrip()}", flush=True)

def run(name, spec, states):
    backoff = 0
    while True:
        t0 = time.time()
        p = subprocess.Popen(spec["cmd"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        log("INFO", f"spawned: '{name}' with pid {p.pid}")
        ts = [threading.Thread(target=pump, args=(name, p.stdout, "stdout")), threading.Thread(target=pump, args=(name, p.stderr, "stderr"))]
        for t in ts: t.start()
        rc = p.wait()
        for t in ts: t.join()
        up = time.time() - t0
        if up >= spec["startsecs"] and backoff == 0:
            log("INFO", f"success: {name} entered RUNNING state, process has stayed up for > than {spec['startsecs']} seconds (startsecs)")
        expected = rc == 0
        log("INFO" if expected else "WARN", f"exited: {name} (exit status {rc}; {'expected' if expected else 'not expected'})")
        if expected:
            states[name] = "EXITED"
            return
        if up < spec["startsecs"]:
            backoff += 1
            if backoff > spec["retries"]:
                log("INFO", f"gave up: {name} entered FATAL state, too many start retries too quickly")
                states[name] = "FATAL"
                return
            log("INFO", f"{name}: BACKOFF, restart attempt {backoff} of {spec['retries']} in {backoff}s")
        else:
            log("INFO", f"{name}: restarting after unexpected exit (uptime {up:.2f}s)")
        time.sleep(0.1 * backoff)

def main():
    log("INFO", "supervisord-lite 0.9 started with pid 1 (config supervise.py, 4 programs)")
    states = {}
    ths = [threading.Thread(target=run, args=(n, s, states)) for n, s in PROGRAMS.items()]
    for t in ths: t.start()
    for t in ths: t.join()
    for n in PROGRAMS:
        log("INFO", f"status: {n:<14} {states.get(n)}")
    bad = [n for n, s in states.items() if s == "FATAL"]
    log("CRIT" if bad else "INFO", f"shutdown: {len(bad)} program(s) in FATAL state: {', '.join(bad) or '-'}")
    return 1 if bad else 0

sys.exit(main())
PY
{
  echo '$ python3 supervise.py'
  python3 supervise.py 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
