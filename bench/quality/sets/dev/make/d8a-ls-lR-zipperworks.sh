#!/usr/bin/env bash
# zip-fastener factory's machine-vision QA project: `ls -lR` of the repo
# (camera captures, model weights, a dangling symlink, an executable
# calibration script, a large core dump left in a tmp folder).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/zipperworks
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-ls-lR-zipperworks.txt}
rm -rf "$P"; mkdir -p "$P"
cd "$P"
mkdir -p src/zipperqa/{vision,teeth,slider} tests/fixtures captures/{line1,line2,line3} models config scripts tmp docs
mk() { # path size date (files over 1 MB are made sparse)
  if [ "$2" -gt 1000000 ]; then truncate -s "$2" "$1"; else head -c "$2" /dev/urandom > "$1"; fi
  touch -d "$3" "$1"
}
i=0
for f in __init__ camera lighting crop debayer focus; do i=$((i+1)); mk src/zipperqa/vision/$f.py $((800 + i * 613)) "2026-02-0$((i % 9 + 1)) 09:1$i"; done
for f in __init__ pitch gaps misaligned chipped coil count; do i=$((i+1)); mk src/zipperqa/teeth/$f.py $((500 + i * 411)) "2026-02-1$((i % 9)) 11:2$((i % 10))"; done
for f in __init__ pull lock puller_angle; do i=$((i+1)); mk src/zipperqa/slider/$f.py $((700 + i * 377)) "2026-03-0$((i % 9 + 1)) 14:0$((i % 10))"; done
mk src/zipperqa/__init__.py 120 "2026-01-20 08:00"; mk src/zipperqa/cli.py 4120 "2026-03-11 16:45"
for t in test_pitch test_gaps test_misaligned test_chipped test_pull test_lock test_cli test_focus; do i=$((i+1)); mk tests/$t.py $((900 + i * 97)) "2026-03-1$((i % 9)) 10:3$((i % 10))"; done
for n in $(seq 1 12); do mk tests/fixtures/tape_$(printf %02d $n).png $((40000 + n * 1733)) "2026-02-2$((n % 8)) 13:00"; done
for l in 1 2 3; do
  for n in $(seq 1 $((30 + l * 10))); do
    mk captures/line$l/frame_$(t=$((6 * 3600 + n * 37 * l)); printf %02d%02d%02d $((t / 3600)) $((t / 60 % 60)) $((t % 60)))_c$l.jpg $((180000 + (n * 7919 * l) % 90000)) "2026-03-14 0$((5 + l)):$(printf %02d $((n % 60)))"
  done
done
mk captures/line2/frame_063705_c2_OVEREXPOSED.jpg 612044 "2026-03-14 07:41"
mk models/teeth_detector_v3.onnx 48211904 "2026-03-02 18:22"
mk models/teeth_detector_v4.onnx 51380224 "2026-03-12 21:05"
mk models/slider_cls_v1.onnx 9437184 "2026-01-29 12:10"
ln -s teeth_detector_v4.onnx models/current.onnx
ln -s teeth_detector_v5.onnx models/next.onnx
mk config/lines.yaml 1840 "2026-03-10 09:00"; mk config/thresholds.yaml 960 "2026-03-13 17:30"; mk config/cameras.yaml 2210 "2026-03-01 08:15"
mk scripts/calibrate.sh 3300 "2026-02-27 15:00"; chmod 755 scripts/calibrate.sh
mk scripts/export_defects.py 2750 "2026-03-09 12:00"
mk tmp/core.zipperqa.41877 1288490188 "2026-03-14 07:52"
mk tmp/frames.lock 0 "2026-03-14 07:52"
mk docs/defect-taxonomy.md 7420 "2026-02-15 10:00"; mk docs/line-setup.md 5130 "2026-02-16 10:00"
mk README.md 2300 "2026-03-11 16:50"; mk pyproject.toml 1020 "2026-03-11 16:50"
find . -type d -exec touch -d "2026-03-14 08:00" {} +
find . -type l -exec touch -h -d "2026-03-12 21:06" {} +
CMD="ls -lR --time-style=long-iso"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/ root root / dev dev /' > "$OUT"
rm -f "$P/tmp/core.zipperqa.41877" "$P"/models/*.onnx
