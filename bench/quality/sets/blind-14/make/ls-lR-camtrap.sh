#!/usr/bin/env bash
# `ls -lR` of a wildlife camera-trap archive (8 sites, a few hundred images and clips each).
# Files are sparse, with fixed sizes and dates, so the listing is reproducible.
# Output: outputs/ls-lR-camtrap.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/camtrap
rm -rf "$P"; mkdir -p "$P"
cd "$P"
SITES="beck-ford badger-sett-east badger-sett-west fox-earth-hollins heron-pool otter-holt pine-marten-box stoat-wall"
s=0
for site in $SITES; do
  s=$((s + 1))
  for d in 03 05 09 12 17 21 26; do
    dir="$site/2024-04-$d"
    mkdir -p "$dir"
    n=$(( 8 + (s * 7 + 10#$d) % 9 ))
    for i in $(seq 1 $n); do
      id=$(printf "%04d" $(( s * 1000 + 10#$d * 20 + i )))
      size=$(( 2400000 + (s * 7919 + 10#$d * 104729 + i * 15485) % 2900000 ))
      truncate -s $size "$dir/IMG_$id.JPG"
      echo "{\"site\":\"$site\",\"trigger\":\"pir\",\"temp_c\":$(( (i + s) % 14 ))}" > "$dir/IMG_$id.json"
      h=$(( (i * 53 + s * 17) % 24 )); m=$(( (i * 29 + 10#$d) % 60 ))
      touch -d "2024-04-$d $h:$(printf %02d $m):00" "$dir/IMG_$id.JPG" "$dir/IMG_$id.json"
    done
    if [ $(( (s + 10#$d) % 3 )) -eq 0 ]; then
      vid="$dir/CLIP_$(printf %04d $(( s * 100 + 10#$d ))).MP4"
      truncate -s $(( 38000000 + (s * 104729 * 10#$d) % 160000000 )) "$vid"
      touch -d "2024-04-$d 03:12:00" "$vid"
    fi
    touch -d "2024-04-$d 23:59:00" "$dir"
  done
  touch -d "2024-04-28 08:00:00" "$site"
done
# the one long night clip of the otters, and a card-read failure
truncate -s 1932735283 "otter-holt/2024-04-17/CLIP_0617.MP4"; touch -d "2024-04-17 02:41:00" "otter-holt/2024-04-17/CLIP_0617.MP4"
: > "fox-earth-hollins/2024-04-21/IMG_4433.JPG"; touch -d "2024-04-21 04:05:00" "fox-earth-hollins/2024-04-21/IMG_4433.JPG"
touch -d "2024-04-17 23:59:00" otter-holt/2024-04-17; touch -d "2024-04-21 23:59:00" fox-earth-hollins/2024-04-21
touch -d "2024-04-28 08:00:00" otter-holt fox-earth-hollins
cd "$WORK" && {
  capture ls -lR camtrap
} 2>&1 | neutral | sed -E 's/ root root / dev  dev  /' > "$SETDIR/outputs/ls-lR-camtrap.txt"
