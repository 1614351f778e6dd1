#!/usr/bin/env bash
# ls -lR over a digitised parish-register scan archive (about 1,900 files, sparse, with
# fixed times). Output: outputs/ls-parish-scans.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/parish-scans
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PY'
import os, random
random.seed(1754)
parishes = ["abercorn", "bo'ness", "carriden", "dalmeny", "kirkliston", "linlithgow", "torphichen", "uphall"]
kinds = {"baptisms": (1690, 1854), "marriages": (1700, 1854), "burials": (1740, 1854)}
for p in parishes:
    for kind, (y0, y1) in kinds.items():
        vols = random.randint(2, 4)
        for v in range(1, vols + 1):
            d = os.path.join(p, kind, f"vol{v:02d}")
            os.makedirs(d, exist_ok=True)
            pages = random.randint(18, 34)
            for pg in range(1, pages + 1):
                f = os.path.join(d, f"{p.replace(chr(39), '')}_{kind[:3]}_v{v:02d}_p{pg:03d}.tif")
                size = random.randint(18_000_000, 46_000_000)
                with open(f, "wb") as fh:
                    fh.truncate(size)
            with open(os.path.join(d, "manifest.csv"), "w") as fh:
                fh.write("page,folio,years\n")
                for pg in range(1, pages + 1):
                    fh.write(f"{pg},{pg // 2 + 1},{y0}-{y1}\n")
# oddities an agent would be asked about
with open("linlithgow/baptisms/vol02/linlithgow_bap_v02_p017.tif", "wb") as fh:
    fh.truncate(212_993_184)
open("dalmeny/burials/vol01/dalmeny_bur_v01_p009.tif", "wb").close()
open("uphall/marriages/vol02/uphall_mar_v02_p021.tif", "wb").close()
with open("carriden/marriages/vol01/.~scan_p014.tif.partial", "wb") as fh:
    fh.truncate(7_340_032)
PY
# fixed times so the listing is reproducible
i=0
find . -mindepth 1 | sort | while read -r f; do
  i=$((i+1))
  touch -h -d "2024-03-$(printf %02d $(( (i / 90) % 28 + 1 ))) $(printf %02d $(( (i / 7) % 10 + 8 ))):$(printf %02d $(( i * 7 % 60 ))):00" "$f"
done
touch -d "2024-04-02 16:41:00" linlithgow/baptisms/vol02/linlithgow_bap_v02_p017.tif
touch -d "2024-03-01 08:00:00" .

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/ root root / dev dev /'
}
{
  echo "$ ls -lRa --time-style=long-iso"
  LC_ALL=C ls -lRa --time-style=long-iso 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
