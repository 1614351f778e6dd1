#!/usr/bin/env bash
# git bisect run on a saddlery fitting calculator: a regression in the gullet-width rule somewhere
# in 40 commits; the test script is a tiny python check.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/saddlefit
rm -rf "$P"; mkdir -p "$P/saddlefit"; cd "$P"
git init -q -b main
git config user.email dev@saddlefit.example; git config user.name "Dev"
export GIT_AUTHOR_NAME="Orla Kinsella" GIT_AUTHOR_EMAIL=orla@saddlefit.example
export GIT_COMMITTER_NAME="Orla Kinsella" GIT_COMMITTER_EMAIL=orla@saddlefit.example
touch saddlefit/__init__.py
cat > saddlefit/fit.py <<'T'
TREE_WIDTHS = {"narrow": 27, "medium": 29, "medium-wide": 31, "wide": 33, "extra-wide": 35}


def gullet_cm(wither_width_cm):
    # three fingers of clearance each side of the withers
    return round(wither_width_cm + 2 * 2.0, 1)


def tree_for(wither_width_cm):
    g = gullet_cm(wither_width_cm)
    for name, w in TREE_WIDTHS.items():
        if w >= g:
            return name
    return "custom"
T
cat > check_gullet.py <<'T'
from saddlefit.fit import gullet_cm, tree_for
assert gullet_cm(24.0) == 28.0, gullet_cm(24.0)
assert tree_for(24.0) == "medium", tree_for(24.0)
print("gullet ok")
T
git add -A; GIT_AUTHOR_DATE=2026-03-02T09:00:00 GIT_COMMITTER_DATE=2026-03-02T09:00:00 git commit -q -m "fit: gullet and tree size from wither width"
git tag v0.8.0
msgs=("panel: flocking allowance table" "docs: measuring the withers" "girth: point strap positions" "panel: wool vs foam density"
 "stirrup: bar placement by rider leg" "seat: twist width options" "girth: billet length chart" "docs: tracing template"
 "panel: gusset depth for high withers" "seat: cantle height presets" "fit: use half-centimetre steps" "stirrup: safety catch note"
 "girth: elastic inserts" "panel: shim pockets" "docs: photo checklist" "seat: knee roll sizes" "girth: dressage vs jump"
 "fit: metric/imperial conversion" "panel: channel width check" "docs: changelog" "stirrup: leather width" "seat: size 17.5 inch"
 "panel: wither relief for croup-high horses" "girth: anatomical shapes" "fit: clamp tree_for() above extra-wide"
 "docs: FAQ on tree angle" "seat: deep seat option" "panel: cutback head" "girth: buckle guard" "stirrup: iron width"
 "fit: tighten clearance to two fingers" "docs: fitting video links" "panel: full vs half panel" "girth: sheepskin cover"
 "seat: cantle depth" "stirrup: treads" "docs: glossary" "panel: rear gusset shape" "girth: length by heart girth")
day=3
for i in "${!msgs[@]}"; do
  m=${msgs[$i]}
  f=notes/$(echo "$m" | cut -d: -f1).md
  mkdir -p notes; echo "- $m" >> "$f"
  if [ "$m" = "fit: use half-centimetre steps" ]; then
    sed -i 's/return round(wither_width_cm + 2 \* 2.0, 1)/return round((wither_width_cm + 2 * 2.0) * 2) \/ 2/' saddlefit/fit.py
  fi
  if [ "$m" = "fit: tighten clearance to two fingers" ]; then
    sed -i 's/# three fingers of clearance each side of the withers/# two fingers of clearance each side of the withers/; s/2 \* 2.0/2 * 1.5/' saddlefit/fit.py
  fi
  if [ "$m" = "fit: clamp tree_for() above extra-wide" ]; then
    sed -i 's/    return "custom"/    return "custom" if g > 37 else "extra-wide"/' saddlefit/fit.py
  fi
  git add -A
  d=$(printf '2026-03-%02dT%02d:%02d:00' $((day / 2 + 2)) $((9 + i % 8)) $((i * 7 % 60)))
  GIT_AUTHOR_DATE=$d GIT_COMMITTER_DATE=$d git commit -q -m "$m"
  day=$((day + 1))
done
{
  run "git bisect start HEAD v0.8.0"
  run "git bisect run python3 check_gullet.py"
  run "git bisect log"
} | neutral
git bisect reset -q 2>/dev/null || true
