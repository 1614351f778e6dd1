#!/usr/bin/env bash
# git rebase of a topic branch onto main in a tea-blending recipe service; one of
# four commits conflicts (the first one). Then git status and git diff. Output: outputs/git-rebase-teablends.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/teablends
rm -rf "$P"; mkdir -p "$P/blends"; cd "$P"
git init -q -b main
git config commit.gpgsign false
T=1719000000
c() { T=$((T + 7200)); GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
      GIT_AUTHOR_DATE="$T +0000" GIT_COMMITTER_DATE="$T +0000" git commit -q -am "$3"; }

cat > blends/ratios.py <<'X'
BLENDS = {
    "breakfast": {"assam": 0.6, "ceylon": 0.3, "kenya": 0.1},
    "earl_grey": {"ceylon": 0.97, "bergamot_oil": 0.03},
    "chai": {"assam": 0.7, "cinnamon": 0.1, "cardamom": 0.08, "ginger": 0.07, "clove": 0.05},
}

STEEP = {"breakfast": (100, 240), "earl_grey": (95, 180), "chai": (100, 300)}


def grams_per_cup(blend, cup_ml=250):
    return round(cup_ml / 100, 1)
X
cat > blends/labels.py <<'X'
def label(blend, batch):
    return f"{blend.upper()} / batch {batch}"
X
git add -A; c "Juniper Hale" "juniper@leafline.example" "Blend ratios and labels"

git checkout -q -b topic/caffeine
cat >> blends/ratios.py <<'X'

CAFFEINE_MG_PER_G = {"assam": 22, "ceylon": 20, "kenya": 24, "bergamot_oil": 0}


def caffeine_mg(blend, grams):
    parts = BLENDS[blend]
    return round(sum(CAFFEINE_MG_PER_G.get(k, 0) * w for k, w in parts.items()) * grams)
X
c "Sunil Varma" "sunil@leafline.example" "Caffeine estimate per blend"
sed -i 's/    return f"{blend.upper()} \/ batch {batch}"/    return f"{blend.upper()} \/ batch {batch} \/ {caffeine} mg per cup"/; s/def label(blend, batch):/def label(blend, batch, caffeine):/' blends/labels.py
c "Sunil Varma" "sunil@leafline.example" "Show caffeine on labels"
sed -i 's/    "chai": {"assam": 0.7, "cinnamon": 0.1, "cardamom": 0.08, "ginger": 0.07, "clove": 0.05},/    "chai": {"assam": 0.65, "cinnamon": 0.12, "cardamom": 0.1, "ginger": 0.08, "clove": 0.05},\n    "rooibos_vanilla": {"rooibos": 0.95, "vanilla": 0.05},/' blends/ratios.py
c "Sunil Varma" "sunil@leafline.example" "Stronger chai spice; add caffeine-free rooibos blend"
cat >> blends/ratios.py <<'X'


def decaf_blends():
    return [b for b in BLENDS if caffeine_mg(b, 1) == 0]
X
c "Sunil Varma" "sunil@leafline.example" "List caffeine-free blends"

git checkout -q main
sed -i 's/    "chai": {"assam": 0.7, "cinnamon": 0.1, "cardamom": 0.08, "ginger": 0.07, "clove": 0.05},/    "chai": {"assam": 0.72, "cinnamon": 0.09, "cardamom": 0.08, "ginger": 0.06, "clove": 0.03, "black_pepper": 0.02},/' blends/ratios.py
c "Juniper Hale" "juniper@leafline.example" "Chai: add black pepper, per tasting panel 2024-06"
sed -i 's/    return round(cup_ml \/ 100, 1)/    return round(cup_ml \/ 100 * (1.2 if blend == "chai" else 1.0), 1)/' blends/ratios.py
c "Juniper Hale" "juniper@leafline.example" "More leaf for chai"
git checkout -q topic/caffeine

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ git rebase main"
  git rebase main 2>&1
  echo "exit status: $?"
  echo "$ git status"
  git status 2>&1
  echo "exit status: $?"
  echo "$ git diff"
  git --no-pager diff 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
