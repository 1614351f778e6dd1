#!/usr/bin/env bash
# Cheese-cave humidity logger archive: ls -lR of per-cave, per-month sensor dumps.
P=${WORK:-/home/dev}/affineur-logs
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
caves="cave-comte cave-beaufort cave-roquefort cave-tomme cave-reblochon cave-morbier"
n=0
for c in $caves; do
  for m in 01 02 03 04 05 06 07 08 09 10 11 12; do
    d=archive/$c/2023-$m; mkdir -p $d
    for s in rh-north rh-south temp-door temp-rack co2 ammonia mold-cam-meta; do
      for part in a b c; do
        n=$((n+1))
        size=$(( (n * 7919) % 180000 + 2048 ))
        truncate -s $size $d/$s.$part.csv
        touch -d "2023-$m-$(printf %02d $(( (n % 27) + 1 ))) 0$(( n % 10 )):$(printf %02d $(( n % 60 )))" $d/$s.$part.csv
      done
    done
  done
done
truncate -s 3421772 archive/cave-tomme/2023-08/co2.b.csv; touch -d "2023-08-19 03:12" archive/cave-tomme/2023-08/co2.b.csv
truncate -s 0 archive/cave-morbier/2023-11/ammonia.c.csv; touch -d "2023-11-30 23:59" archive/cave-morbier/2023-11/ammonia.c.csv
echo '$ ls -lR --time-style=long-iso archive'
ls -lR --time-style=long-iso archive 2>&1 | sed -e 's/ root root / dev dev /' | neut
echo "exit status: ${PIPESTATUS[0]}"
