#!/bin/sh
# Bird-sighting tracker: `git status` in a messy working tree (staged, unstaged, renamed, deleted, untracked).
# usage: BASE=<scratch dir> sh make/15-git-status-birds.sh > outputs/15-git-status-birds.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/birdlog"; rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Tom Okafor" GIT_AUTHOR_EMAIL="tom@birdlog.example" GIT_COMMITTER_NAME="Tom Okafor" GIT_COMMITTER_EMAIL="tom@birdlog.example"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main
mkdir -p birdlog/checklists birdlog/exporters tests docs
for f in __init__ species taxonomy sightings; do echo "# birdlog.$f" > birdlog/$f.py; done
cat > birdlog/geo.py <<'EOF'
"""Coordinates of sightings and distance helpers."""
import math

EARTH_KM = 6371.0


def to_rad(deg):
    return deg * math.pi / 180.0


def bounding_box(lat, lon, km):
    dlat = km / 111.0
    dlon = km / (111.0 * math.cos(to_rad(lat)))
    return lat - dlat, lon - dlon, lat + dlat, lon + dlon


def grid_cell(lat, lon, size=0.1):
    return (round(lat / size), round(lon / size))
EOF
for f in ebird inaturalist csv_export; do echo "# exporter $f" > birdlog/exporters/$f.py; done
for f in spring_migration winter_feeders; do echo "name: $f" > birdlog/checklists/$f.yaml; done
for f in test_species test_sightings test_geo test_ebird; do echo "def test_placeholder(): pass" > tests/$f.py; done
echo "# birdlog" > README.md; echo "site/" > .gitignore; echo "# Usage" > docs/usage.md
printf '[project]\nname = "birdlog"\nversion = "1.2.0"\n' > pyproject.toml
git add -A && GIT_AUTHOR_DATE="2024-04-01T10:00:00Z" GIT_COMMITTER_DATE="2024-04-01T10:00:00Z" git commit -q -m "birdlog 1.2.0"
git remote add origin https://git.example.org/birders/birdlog.git 2>/dev/null
git update-ref refs/remotes/origin/main HEAD
git branch -q --set-upstream-to=origin/main main
echo "# extra commit" >> birdlog/species.py
git add -A && GIT_AUTHOR_DATE="2024-04-03T10:00:00Z" GIT_COMMITTER_DATE="2024-04-03T10:00:00Z" git commit -q -m "Add subspecies lookup"
echo "# more" >> birdlog/taxonomy.py
git add -A && GIT_AUTHOR_DATE="2024-04-04T10:00:00Z" GIT_COMMITTER_DATE="2024-04-04T10:00:00Z" git commit -q -m "Use IOC 14.1 taxonomy"
# the working-tree mess
git mv birdlog/geo.py birdlog/location.py
echo "def haversine(a, b): ..." >> birdlog/location.py
git add birdlog/location.py
echo "DEFAULT_RADIUS_KM = 25" >> birdlog/sightings.py
git add birdlog/sightings.py
echo "MAX_PER_CHECKLIST = 400" >> birdlog/sightings.py
echo "def to_inat(obs): ..." >> birdlog/exporters/inaturalist.py
git rm -q birdlog/exporters/csv_export.py
rm tests/test_geo.py
echo "notes: windy" >> birdlog/checklists/winter_feeders.yaml
sed -i 's/1.2.0/1.3.0.dev0/' pyproject.toml
mkdir -p exports notebooks/.ipynb_checkpoints birdlog/__pycache__
for d in 2024-04-06 2024-04-07 2024-04-08; do echo "species,count" > exports/sightings_$d.csv; done
echo "{}" > notebooks/heron_counts.ipynb; echo "{}" > notebooks/.ipynb_checkpoints/heron_counts-checkpoint.ipynb
echo "x" > birdlog/__pycache__/species.cpython-311.pyc
echo "name: estuary_count" > birdlog/checklists/estuary_count.yaml
echo "def test_location(): pass" > tests/test_location.py
touch .env.local
echo "import birdlog; print(birdlog)" > scratch.py
echo "DEBUG fetching taxonomy" > debug.log
{ git status 2>&1; } | neut
