#!/usr/bin/env bash
# Wind-tunnel data-acquisition rig in Python: a supervisor starts 96 channel readers (pressure taps,
# balance, hot-wire), 8 writers and a live-plot server as separate processes. Channel 33 was
# started with an unbounded buffer and holds about 900 MB; one calibration helper has exited but
# was never reaped (zombie). `ps` over the rig's session as a forest (the user is shown as dev).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/windtunnel-daq
rm -rf "$P"; mkdir -p "$P/daq"; cd "$P"

cat > daq/__init__.py <<'EOF'
EOF

cat > daq/channel.py <<'EOF'
import argparse
import time

ap = argparse.ArgumentParser()
ap.add_argument("--ch", type=int, required=True)
ap.add_argument("--kind", required=True)
ap.add_argument("--rate", type=int, default=2000)
ap.add_argument("--buffer", default="ring:65536")
args = ap.parse_args()
hold = None
if args.buffer == "unbounded":
    hold = bytearray(900 * 1024 * 1024)
    for i in range(0, len(hold), 4096):
        hold[i] = 1
time.sleep(3600)
EOF

cat > daq/writer.py <<'EOF'
import sys
import time

time.sleep(3600)
EOF

cat > daq/plotserver.py <<'EOF'
import time

time.sleep(3600)
EOF

cat > daq/calibrate.py <<'EOF'
import sys

sys.exit(0)
EOF

cat > daq/supervisor.py <<'EOF'
import subprocess
import sys
import time

procs = []
py = sys.executable
for ch in range(1, 97):
    kind = "balance" if ch <= 6 else "hotwire" if ch > 88 else "pressure-tap"
    rate = 10000 if kind == "hotwire" else 2000
    buf = "unbounded" if ch == 33 else "ring:65536"
    procs.append(subprocess.Popen([py, "-m", "daq.channel", "--ch", str(ch), "--kind", kind, "--rate", str(rate), "--buffer", buf]))
for w in range(1, 9):
    procs.append(subprocess.Popen([py, "-m", "daq.writer", "--shard", str(w), "--out", "runs/2024-11-07-run14/shard%d.h5" % w]))
procs.append(subprocess.Popen([py, "-m", "daq.plotserver", "--port", "8050"]))
calib = subprocess.Popen([py, "-m", "daq.calibrate", "--sting", "S2", "--zero-all"])
time.sleep(3600)
EOF

setsid python3 -m daq.supervisor --run run14 --config rigs/lsswt.toml >/dev/null 2>&1 &
SUP=$!
sleep 12

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/bin/python3#/usr/bin/python3#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
      -e 's/^root    /dev     /'
}
{
  echo "\$ ps -s $SUP -o user,pid,ppid,stat,%cpu,%mem,vsz,rss,etime,args --forest"
  ps -s $SUP -o user,pid,ppid,stat,%cpu,%mem,vsz,rss,etime,args --forest 2>&1
  echo "exit status: $?"
} | neutral
kill -- -$SUP 2>/dev/null
