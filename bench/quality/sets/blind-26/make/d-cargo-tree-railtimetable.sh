#!/bin/bash
# cargo tree over a rail-timetable workspace of path crates (no registry needed)
source "$(dirname "$0")/d-lib.sh"
P=$WORK/railtimetable
rm -rf "$P"; mkdir -p "$P"
cd "$P"
mk() { # name version deps...
  local n=$1 v=$2; shift 2
  mkdir -p crates/$n/src
  { echo "[package]"; echo "name = \"$n\""; echo "version = \"$v\""; echo 'edition = "2021"'; echo; echo "[dependencies]"
    for d in "$@"; do echo "$d = { path = \"../$d\" }"; done; } > crates/$n/Cargo.toml
  echo "pub fn id() -> &'static str { \"$n\" }" > crates/$n/src/lib.rs
}
mk tt-units 0.4.2
mk tt-calendar 1.2.0 tt-units
mk tt-geo 0.7.1 tt-units
mk tt-stations 2.0.3 tt-geo tt-units
mk tt-rolling-stock 0.3.0 tt-units
mk tt-gtfs 1.5.0 tt-calendar tt-stations tt-units
mk tt-conflicts 0.9.0 tt-gtfs tt-rolling-stock tt-calendar
mk tt-crew 0.2.6 tt-calendar tt-stations
mk tt-publish 1.1.0 tt-gtfs tt-crew
mk tt-platforms 0.5.5 tt-stations tt-geo
mk tt-cli 3.0.0 tt-conflicts tt-publish tt-platforms
cat > Cargo.toml <<'T'
[workspace]
members = ["crates/*"]
resolver = "2"
T
cargo generate-lockfile -q 2>/dev/null
{ run "cargo tree -p tt-cli"; echo; run "cargo tree -i tt-geo"; } | neutral > "$OUTDIR/d-cargo-tree-railtimetable.txt"
