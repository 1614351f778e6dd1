#!/usr/bin/env bash
# cargo clippy over a stone-quarry blast planning crate: hundreds of style warnings and one deny-by-default error.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/quarrier
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/Cargo.toml" <<'T'
[package]
name = "quarrier"
version = "0.9.0"
edition = "2021"
T
faces="north south east west upper lower benchone benchtwo benchthree sump haulroad crusher"
{
  for f in $faces; do echo "pub mod face_$f;"; [ "$f" = lower ] && echo "pub mod geometry;"; done
} > "$P/src/lib.rs"
for f in $faces; do
  {
    echo "//! Blast plan for the $f face."
    echo "pub struct Hole { pub depth_m: f64, pub burden_m: f64, pub spacing_m: f64 }"
    for k in 1 2 3 4 5 6; do
      cat <<T
pub fn ${f}_charge_kg_$k(hole: &Hole, powder_factor: f64) -> f64 {
    let volume = hole.depth_m * hole.burden_m * hole.spacing_m;
    let charge = volume * powder_factor * $k.0;
    return charge;
}
pub fn ${f}_holes_$k(rows: &Vec<Hole>) -> usize {
    let mut n = 0;
    for i in 0..rows.len() { if rows[i].depth_m > 0.0 { n = n + 1; } }
    n
}
pub fn ${f}_label_$k(name: &String) -> String {
    let s = format!("{}", name);
    s.clone()
}
T
    done
  } > "$P/src/face_$f.rs"
done
cat > "$P/src/geometry.rs" <<'T'
//! Shared geometry for bench faces.
pub fn bench_arc_length(radius_m: f64, degrees: f64) -> f64 {
    let pi = 3.14159;
    radius_m * degrees * pi / 180.0
}

pub fn stemming_m(burden_m: f64) -> f64 {
    burden_m * 0.7
}
T
( cd "$P" && cargo clippy -q >/dev/null 2>&1; cargo clean -q )
run d-clippy-quarrier "$P" cargo clippy
