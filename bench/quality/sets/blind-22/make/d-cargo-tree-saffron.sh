#!/bin/bash
# cargo tree over a saffron-harvest workspace of path crates (two versions of the units crate)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cargo-tree-saffron.txt
P=$WORK/crocusfield
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mk() { # name version deps...
  local name=$1 ver=$2; shift 2
  mkdir -p crates/$name-$ver/src
  { echo "[package]"; echo "name = \"$name\""; echo "version = \"$ver\""; echo 'edition = "2021"'; echo; echo "[dependencies]"
    for d in "$@"; do echo "$d"; done; } > crates/$name-$ver/Cargo.toml
  echo "pub fn id() -> &'static str { \"$name $ver\" }" > crates/$name-$ver/src/lib.rs
}
mk units 0.3.4
mk units 1.1.0
mk geo-grid 0.7.0 'units = { path = "../units-1.1.0" }'
mk soil-probe 0.2.2 'units = { path = "../units-0.3.4" }'
mk stigma-count 1.0.0 'units = { path = "../units-1.1.0" }'
mk drying-oven 0.5.1 'units = { path = "../units-1.1.0" }' 'sensor-bus = { path = "../sensor-bus-0.9.0" }'
mk sensor-bus 0.9.0 'crc-lite = { path = "../crc-lite-0.1.3" }'
mk crc-lite 0.1.3
mk harvest-plan 2.0.0 'geo-grid = { path = "../geo-grid-0.7.0" }' 'soil-probe = { path = "../soil-probe-0.2.2" }' 'weather-feed = { path = "../weather-feed-0.4.0", optional = true }' '' '[features]' 'forecast = ["dep:weather-feed"]'
mk weather-feed 0.4.0 'units = { path = "../units-1.1.0" }' 'sensor-bus = { path = "../sensor-bus-0.9.0" }'
mk grading-iso3632 0.8.0 'units = { path = "../units-1.1.0" }' 'stigma-count = { path = "../stigma-count-1.0.0" }' 'color-spectro = { path = "../color-spectro-0.6.2" }'
mk color-spectro 0.6.2 'crc-lite = { path = "../crc-lite-0.1.3" }' 'sensor-bus = { path = "../sensor-bus-0.9.0" }'
mk lot-ledger 1.4.0 'grading-iso3632 = { path = "../grading-iso3632-0.8.0" }' 'units = { path = "../units-1.1.0" }'
mkdir -p app/src
cat > app/Cargo.toml <<'EOF'
[package]
name = "crocus-app"
version = "0.12.0"
edition = "2021"

[dependencies]
harvest-plan = { path = "../crates/harvest-plan-2.0.0", features = ["forecast"] }
drying-oven = { path = "../crates/drying-oven-0.5.1" }
grading-iso3632 = { path = "../crates/grading-iso3632-0.8.0" }
lot-ledger = { path = "../crates/lot-ledger-1.4.0" }

[dev-dependencies]
soil-probe = { path = "../crates/soil-probe-0.2.2" }
EOF
echo 'fn main() { println!("crocus"); }' > app/src/main.rs
cat > Cargo.toml <<'EOF'
[workspace]
resolver = "2"
members = ["app", "crates/*"]
exclude = ["crates/units-0.3.4"]
EOF
cargo generate-lockfile -q 2>/dev/null
{
  echo '$ cargo tree -p crocus-app'
  cargo tree -p crocus-app 2>&1; echo "exit status: $?"
  echo '$ cargo tree -p crocus-app --duplicates'
  cargo tree -p crocus-app --duplicates 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
