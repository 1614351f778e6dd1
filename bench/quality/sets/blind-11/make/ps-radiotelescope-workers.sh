#!/usr/bin/env bash
# ps listing of a radio-telescope data-reduction pipeline: a supervisor and its workers,
# one of which has grown very large. Output: outputs/ps-radiotelescope-workers.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dishreduce
rm -rf "$P"; mkdir -p "$P/dishreduce" "$P/obs"; cd "$P"

cat > dishreduce/worker.py <<'X'
import sys
import time

role, mb = sys.argv[1], int(sys.argv[2])
ballast = bytearray(mb * 1024 * 1024)
for i in range(0, len(ballast), 4096):
    ballast[i] = 1
busy_until = time.time() + (2.5 if role in ("rfi-flagger", "gridder") else 0.2)
while time.time() < busy_until:
    pass
time.sleep(60)
X
cat > dishreduce/supervisor.py <<'X'
import subprocess
import sys
import time

JOBS = [
    ("ingest", 60, "obs/2024-06-11_L-band_scan041.fil"),
    ("rfi-flagger", 420, "--threshold=5.5"),
    ("dedisperse", 180, "--dm-range=0:1200"),
    ("gridder", 2900, "--uv-cell=0.75"),
    ("calibrator", 140, "--source=3C286"),
    ("imager", 380, "--robust=0.5"),
    ("archiver", 30, "--dest=/srv/archive/2024"),
]
procs = []
for role, mb, arg in JOBS:
    procs.append(subprocess.Popen([sys.executable, "dishreduce/worker.py", role, str(mb), arg]))
print(" ".join(str(p.pid) for p in procs), flush=True)
time.sleep(60)
X

python3 dishreduce/supervisor.py > .pids &
SUP=$!
sleep 4

PYEXE=$(python3 -c 'import sys; print(sys.executable)')
neutral() {
  sed -e "s#$PYEXE#/usr/bin/python3#g" -e "s#$(readlink -f "$PYEXE")#/usr/bin/python3#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ ps -o pid,ppid,stat,%cpu,%mem,rss,vsz,etime,args --sort=-rss -p $SUP --ppid $SUP"
  ps -o pid,ppid,stat,%cpu,%mem,rss,vsz,etime,args --sort=-rss -p $SUP --ppid $SUP 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
kill $(cat .pids) $SUP 2>/dev/null
wait 2>/dev/null
