#!/usr/bin/env bash
# Lampshade workshop order system: `git log --stat` over ~50 commits by four authors,
# with a vendored pattern library, a large fixture, a rename and a revert.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lampshade
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name x; git config user.email x@example.invalid
export GIT_CONFIG_NOSYSTEM=1
n=0
commit() { # author email message
  n=$((n+1))
  local d="2024-05-$(printf %02d $(( (n / 2) + 1 ))) $(printf %02d $(( 8 + n % 9 ))):$(printf %02d $(( (n * 7) % 60 ))):00 +0100"
  git add -A
  GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q -m "$3"
}
lines() { # file count prefix
  mkdir -p "$(dirname "$1")"; : > "$1"
  for i in $(seq 1 "$2"); do echo "$3 line $i" >> "$1"; done
}
app() { mkdir -p "$(dirname "$1")"; for i in $(seq 1 "$2"); do echo "$3 $i" >> "$1"; done; }
A1="Morwenna Trelawny"; E1=morwenna@shadecraft.example
A2="Idris Penhaligon"; E2=idris@shadecraft.example
A3="Keziah Boscawen"; E3=keziah@shadecraft.example
A4="Tobias Nance"; E4=tobias@shadecraft.example
lines README.md 20 "readme"; lines pyproject.toml 24 "toml"; lines shades/__init__.py 3 "init"
commit "$A1" $E1 "Initial skeleton for the shade order system"
lines shades/frames.py 80 "frames"; commit "$A1" $E1 "Add frame catalogue: drum, empire, coolie, bell, square"
lines shades/fabrics.py 65 "fabrics"; commit "$A2" $E2 "Add fabric list with fire-retardancy class"
lines tests/test_frames.py 55 "tfr"; commit "$A2" $E2 "Tests for frame ring sizes"
lines shades/pricing.py 90 "pricing"; commit "$A1" $E1 "Price a shade from frame, fabric and lining"
app shades/pricing.py 12 "pricing-trim"; commit "$A3" $E3 "Add trim (braid, fringe, bobble) surcharge"
lines tests/test_pricing.py 70 "tpr"; commit "$A3" $E3 "Pricing tests for every frame size"
lines shades/patterns/cone.py 140 "cone"; lines shades/patterns/drum.py 60 "drum"; commit "$A4" $E4 "Pattern generator for cone (empire/coolie) shades"
lines shades/patterns/svg.py 75 "svg"; commit "$A4" $E4 "Export cut patterns as SVG"
app shades/fabrics.py 30 "fabric-more"; commit "$A2" $E2 "Add 14 silks and linens from the autumn swatch book"
lines vendor/bezier/__init__.py 8 "bz"; lines vendor/bezier/curve.py 620 "bzc"; lines vendor/bezier/LICENSE 21 "lic"; commit "$A4" $E4 "Vendor bezier 0.9.1 for scalloped hem patterns"
app shades/patterns/cone.py 40 "scallop"; commit "$A4" $E4 "Scalloped hems for cone patterns"
lines shades/orders.py 110 "orders"; commit "$A1" $E1 "Order intake: customer, lamp base, shade spec"
lines tests/test_orders.py 90 "tord"; commit "$A1" $E1 "Order intake tests"
app shades/frames.py 25 "frames-oval"; commit "$A3" $E3 "Oval and rectangular frames"
sed -i '5,14d' shades/pricing.py; app shades/pricing.py 6 "vat"; commit "$A3" $E3 "Fix VAT applied twice on trims"
lines tests/fixtures/swatches.json 1850 '{"swatch":'; commit "$A2" $E2 "Fixture: full swatch book export for fabric tests"
lines shades/lining.py 48 "lining"; commit "$A2" $E2 "Lining options: white, parchment, gold foil"
app shades/orders.py 30 "deposit"; commit "$A1" $E1 "Take a 40% deposit on bespoke shades"
lines shades/workshop/queue.py 95 "queue"; commit "$A3" $E3 "Workshop queue ordered by promised date"
lines shades/workshop/bench.py 60 "bench"; commit "$A3" $E3 "Assign queue items to benches"
app shades/workshop/queue.py 15 "rush"; commit "$A1" $E1 "Rush orders jump the queue"
git mv shades/patterns/svg.py shades/patterns/export_svg.py; commit "$A4" $E4 "Rename svg.py to export_svg.py"
lines shades/patterns/export_dxf.py 85 "dxf"; commit "$A4" $E4 "Export cut patterns as DXF for the laser cutter"
app shades/workshop/bench.py 20 "glue"; commit "$A3" $E3 "Track glue curing time per bench"
lines tests/test_queue.py 66 "tq"; commit "$A3" $E3 "Queue ordering tests"
git rm -q shades/lining.py; lines shades/linings.py 52 "linings"; commit "$A2" $E2 "Move lining options into linings.py with foil weights"
app shades/fabrics.py 8 "fr-class"; commit "$A2" $E2 "Mark velvet and wool as class B fire retardancy"
sed -i '1,30d' shades/orders.py; app shades/orders.py 18 "intake2"; commit "$A1" $E1 "Simplify order intake validation"
app shades/frames.py 10 "frames-fix"; commit "$A1" $E1 "Fix bell frame ring diameter"
bad=$(git rev-parse HEAD); git revert --no-commit HEAD >/dev/null 2>&1
commit "$A3" $E3 "$(printf 'Revert "Fix bell frame ring diameter"\n\nThis reverts commit %s.' "$bad")"
app shades/frames.py 12 "frames-fix2"; commit "$A3" $E3 "Fix bell frame ring diameter (measure inside the wire)"
lines shades/reports/monthly.py 105 "monthly"; commit "$A1" $E1 "Monthly sales report by frame shape"
lines shades/reports/csv_export.py 45 "csv"; commit "$A1" $E1 "CSV export for the accountant"
app shades/pricing.py 22 "wholesale"; commit "$A3" $E3 "Wholesale price bands for interior designers"
app tests/test_pricing.py 35 "twh"; commit "$A3" $E3 "Tests for wholesale bands"
git rm -q -r vendor/bezier; lines shades/patterns/curves.py 120 "curves"; commit "$A4" $E4 "Drop vendored bezier; our own curve helper is enough"
app shades/patterns/cone.py 14 "curves-use"; commit "$A4" $E4 "Use curves.py in cone patterns"
lines docs/workshop.md 140 "docs"; commit "$A2" $E2 "Workshop handbook: cutting, rolling, finishing"
app shades/orders.py 9 "email"; lines shades/notify.py 58 "notify"; commit "$A1" $E1 "Email the customer when the shade is ready"
app shades/workshop/bench.py 7 "tz"; commit "$A3" $E3 "Bench times in local time"
app pyproject.toml 4 "deps"; commit "$A2" $E2 "Pin ezdxf and Pillow"
app shades/reports/monthly.py 26 "bytrim"; commit "$A1" $E1 "Monthly report: split by trim type"
app tests/test_orders.py 40 "tord2"; commit "$A1" $E1 "Tests for deposits and rush orders"
app shades/linings.py 10 "linings"; commit "$A2" $E2 "Add blackout lining"
app shades/patterns/export_dxf.py 30 "kerf"; commit "$A4" $E4 "Compensate laser kerf in DXF export"
app README.md 15 "readme2"; commit "$A2" $E2 "README: how to run the workshop queue"
{
  echo '$ git log --stat'
  timeout 120 git --no-pager log --stat 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
