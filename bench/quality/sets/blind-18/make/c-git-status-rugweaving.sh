#!/bin/bash
# git status and staged diff stat in a half-finished refactor of a rug-weaving pattern tool.
. "$(dirname "$0")/c-lib.sh"
setup rugweaving
ginit
mkdir -p loom patterns tests docs
for f in loom/warp.py loom/weft.py loom/knots.py loom/dyes.py loom/export.py tests/test_warp.py tests/test_knots.py docs/usage.md; do
  printf '"""%s"""\n\n' "$f" > "$f"; for i in $(seq 1 40); do echo "LINE_$i = $i" >> "$f"; done
done
for p in kilim-diamond soumak-border ghiordes-medallion tapestry-stripes; do printf 'name: %s\nwarp: 8epi\n' "$p" > patterns/$p.yaml; done
echo "# rugweaving" > README.md
gcommit "Pattern tool baseline" "2025-07-01T08:00:00" "Yusuf Demir"
git checkout -q -b refactor/knot-density
git mv loom/knots.py loom/knot_density.py
sed -i 's/LINE_1[0-9] = /KNOTS_PER_DM2_/' loom/knot_density.py
git add loom/knot_density.py
sed -i '5,15d' loom/weft.py; git add loom/weft.py
git rm -q patterns/tapestry-stripes.yaml
echo "CHROME_FREE = True" >> loom/dyes.py
sed -i 's/LINE_3 = 3/LINE_3 = 30/' tests/test_knots.py
rm docs/usage.md
printf 'name: senneh-lattice\nwarp: 12epi\n' > patterns/senneh-lattice.yaml
mkdir -p scratch; echo "knot math notes" > scratch/density-notes.txt
echo "def kpsi(): pass" > loom/units.py
capture git-status-rugweaving <<'CMDS'
git status
git diff --cached --stat
git diff --stat
CMDS
