#!/usr/bin/env bash
# d5: ls -laR of a palaeontology dig archive (seasons / trenches / finds: photos, 3D scans,
# field notes), with a broken symlink, an unreadable file and one oversized scan.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/fossildig-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"
RANDOM=1907
mkdir -p docs scripts exports seasons
printf '# Wessex Coast Dig archive\n\nSeasons 2019-2024, trenches T1-T5.\n' > README.md
printf 'site,grid_ref\nCharmouth East,SY 3693 9300\n' > docs/site-grid.csv
head -c 18342 /dev/zero > docs/permit-2024-natural-england.pdf
head -c 7720 /dev/zero > docs/risk-assessment-cliff-fall.docx
printf '#!/bin/sh\nexec python3 -m digtools.ingest "$@"\n' > scripts/ingest.sh; chmod 755 scripts/ingest.sh
printf '#!/bin/sh\nrsync -a seasons/ nas:/volume1/dig/\n' > scripts/backup-to-nas.sh; chmod 750 scripts/backup-to-nas.sh
printf 'import sqlite3\n' > scripts/rebuild_catalog.py
head -c 3400 /dev/zero > exports/finds-2023.csv
head -c 4180 /dev/zero > exports/finds-2024.csv
truncate -s 91750400 exports/catalog.sqlite
ln -s seasons/2025 latest
fid=0
for season in 2019 2020 2021 2022 2023 2024; do
  for t in T1 T2 T3 T4 T5; do
    d=seasons/$season/$t; mkdir -p $d
    n=$((13 + RANDOM % 8))
    for ((i = 0; i < n; i++)); do
      fid=$((fid + 1)); F=$(printf 'F%04d' $fid)
      truncate -s $((2400000 + RANDOM * 97)) $d/${F}_dorsal.jpg
      truncate -s $((2300000 + RANDOM * 91)) $d/${F}_lateral.jpg
      [ $((RANDOM % 2)) -eq 0 ] && truncate -s $((2100000 + RANDOM * 89)) $d/${F}_ventral.jpg
      [ $((RANDOM % 3)) -eq 0 ] && truncate -s $((40000000 + RANDOM * 3011)) $d/${F}_scan.ply
      printf '%s: ammonite fragment, bed %d\n' $F $((RANDOM % 40)) > $d/${F}_notes.md
      touch -d "$season-0$((6 + RANDOM % 3))-$((10 + RANDOM % 18)) $((8 + RANDOM % 9)):$((10 + RANDOM % 49))" $d/${F}_*
    done
    printf 'trench %s %s: %d finds\n' $t $season $n > $d/trench-log.txt
    touch -d "$season-09-01 18:00" $d/trench-log.txt
  done
done
# the ichthyosaur skull scan from 2022 is far bigger than anything else
truncate -s 2147483648 seasons/2022/T3/ichthyosaur_skull_fullres.ply
touch -d "2022-08-19 15:42" seasons/2022/T3/ichthyosaur_skull_fullres.ply
printf 'landowner contact details\n' > seasons/2021/T4/landowner-contacts.txt; chmod 000 seasons/2021/T4/landowner-contacts.txt
touch -d "2021-07-02 08:30" seasons/2021/T4/landowner-contacts.txt
touch -d "2024-10-02 09:00" README.md docs/* scripts/* exports/*
find . -type d -exec touch -d "2024-10-02 09:00" {} +
touch -h -d "2024-10-02 09:00" latest
CMD="ls -laR --time-style=long-iso"
echo "\$ $CMD"
ls -laR --time-style=long-iso 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
