#!/usr/bin/env bash
# ps listing of a video-transcode farm's processes (supervisor, workers, thumbnailers, uploader),
# sorted by resident memory. Only the processes this script starts are listed.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/reelforge
neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/bin/python3.11#/usr/bin/python3#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin/python3#/usr/bin/python3#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/reelforge"; cd "$P"
cat > reelforge/proc.py <<'EOF'
import argparse, time
ap = argparse.ArgumentParser()
ap.add_argument("role")
ap.add_argument("--shard", type=int, default=0)
ap.add_argument("--mb", type=int, default=10)
ap.add_argument("--busy", type=float, default=0.0)
ap.add_argument("--queue", default="default")
a = ap.parse_args()
ballast = b"x" * (a.mb * 1024 * 1024)
end = time.time() + 40
while time.time() < end:
    t = time.time()
    while time.time() - t < a.busy * 0.1:
        pass
    time.sleep(0.1 * (1 - a.busy))
EOF
PY=$(python3 -c 'import sys; print(sys.executable)')
pids=()
start() { "$PY" reelforge/proc.py "$@" & pids+=($!); }
start supervisor --mb 24
for s in 0 1 2 3 4 5; do start transcode --shard $s --queue h264-1080p --mb $((90 + s * 15)) --busy 0.3; done
start transcode --shard 6 --queue av1-4k --mb 612 --busy 0.9
start transcode --shard 7 --queue av1-4k --mb 148 --busy 0.2
for s in 0 1 2; do start thumbnail --shard $s --queue posters --mb 38; done
start uploader --queue s3-archive --mb 55
start uploader --queue cdn-origin --mb 61 --busy 0.05
start metrics --mb 12
sleep 6
{
  echo '$ ps -o pid,ppid,%cpu,%mem,rss,etime,args --sort=-rss -p "$(pgrep -d, -f reelforge/proc.py)"'
  ps -o pid,ppid,%cpu,%mem,rss,etime,args --sort=-rss -p "$(IFS=,; echo "${pids[*]}")" 2>&1
  echo "exit status: $?"
} | neutral
for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
wait 2>/dev/null
