#!/usr/bin/env bash
# d5: du over a satellite-imagery tile server's data directory (mosaics per sensor and
# zoom level, caches, logs), apparent sizes, sorted.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sattiles-server
rm -rf "$P"; mkdir -p "$P"; cd "$P"
RANDOM=77
mk() { mkdir -p "$(dirname "$1")"; truncate -s "$2" "$1"; }
for sensor in sentinel2 landsat9 planetscope; do
  for z in 8 9 10 11 12 13 14; do
    extra=0; [ $sensor = planetscope ] && extra=3
    nx=$(( (z - 7) * 2 + extra ))
    for ((x = 0; x < nx; x++)); do
      for ((y = 0; y < 3; y++)); do
        mk data/tiles/$sensor/z$z/$((x + 1000 * (z - 7)))/$y.webp $(( (20000 + RANDOM) * (z - 6) ))
      done
    done
  done
done
# an accidental full-resolution GeoTIFF export nobody cleaned up
mk data/tiles/landsat9/z12/_export_tmp/LC09_L2SP_203023_20240611_mosaic.tif 4831838208
for d in 2024-05 2024-06 2024-07 2024-08; do
  for i in $(seq 1 6); do mk data/cache/render/$d/batch-$i.bin $(( RANDOM * 1500 )); done
done
mk data/cache/metatiles/index.db 268435456
for i in $(seq 1 14); do mk logs/access-2024-08-$(printf %02d $i).log $(( 40000000 + RANDOM * 700 )); done
mk logs/error.log 1843200
mk db/postgis/base/16384/2619 73400320
mk db/postgis/base/16384/2840 519045120
mk db/postgis/pg_wal/000000010000000A00000042 16777216
mk db/postgis/pg_wal/000000010000000A00000043 16777216
mk config/tileserver.json 2048
mk config/styles/false-colour-vegetation.json 8192
mk config/styles/true-colour.json 6144
CMD="du -h --apparent-size --max-depth=4 . | sort -h"
echo "\$ $CMD"
du -h --apparent-size --max-depth=4 . 2>&1 | sort -h | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
