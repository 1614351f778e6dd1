#!/usr/bin/env bash
# cargo tree over a night-market stall-booking workspace of path crates, then an inverted tree.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/nightmarket
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mk() { # name version deps...
  local n=$1 v=$2; shift 2
  mkdir -p "crates/$n/src"
  { echo "[package]"; echo "name = \"$n\""; echo "version = \"$v\""; echo 'edition = "2021"'; echo; echo "[dependencies]"
    for d in "$@"; do echo "$d"; done; } > "crates/$n/Cargo.toml"
  echo "pub fn name() -> &'static str { \"$n\" }" > "crates/$n/src/lib.rs"
}
mk stall-geo 0.3.1
mk lantern-units 1.0.4
mk vendor-ids 0.2.0
mk pitch-pricing 0.6.2 'lantern-units = { path = "../lantern-units" }' 'vendor-ids = { path = "../vendor-ids" }'
mk stallmap 0.8.0 'stall-geo = { path = "../stall-geo" }' 'vendor-ids = { path = "../vendor-ids" }'
mk hygiene-checks 0.1.7 'vendor-ids = { path = "../vendor-ids" }' 'stallmap = { path = "../stallmap", optional = true }' '' '[features]' 'map-overlay = ["dep:stallmap"]'
mk booking-core 2.1.0 'stallmap = { path = "../stallmap" }' 'pitch-pricing = { path = "../pitch-pricing" }' 'hygiene-checks = { path = "../hygiene-checks", features = ["map-overlay"] }' '' '[dev-dependencies]' 'lantern-units = { path = "../lantern-units" }'
mk market-cli 2.1.0 'booking-core = { path = "../booking-core" }' 'pitch-pricing = { path = "../pitch-pricing" }' '' '[build-dependencies]' 'vendor-ids = { path = "../vendor-ids" }'
mk curfew-alerts 0.4.0 'stall-geo = { path = "../stall-geo" }' 'lantern-units = { path = "../lantern-units" }'
cat > Cargo.toml <<'T'
[workspace]
resolver = "2"
members = ["crates/*"]
T
{ run 'cargo tree --workspace'; run 'cargo tree -i vendor-ids --workspace'; } | neutral > "$HERE/../outputs/d-cargo-tree-nightmarket.txt"
