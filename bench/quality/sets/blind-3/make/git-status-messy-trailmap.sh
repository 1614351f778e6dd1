#!/usr/bin/env bash
# Toy repo "trailmap" (see lib-trailmap-repo.sh) cloned from a bare "origin"; local and origin/main have diverged and
# the work tree holds staged, unstaged, renamed, deleted and untracked changes. Output: `git status && git stash list && git diff --stat`.
set -u
NAME=git-status-messy-trailmap; PROJ=trailmap
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W" "$BASE/trailmap-upstream" "$BASE/trailmap-origin.git" "$BASE/trailmap-jonas"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
source "$HERE/lib-trailmap-repo.sh"
build_trailmap_repo "$BASE/trailmap-upstream" || exit 1
cd "$BASE"
git clone -q --bare trailmap-upstream trailmap-origin.git
git -C trailmap-origin.git update-ref refs/heads/main refs/heads/main~2
git clone -q trailmap-origin.git trailmap
# a colleague pushes one commit to origin/main
git clone -q trailmap-origin.git trailmap-jonas
cd trailmap-jonas
git -c user.name="Jonas Vogt" -c user.email=jonas.vogt@example.org mv routes/herzogstand.yaml routes/herzogstand-heimgarten.yaml
GIT_AUTHOR_DATE="1717750000 +0200" GIT_COMMITTER_DATE="1717750000 +0200" \
  git -c user.name="Jonas Vogt" -c user.email=jonas.vogt@example.org commit -q -m "Rename Herzogstand route file to match its title"
git push -q origin main
# local clone: two local commits (the last two of the upstream main), then a messy work tree
cd "$W"
git config user.name "Priya Raman"; git config user.email "priya@trailmap.dev"; git config color.ui false
git fetch -q "$BASE/trailmap-upstream" main && git merge -q --ff-only FETCH_HEAD
git fetch -q origin
echo "# TODO: switch to jinja2 environment" >> trailmap/render.py
git stash push -q -m "wip: jinja2 template migration"
sed -i 's/NOISE_M = 2.0/NOISE_M = 3.0/' trailmap/elevation.py
git stash push -q -m "try 3 m noise threshold"
sed -i 's/version = "0.2.0"/version = "0.3.0"/' pyproject.toml
sed -i 's/"0.2.0"/"0.3.0"/' trailmap/__init__.py
git add pyproject.toml trailmap/__init__.py
printf '\n\ndef clear():\n    for f in CACHE_DIR.glob("*.json"):\n        f.unlink()\n' >> trailmap/cache.py
git add trailmap/cache.py
printf '\n\ndef stats():\n    return len(list(CACHE_DIR.glob("*.json")))\n' >> trailmap/cache.py
git mv tests/test_geo.py tests/test_distance.py
cat > trailmap/svg.py <<'EOF'
def polyline(values, width=600, height=120):
    lo, hi = min(values), max(values)
    span = (hi - lo) or 1
    return " ".join(f"{i * width / (len(values) - 1):.1f},{height - (v - lo) / span * height:.1f}" for i, v in enumerate(values))
EOF
git add trailmap/svg.py
sed -i 's/round(track_length(points) \/ 1000, 1)/round(track_length(points) \/ 1000, 2)/' trailmap/cli.py
sed -i 's/T3/T3 (T4 after rain)/' routes/schrecksee.yaml
git rm -q --cached routes/watzmann.yaml && rm routes/watzmann.yaml
rm templates/index.html
cat > routes/zugspitze.yaml <<'EOF'
title: Zugspitze via Reintal
gpx: zugspitze.gpx
notes: Two days, overnight at Knorrhütte.
difficulty: T3
EOF
cp trailmap/elevation.py trailmap/elevation.py.orig
mkdir -p scratch && echo "profile smoothing experiments" > scratch/notes.md && echo "print(1)" > scratch/try_smooth.py
mkdir -p site && echo "<html></html>" > site/index.html
( git status 2>&1 && git stash list 2>&1 && git diff --stat 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
