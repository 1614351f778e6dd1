#!/bin/bash
# cargo tree --workspace of a snow-shelter engineering workspace with ~50 path crates in four tiers
. "$(dirname "$0")/d-lib.sh"
proj igloo
t0=(snowpack-units block-geom density-tables ice-crystal thermal-core wind-load rng-lite csv-mini log-shim fixed-point)
t1=(block-cutter dome-solver vent-model melt-rate catenary hull-mesh firn-survey load-path frost-line kiln-heat sled-route lamp-budget insulation window-ice tunnel-entry)
t2=(shelter-planner dome-report field-kit expedition-log heat-balance structure-check site-select material-order crew-roster sleeping-bench wind-wall qinzhee-tool snowcave-tool permit-form weather-adapter)
t3=(igloo-cli igloo-server igloo-wasm igloo-bench igloo-import igloo-export igloo-viz igloo-sim igloo-audit igloo-mobile)
mk() { # name version deps...
  local name=$1 ver=$2; shift 2
  mkdir -p crates/$name/src
  { echo "[package]"; echo "name = \"$name\""; echo "version = \"$ver\""; echo 'edition = "2021"'; echo; echo "[dependencies]"
    for d in "$@"; do echo "$d = { path = \"../$d\" }"; done; } > crates/$name/Cargo.toml
  echo "pub fn id() -> &'static str { \"$name\" }" > crates/$name/src/lib.rs
}
i=0
for c in "${t0[@]}"; do i=$((i+1)); mk $c "0.$((i % 4 + 1)).$i"; done
i=0
for c in "${t1[@]}"; do
  mk $c "0.$((i % 3 + 2)).$((i * 2 % 7))" ${t0[$((i % 10))]} ${t0[$(((i + 3) % 10))]} ${t0[$(((i + 7) % 10))]}
  i=$((i+1))
done
i=0
for c in "${t2[@]}"; do
  mk $c "1.$((i % 5)).$((i % 3))" ${t1[$((i % 15))]} ${t1[$(((i + 4) % 15))]} ${t1[$(((i + 9) % 15))]} ${t0[$(((i + 5) % 10))]}
  i=$((i+1))
done
i=0
for c in "${t3[@]}"; do
  mk $c "2.$i.0" ${t2[$((i % 15))]} ${t2[$(((i + 2) % 15))]} ${t2[$(((i + 6) % 15))]} ${t2[$(((i + 11) % 15))]} ${t1[$(((i + 1) % 15))]}
  i=$((i+1))
done
{ echo "[workspace]"; echo 'resolver = "2"'; echo "members = ["
  for c in "${t0[@]}" "${t1[@]}" "${t2[@]}" "${t3[@]}"; do echo "  \"crates/$c\","; done; echo "]"; } > Cargo.toml
cargo generate-lockfile -q --offline
capture d-cargo-tree-igloo 'cargo tree --workspace --offline'
