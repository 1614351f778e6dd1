#!/bin/bash
# cargo tree over a catamaran design workspace (path dependencies only), then an inverted tree for one crate.
# usage: WORK=<scratch dir> bash d6d-cargo-tree-catamaran.sh > ../outputs/d6d-cargo-tree-catamaran.txt
WORK=${WORK:-/home/dev}
P=$WORK/catamaran
rm -rf "$P"; mkdir -p "$P"; cd "$P"
crate() { # name version deps...
  local name=$1 ver=$2; shift 2
  mkdir -p crates/$name/src
  {
    echo "[package]"; echo "name = \"$name\""; echo "version = \"$ver\""; echo 'edition = "2021"'; echo
    echo "[dependencies]"
    for d in "$@"; do
      case $d in
        *:dev) echo "" >/dev/null ;;
        *) echo "$d = { path = \"../$d\" }" ;;
      esac
    done
    local dev=0
    for d in "$@"; do case $d in *:dev) [ $dev = 0 ] && { echo; echo "[dev-dependencies]"; dev=1; }; echo "${d%:dev} = { path = \"../${d%:dev}\" }" ;; esac; done
  } > crates/$name/Cargo.toml
  echo "// $name" > crates/$name/src/lib.rs
}
crate units 0.3.1
crate hull-geom 1.4.0 units
crate hydrostatics 0.9.2 hull-geom units
crate rig-loads 0.5.0 units
crate beam-struct 0.7.3 units rig-loads
crate stability 0.6.0 hydrostatics rig-loads beam-struct
crate resistance 0.4.4 hull-geom hydrostatics
crate vpp 0.2.0 resistance stability rig-loads test-fixtures:dev
crate offsets-io 1.1.0 hull-geom units
crate report 0.3.0 vpp stability offsets-io
crate test-fixtures 0.1.0 offsets-io
mkdir -p crates/designer/src
cat > crates/designer/Cargo.toml <<'EOF'
[package]
name = "designer"
version = "2.0.0-beta.3"
edition = "2021"

[dependencies]
report = { path = "../report" }
vpp = { path = "../vpp" }
offsets-io = { path = "../offsets-io" }

[features]
default = ["pdf"]
pdf = []
EOF
echo 'fn main() {}' > crates/designer/src/main.rs
cat > Cargo.toml <<'EOF'
[workspace]
resolver = "2"
members = ["crates/*"]
EOF
{
  echo '$ cargo tree --workspace'
  cargo tree --workspace 2>&1
  echo "exit status: $?"
  echo '$ cargo tree -i hull-geom'
  cargo tree -i hull-geom 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
