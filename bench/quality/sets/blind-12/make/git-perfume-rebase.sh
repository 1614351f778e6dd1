#!/usr/bin/env bash
# git rebase of a feature branch onto main in a perfume-formulation repo: the third of four commits conflicts; then git status.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/git-perfume-rebase.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s/\r/\n/g"
}
P=$WORK/accords
rm -rf "$P"; mkdir -p "$P/formulas" "$P/tools"; cd "$P"
git init -q -b main .
git config user.name "Colette Marchand"; git config user.email "colette@accords.invalid"; git config commit.gpgsign false
export GIT_AUTHOR_DATE="2024-05-02T09:00:00+0200" GIT_COMMITTER_DATE="2024-05-02T09:00:00+0200"
cat > formulas/chypre-no7.csv <<'X'
material,parts_per_1000,note
bergamot oil FCF,180,top
lemon oil,40,top
jasmine absolute,25,heart
rose otto,15,heart
oakmoss absolute (low atranol),20,base
patchouli oil,60,base
labdanum resinoid,45,base
vetiver oil,30,base
hedione,120,heart
iso e super,150,base
ethanol (perfumer's alcohol),315,carrier
X
cat > formulas/eau-de-cologne.csv <<'X'
material,parts_per_1000,note
bergamot oil FCF,220,top
lemon oil,160,top
neroli oil,40,heart
petitgrain oil,60,heart
rosemary oil,20,top
ethanol (perfumer's alcohol),500,carrier
X
cat > tools/ifra_check.py <<'X'
"""Check finished-product concentrations against IFRA category 4 limits (fine fragrance)."""
import csv
import sys

LIMITS_CAT4 = {"oakmoss absolute (low atranol)": 0.1, "bergamot oil FCF": None, "lemon oil": None}


def check(path, dilution=0.2):
    with open(path) as fh:
        for row in csv.DictReader(fh):
            pct = float(row["parts_per_1000"]) / 10 * dilution
            limit = LIMITS_CAT4.get(row["material"])
            if limit is not None and pct > limit:
                print(f"{path}: {row['material']} at {pct:.2f}% exceeds {limit}%")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        check(p)
X
git add -A; git commit -q -m "Chypre no. 7 and cologne base formulas"
git checkout -q -b reformulate-chypre
export GIT_AUTHOR_DATE="2024-05-03T09:00:00+0200" GIT_COMMITTER_DATE="2024-05-03T09:00:00+0200"
sed -i 's/^iso e super,150,base/iso e super,130,base/; s/^ethanol (perfumer.s alcohol),315,carrier/ethanol (perfumer'"'"'s alcohol),335,carrier/' formulas/chypre-no7.csv
git commit -q -am "Chypre: less Iso E Super, more alcohol"
sed -i 's/^LIMITS_CAT4 = .*/LIMITS_CAT4 = {"oakmoss absolute (low atranol)": 0.1, "bergamot oil FCF": None, "lemon oil": None, "jasmine absolute": 0.7}/' tools/ifra_check.py
git commit -q -am "ifra_check: add jasmine absolute limit"
sed -i 's/^oakmoss absolute (low atranol),20,base/evernyl,35,base/' formulas/chypre-no7.csv
sed -i 's/^ethanol (perfumer.s alcohol),335,carrier/ethanol (perfumer'"'"'s alcohol),320,carrier/' formulas/chypre-no7.csv
git commit -q -am "Chypre: replace oakmoss with evernyl for IFRA 51"
printf 'Reformulated for IFRA amendment 51: oakmoss replaced by evernyl.\n' > formulas/CHANGES.txt
git add -A; git commit -q -m "Note the chypre reformulation"
git checkout -q main
export GIT_AUTHOR_DATE="2024-05-04T09:00:00+0200" GIT_COMMITTER_DATE="2024-05-04T09:00:00+0200"
sed -i 's/^oakmoss absolute (low atranol),20,base/oakmoss absolute (low atranol),8,base/' formulas/chypre-no7.csv
git commit -q -am "Chypre: cut oakmoss to 0.8% of concentrate"
{ echo '$ git checkout reformulate-chypre'; git checkout reformulate-chypre 2>&1; echo "exit status: $?"
  echo '$ git rebase main'; git rebase main 2>&1; echo "exit status: $?"
  echo '$ git status'; git status 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
