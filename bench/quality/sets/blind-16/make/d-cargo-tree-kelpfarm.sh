#!/usr/bin/env bash
# d-cargo-tree-kelpfarm: `cargo tree --workspace` then `cargo tree -d` of a
# seaweed-farm workspace whose members pull two versions of a units crate.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cargo-tree-kelpfarm.txt}
P=$WORK/kelpfarm
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
  -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rustup/toolchains/stable/#g" \
  -e "s#$HOME/.cargo/#/usr/local/cargo/#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mkcrate() { # dir name version deps...
  local dir=$1 name=$2 ver=$3; shift 3
  mkdir -p "$dir/src"
  { printf '[package]\nname = "%s"\nversion = "%s"\nedition = "2021"\n\n[dependencies]\n' "$name" "$ver"
    for d in "$@"; do echo "$d"; done; } > "$dir/Cargo.toml"
  echo "pub fn id() -> &'static str { \"$name\" }" > "$dir/src/lib.rs"
}
cat > Cargo.toml <<'EOF'
[workspace]
resolver = "2"
members = ["crates/*", "tools/*"]
exclude = ["vendor"]
EOF
mkcrate vendor/kelp-units-0.2 kelp-units 0.2.7
mkcrate vendor/kelp-units-0.3 kelp-units 0.3.1
mkcrate vendor/tidecalc tidecalc 1.4.0 'kelp-units = { path = "../kelp-units-0.2" }'
mkcrate vendor/brine-sensors brine-sensors 0.8.3 'kelp-units = { path = "../kelp-units-0.3" }' 'serial-frame = { path = "../serial-frame" }'
mkcrate vendor/serial-frame serial-frame 0.5.0 'crc-lite = { path = "../crc-lite" }'
mkcrate vendor/crc-lite crc-lite 2.1.0
mkcrate vendor/geo-grid geo-grid 0.11.2
mkcrate crates/kelp-core kelp-core 0.6.0 'kelp-units = { path = "../../vendor/kelp-units-0.3" }' 'geo-grid = { path = "../../vendor/geo-grid" }'
mkcrate crates/line-planner line-planner 0.6.0 'kelp-core = { path = "../kelp-core" }' 'tidecalc = { path = "../../vendor/tidecalc" }' 'geo-grid = { path = "../../vendor/geo-grid" }'
mkcrate crates/harvest-log harvest-log 0.6.0 'kelp-core = { path = "../kelp-core" }' 'brine-sensors = { path = "../../vendor/brine-sensors" }' 'crc-lite = { path = "../../vendor/crc-lite" }'
mkcrate crates/growth-model growth-model 0.6.0 'kelp-core = { path = "../kelp-core" }' 'tidecalc = { path = "../../vendor/tidecalc" }' 'brine-sensors = { path = "../../vendor/brine-sensors", optional = true }' '' '[features]' 'sensors = ["dep:brine-sensors"]' 'default = ["sensors"]'
mkcrate tools/farmctl farmctl 0.6.0 'line-planner = { path = "../../crates/line-planner" }' 'harvest-log = { path = "../../crates/harvest-log" }' 'growth-model = { path = "../../crates/growth-model" }' '' '[dev-dependencies]' 'geo-grid = { path = "../../vendor/geo-grid" }'
CARGO_NET_OFFLINE=true cargo generate-lockfile >/dev/null 2>&1
{ echo '$ cargo tree --workspace'; CARGO_NET_OFFLINE=true cargo tree --workspace 2>&1; echo "exit status: $?"
  echo '$ cargo tree -d'; CARGO_NET_OFFLINE=true cargo tree -d 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
