#!/usr/bin/env bash
# cargo tree over a spinning-mill workspace (path crates only, offline): the full dependency graph.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/spinningmill
rm -rf "$P"; mkdir -p "$P/crates"
# name:version:deps (comma separated); a vendored older fibre-units is pulled by one crate under a rename
specs="fibre-units:0.4.1:
yarn-count:1.2.0:fibre-units
twist-model:0.7.3:fibre-units,yarn-count
bale-intake:2.0.0:fibre-units
opener:0.3.0:bale-intake
carding:1.5.2:opener,fibre-units,twist-model
drawframe:1.1.0:carding,yarn-count
roving:0.9.4:drawframe,twist-model
ring-frame:3.0.1:roving,twist-model,yarn-count
rotor-spin:2.2.0:drawframe,yarn-count,fibre-units
winder:1.0.6:ring-frame,rotor-spin
cone-label:0.2.0:winder,yarn-count
humidity-ctl:0.5.5:
shift-roster:1.3.0:
energy-meter:0.8.0:humidity-ctl
qc-lab:2.4.0:yarn-count,twist-model,humidity-ctl
defect-camera:0.6.2:qc-lab,winder
order-book:1.9.0:cone-label,shift-roster
dispatch:1.0.0:order-book,cone-label
mill-dashboard:0.11.0:dispatch,qc-lab,energy-meter,defect-camera,shift-roster"
members=""
while IFS=: read -r name ver deps; do
  mkdir -p "$P/crates/$name/src"
  {
    printf '[package]\nname = "%s"\nversion = "%s"\nedition = "2021"\n\n[dependencies]\n' "$name" "$ver"
    IFS=, read -ra ds <<< "$deps"
    for d in "${ds[@]}"; do [ -n "$d" ] && printf '%s = { path = "../%s" }\n' "$d" "$d"; done
  } > "$P/crates/$name/Cargo.toml"
  echo "pub fn id() -> &'static str { \"$name\" }" > "$P/crates/$name/src/lib.rs"
  members="$members \"crates/$name\","
done <<< "$specs"
# humidity-ctl still uses the legacy fibre-units 0.2 (vendored) under another name
mkdir -p "$P/vendor/fibre-units-0.2/src"
printf '[package]\nname = "fibre-units"\nversion = "0.2.9"\nedition = "2021"\n' > "$P/vendor/fibre-units-0.2/Cargo.toml"
echo 'pub fn tex(_d: f64) -> f64 { 0.0 }' > "$P/vendor/fibre-units-0.2/src/lib.rs"
printf 'legacy_units = { package = "fibre-units", path = "../../vendor/fibre-units-0.2" }\n' >> "$P/crates/humidity-ctl/Cargo.toml"
printf '[workspace]\nresolver = "2"\nexclude = ["vendor/fibre-units-0.2"]\nmembers = [%s ]\n' "$members" > "$P/Cargo.toml"
run d-cargo-tree-spinningmill "$P" cargo tree --workspace --offline
