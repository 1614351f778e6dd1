#!/usr/bin/env bash
# d-cargo-tree-snowshoe: `cargo tree --workspace` of a snowshoe-rental workspace
# whose members use path crates (one of them in two major versions).
WORK=${WORK:-/home/dev}
P=$WORK/snowshoe
rm -rf "$P"; mkdir -p "$P"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

mkcrate() { # dir name version deps...
  local dir=$1 name=$2 ver=$3; shift 3
  mkdir -p "$dir/src"
  {
    printf '[package]\nname = "%s"\nversion = "%s"\nedition = "2021"\n\n[dependencies]\n' "$name" "$ver"
    for d in "$@"; do printf '%s\n' "$d"; done
  } > "$dir/Cargo.toml"
  echo "pub fn id() -> &'static str { \"$name\" }" > "$dir/src/lib.rs"
}

cat > Cargo.toml <<'T'
[workspace]
resolver = "2"
members = ["crates/*", "apps/*"]
exclude = ["vendor"]
T

mkcrate vendor/sizecharts-1 sizecharts 1.8.3
mkcrate vendor/sizecharts-2 sizecharts 2.1.0 'unitconv = { path = "../unitconv" }'
mkcrate vendor/unitconv unitconv 0.4.7
mkcrate vendor/tinyjson tinyjson 0.12.2
mkcrate vendor/slopegrade slopegrade 3.0.1 'unitconv = { path = "../unitconv" }'
mkcrate vendor/moneyfmt moneyfmt 0.6.0
mkcrate vendor/weekcal weekcal 1.2.0
mkcrate crates/fleet snowshoe-fleet 0.7.0 'sizecharts = { path = "../../vendor/sizecharts-2" }' 'unitconv = { path = "../../vendor/unitconv" }'
mkcrate crates/booking snowshoe-booking 0.7.0 'snowshoe-fleet = { path = "../fleet" }' 'weekcal = { path = "../../vendor/weekcal" }' 'moneyfmt = { path = "../../vendor/moneyfmt" }'
mkcrate crates/trails snowshoe-trails 0.5.2 'slopegrade = { path = "../../vendor/slopegrade" }' 'tinyjson = { path = "../../vendor/tinyjson" }'
mkcrate crates/fitting snowshoe-fitting 0.3.0 'sizecharts = { path = "../../vendor/sizecharts-1" }' 'snowshoe-fleet = { path = "../fleet" }'
mkcrate crates/weather snowshoe-weather 0.2.4 'tinyjson = { path = "../../vendor/tinyjson" }'
mkcrate apps/counter snowshoe-counter 1.0.0-rc.2 'snowshoe-booking = { path = "../../crates/booking" }' 'snowshoe-fitting = { path = "../../crates/fitting" }' 'snowshoe-weather = { path = "../../crates/weather" }' 'moneyfmt = { path = "../../vendor/moneyfmt" }'
mkcrate apps/guidebook snowshoe-guidebook 0.9.0 'snowshoe-trails = { path = "../../crates/trails" }' 'snowshoe-weather = { path = "../../crates/weather" }' 'tinyjson = { path = "../../vendor/tinyjson" }'
printf '\n[dev-dependencies]\nweekcal = { path = "../../vendor/weekcal" }\n' >> apps/guidebook/Cargo.toml
printf '\n[build-dependencies]\ntinyjson = { path = "../../vendor/tinyjson" }\n' >> crates/trails/Cargo.toml
echo 'fn main() {}' > crates/trails/build.rs

{
  echo '$ cargo tree --workspace'
  cargo tree --workspace 2>&1; echo "exit status: $?"
} | neutral
