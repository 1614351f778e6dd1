#!/usr/bin/env bash
# Dendrochronology lab archive: six sampling sites, each with cores (flatbed scans, ring-width
# measurement files, cross-dating reports, field photos) and a site master chronology. Files are
# sparse (truncate) with fixed dates; one stitched panorama scan left behind in a core folder is
# 9.4 GB. `ls -lR --time-style=long-iso` (TZ=UTC, LC_ALL=C; the owner is shown as dev).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/treering-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PYEOF'
import os, random, subprocess
random.seed(1789)
sites = {"kielder": "KLD", "glen-affric": "GAF", "borrowdale": "BOR", "wistmans-wood": "WIS", "savernake": "SAV", "abernethy": "ABN"}
species = ["PISY", "QUPE", "QURO", "FASY", "BEPE", "TABA"]
def mk(path, size, when):
    if os.path.dirname(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    subprocess.run(["touch", "-d", when, path], check=True)
for site, code in sites.items():
    n = random.randint(14, 22)
    year = random.choice([2021, 2022, 2023])
    for c in range(1, n + 1):
        core = "%s%03d%s" % (code, c, random.choice("AB"))
        d = "sites/%s/cores/%s" % (site, core)
        day = "%d-%02d-%02d %02d:%02d" % (year, random.randint(4, 10), random.randint(1, 28), random.randint(8, 18), random.randint(0, 59))
        for part in range(1, random.randint(2, 5)):
            mk("%s/scan_%s_p%d_2400dpi.tif" % (d, core, part), random.randint(180, 950) * 1024 * 1024 + random.randint(0, 999999), day)
        mk("%s/%s.rwl" % (d, core), random.randint(2000, 9000), day)
        mk("%s/%s_coofecha.txt" % (d, core), random.randint(6000, 30000), day)
        for ph in range(random.randint(0, 3)):
            mk("%s/field_%s_%d.jpg" % (d, core, ph + 1), random.randint(2, 9) * 1024 * 1024 + random.randint(0, 99999), day)
        if site == "borrowdale" and c == 9:
            mk("%s/stitched_full_core_%s_panorama.tif" % (d, core), 9_412_339_712, "2023-02-14 17:42")
    mk("sites/%s/%s_%s_master.crn" % (site, code, random.choice(species)), random.randint(20000, 90000),
       "%d-%02d-%02d 11:%02d" % (year + 1, random.randint(1, 12), random.randint(1, 28), random.randint(0, 59)))
    mk("sites/%s/site_notes.md" % site, random.randint(1500, 8000), "%d-%02d-%02d 09:15" % (year, random.randint(3, 9), random.randint(1, 28)))
mk("README.md", 2211, "2021-03-01 10:00")
mk("protocols/sanding_and_scanning.pdf", 1843311, "2021-03-08 14:31")
mk("protocols/cofecha_settings.txt", 912, "2022-11-20 12:02")
PYEOF
find . -type d -exec touch -d "2024-10-01 08:00" {} +

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
      -e 's/ root root / dev  dev  /'
}
{
  echo '$ ls -lR --time-style=long-iso'
  TZ=UTC LC_ALL=C ls -lR --time-style=long-iso 2>&1
  echo "exit status: $?"
} | neutral
