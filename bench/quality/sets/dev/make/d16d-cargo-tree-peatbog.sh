#!/usr/bin/env bash
# cargo tree over a peat-bog monitoring workspace of path crates (no registry access)
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/peatbog
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mk() { # name version "deps..." [features]
  local n=$1 v=$2 deps=$3 feats=${4:-}
  mkdir -p crates/$n/src
  { echo "[package]"; echo "name = \"$n\""; echo "version = \"$v\""; echo 'edition = "2021"'; echo
    if [ -n "$feats" ]; then echo "[features]"; echo -e "$feats"; echo; fi
    echo "[dependencies]"
    for d in $deps; do
      dn=${d%%:*}; opt=${d#*:}
      if [ "$opt" = "$d" ]; then echo "$dn = { path = \"../$dn\" }"; else echo "$dn = { path = \"../$dn\", $opt }"; fi
    done
  } > crates/$n/Cargo.toml
  echo "pub fn id() -> &'static str { \"$n\" }" > crates/$n/src/lib.rs
}
mk peat-units 0.3.4 ""
mk peat-geo 0.7.0 "peat-units"
mk peat-time 1.1.2 ""
mk peat-codec 0.5.9 "peat-units peat-time" 'default = ["crc"]\ncrc = []\nzstd-frames = []'
mk peat-piezometer 0.2.0 "peat-units peat-codec peat-time"
mk peat-flux 0.4.1 "peat-units peat-geo peat-time"
mk peat-ch4 0.1.7 "peat-units peat-flux peat-codec"
mk peat-watertable 0.6.3 "peat-piezometer peat-geo peat-units"
mk peat-vegetation 0.2.5 "peat-geo peat-time"
mk peat-sphagnum 0.3.0 "peat-vegetation peat-units"
mk peat-store 2.0.0 "peat-codec:features=[\"zstd-frames\"] peat-time" 'default = []\nwal = []'
mk peat-ingest 0.8.2 "peat-store:features=[\"wal\"] peat-piezometer peat-ch4 peat-watertable"
mk peat-qc 0.4.0 "peat-ingest peat-units peat-time"
mk peat-carbon 1.0.0-rc.2 "peat-flux peat-ch4 peat-sphagnum peat-geo"
mk peat-report 0.9.0 "peat-carbon peat-qc peat-store peat-vegetation"
mk peat-alerts 0.3.3 "peat-watertable peat-qc peat-time"
mk peat-drone 0.1.0 "peat-geo peat-vegetation peat-codec"
mk peat-cli 1.4.0 "peat-report peat-alerts peat-ingest peat-drone"
mk peat-sim 0.2.2 "peat-flux peat-watertable peat-time:optional=true" 'default = []\nclock = ["dep:peat-time"]'
cat > Cargo.toml <<'T'
[workspace]
resolver = "2"
members = ["crates/*"]
T
cargo generate-lockfile -q --offline 2>/dev/null
{ run cargo tree --offline -p peat-cli; run cargo tree --offline -i peat-codec -e normal --workspace; run cargo tree --offline -p peat-sim -e features; } | neutral
