#!/usr/bin/env bash
# radio-station playlist rotator: git log --stat over a longer history
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/playlist-rotator"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
git init -q -b main .
git config commit.gpgsign false
AUTHORS=("Maya Okafor:maya@wxrd.example" "Tom Brandt:tom@wxrd.example" "Inês Duarte:ines@wxrd.example" "Kofi Mensah:kofi@wxrd.example")
n=0
commit() { # author-index message files...
  local who="${AUTHORS[$1]}"; shift
  local msg="$1"; shift
  n=$((n+1))
  local d
  d=$(date -u -d "@$((1706774400 + n*61200 + (n % 5) * 3300))" +%Y-%m-%dT%H:%M:%S)
  for f in "$@"; do
    mkdir -p "$(dirname "$f")"
    cat >> "$f" <<EOF
# change $n: $msg
line a for $f ($n)
line b for $f ($n)
EOF
    if [ $((n % 3)) -eq 0 ]; then sed -i '2d' "$f"; fi
  done
  git add -A
  GIT_AUTHOR_NAME="${who%%:*}" GIT_AUTHOR_EMAIL="${who##*:}" GIT_COMMITTER_NAME="${who%%:*}" GIT_COMMITTER_EMAIL="${who##*:}" \
    GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q -m "$msg"
}
commit 0 "Initial rotator skeleton" rotator/__init__.py rotator/playlist.py rotator/clock.py README.md setup.cfg
commit 0 "Load music library from CSV export" rotator/library.py tests/test_library.py data/library.csv
commit 1 "Add hour clock with station ID, news and ad breaks" rotator/clock.py tests/test_clock.py
commit 2 "Artist separation: no artist twice within 60 minutes" rotator/separation.py rotator/playlist.py tests/test_separation.py
commit 1 "Power rotation categories A/B/C with spin targets" rotator/categories.py rotator/playlist.py data/categories.yaml
commit 3 "Title separation of 3 hours for A category" rotator/separation.py tests/test_separation.py
commit 0 "Fix off-by-one when clock wraps at midnight" rotator/clock.py tests/test_clock.py
commit 2 "Tempo flow: avoid more than two slow songs in a row" rotator/flow.py rotator/playlist.py tests/test_flow.py
commit 1 "Add daypart rules (morning drive, midday, evening, overnight)" rotator/dayparts.py data/dayparts.yaml rotator/clock.py
commit 3 "Export log in WideOrbit format for traffic department" rotator/export/wideorbit.py tests/test_export.py
commit 0 "Gender balance rule for vocals per hour" rotator/flow.py tests/test_flow.py
commit 2 "Bump library CSV parser to handle quoted commas" rotator/library.py tests/test_library.py
commit 1 "Record spins to SQLite for reporting" rotator/spins.py rotator/db.py migrations/001_spins.sql
commit 3 "Royalty report grouped by label and PRO" rotator/reports/royalty.py tests/test_royalty.py
commit 0 "Holiday music category that only rotates in December" rotator/categories.py data/categories.yaml tests/test_categories.py
commit 2 "Refactor separation rules into a rule engine" rotator/rules/__init__.py rotator/rules/base.py rotator/rules/artist.py rotator/rules/title.py rotator/separation.py
commit 2 "Move tempo and gender rules into the rule engine" rotator/rules/tempo.py rotator/rules/gender.py rotator/flow.py
commit 1 "CLI: rotator build --date --daypart" rotator/cli.py setup.cfg
commit 3 "Local music quota (Canadian content style, 35 percent)" rotator/rules/local_quota.py tests/test_local_quota.py data/categories.yaml
commit 0 "Fix local quota counting instrumentals twice" rotator/rules/local_quota.py tests/test_local_quota.py
commit 1 "Voice-track slots in the overnight clock" rotator/clock.py data/dayparts.yaml
commit 2 "Explain why a song was skipped (--explain)" rotator/cli.py rotator/rules/base.py rotator/playlist.py
commit 3 "Export: add ENCO DAD format" rotator/export/enco.py rotator/export/__init__.py tests/test_export.py
commit 0 "Speed up scheduling with per-hour candidate cache" rotator/playlist.py rotator/cache.py
commit 1 "Fix cache invalidation when library reloads" rotator/cache.py rotator/library.py tests/test_cache.py
commit 2 "Add burn-out detection for overplayed A songs" rotator/reports/burnout.py tests/test_burnout.py
commit 3 "Document rule engine and category setup" docs/rules.md docs/categories.md README.md
commit 0 "Make the minimum artist separation configurable per daypart" rotator/rules/artist.py data/dayparts.yaml tests/test_separation.py
commit 1 "Sweepers and liners between songs of different tempo" rotator/clock.py rotator/rules/tempo.py
commit 2 "Migrate spins table: add daypart column" migrations/002_spins_daypart.sql rotator/spins.py rotator/db.py
commit 3 "Royalty report: CSV output for SoundExchange" rotator/reports/royalty.py tests/test_royalty.py
commit 0 "Release 1.0.0" setup.cfg CHANGELOG.md
commit 1 "Fix crash when a category is empty for an hour" rotator/playlist.py tests/test_playlist.py
commit 2 "Weekend countdown show clock" rotator/clock.py data/dayparts.yaml tests/test_clock.py
commit 3 "Drop ENCO export, station moved to WideOrbit only" rotator/export/enco.py rotator/export/__init__.py
commit 0 "Release 1.1.0" setup.cfg CHANGELOG.md
git rm -q rotator/export/enco.py
GIT_AUTHOR_DATE="2024-03-20T10:00:00" GIT_COMMITTER_DATE="2024-03-20T10:00:00" GIT_AUTHOR_NAME="Kofi Mensah" GIT_AUTHOR_EMAIL="kofi@wxrd.example" GIT_COMMITTER_NAME="Kofi Mensah" GIT_COMMITTER_EMAIL="kofi@wxrd.example" git commit -q -m "Remove ENCO exporter file"
git log --stat 2>&1 | neut
