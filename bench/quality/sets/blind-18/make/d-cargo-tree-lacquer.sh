#!/usr/bin/env bash
# cargo tree of a lacquerware workshop workspace (path crates only, offline)
W=${WORK:-/home/dev}
P=$W/urushi-works
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mk() { # name version deps...
  local n=$1 v=$2; shift 2
  mkdir -p "crates/$n/src"
  { echo "[package]"; echo "name = \"$n\""; echo "version = \"$v\""; echo 'edition = "2021"'; echo; echo "[dependencies]"
    for d in "$@"; do
      case $d in
        *:dev) echo "" >/dev/null;;
        *) echo "$d = { path = \"../$d\" }";;
      esac
    done
    local devs=""; for d in "$@"; do case $d in *:dev) devs="$devs ${d%:dev}";; esac; done
    if [ -n "$devs" ]; then echo; echo "[dev-dependencies]"; for d in $devs; do echo "$d = { path = \"../$d\" }"; done; fi
  } > "crates/$n/Cargo.toml"
  echo "pub fn name() -> &'static str { \"$n\" }" > "crates/$n/src/lib.rs"
}
mk urushi-units 0.3.1
mk urushi-color 1.4.0 urushi-units
mk sap-batch 0.7.2 urushi-units
mk humidity-cabinet 2.1.0 urushi-units sap-batch
mk kiln-log 0.2.9 urushi-units humidity-cabinet
mk layer-plan 1.0.3 urushi-units urushi-color sap-batch humidity-cabinet
mk gold-leaf 0.5.0 urushi-color layer-plan
mk polish-grit 0.1.4 urushi-units
mk order-book 3.2.0 layer-plan gold-leaf polish-grit kiln-log
mk fixture-data 0.0.7 urushi-units sap-batch
mk workshop-cli 3.2.0 order-book layer-plan kiln-log fixture-data:dev
cat > Cargo.toml <<'T'
[workspace]
resolver = "2"
members = ["crates/*"]
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cargo generate-lockfile --offline >/dev/null 2>&1
{ echo '$ cargo tree --workspace --offline'; cargo tree --workspace --offline 2>&1; echo "exit status: $?"; } | neutral
