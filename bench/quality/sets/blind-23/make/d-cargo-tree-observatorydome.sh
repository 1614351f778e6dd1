#!/bin/bash
# cargo tree over a workspace of path crates for a robotic observatory dome (features shown), then the duplicate check
WORK=${WORK:-/home/dev}; P=$WORK/domectl
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > Cargo.toml <<'EOF'
[workspace]
members = ["crates/*"]
resolver = "2"
EOF
mk() { # name version deps(features) features
  mkdir -p crates/$1/src; echo "pub fn id() -> &'static str { \"$1\" }" > crates/$1/src/lib.rs
  printf '[package]\nname = "%s"\nversion = "%s"\nedition = "2021"\n\n[dependencies]\n%b\n[features]\n%b\n' "$1" "$2" "$3" "$4" > crates/$1/Cargo.toml
}
mk dome-units 0.4.2 "" 'default = []\nserde-ish = []'
mk dome-geometry 1.1.0 'dome-units = { path = "../dome-units" }' 'default = ["fast-trig"]\nfast-trig = []'
mk ascom-proto 0.9.5 'dome-units = { path = "../dome-units", features = ["serde-ish"] }' 'default = []\nalpaca = []'
mk shutter-motor 2.0.1 'dome-units = { path = "../dome-units" }\nascom-proto = { path = "../ascom-proto", features = ["alpaca"] }' 'default = ["limit-switches"]\nlimit-switches = []\nrain-sensor = []'
mk azimuth-drive 2.3.0 'dome-units = { path = "../dome-units" }\ndome-geometry = { path = "../dome-geometry" }\nascom-proto = { path = "../ascom-proto" }' 'default = []\nencoder-abs = []\nslip-detect = []'
mk weather-guard 0.6.0 'dome-units = { path = "../dome-units" }\nshutter-motor = { path = "../shutter-motor", features = ["rain-sensor"] }' 'default = []'
mk sky-sync 0.3.3 'dome-geometry = { path = "../dome-geometry", default-features = false }\nazimuth-drive = { path = "../azimuth-drive", features = ["encoder-abs"] }' 'default = []\nmount-follow = []'
mk domectl 3.0.0-rc.2 'azimuth-drive = { path = "../azimuth-drive", features = ["slip-detect"] }\nshutter-motor = { path = "../shutter-motor" }\nweather-guard = { path = "../weather-guard" }\nsky-sync = { path = "../sky-sync", features = ["mount-follow"] }\nascom-proto = { path = "../ascom-proto" }' 'default = []'
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
{ run cargo tree --offline -p domectl -e features; run cargo tree --offline -p domectl -i dome-units -e normal; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
