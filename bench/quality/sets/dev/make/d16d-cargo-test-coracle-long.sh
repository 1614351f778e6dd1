#!/usr/bin/env bash
# cargo test (RUST_BACKTRACE=1) of a coracle hull calculator: ~2300 generated cases, one panics, one assert fails, a few ignored
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/coracle-hull
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "coracle-hull"
version = "1.3.0"
edition = "2021"
T
cat > src/lib.rs <<'T'
pub mod hull;
pub mod hide;
T
cat > src/hull.rs <<'T'
/// Willow-frame hull of a one-person coracle.
#[derive(Debug, Clone, Copy)]
pub struct Hull {
    pub diameter_cm: u32,
    pub depth_cm: u32,
    pub laths: u32,
}

impl Hull {
    pub fn new(diameter_cm: u32, depth_cm: u32, laths: u32) -> Hull {
        Hull { diameter_cm, depth_cm, laths }
    }

    /// Spacing between laths along the rim, in millimetres.
    pub fn lath_spacing_mm(&self) -> u32 {
        let rim_mm = (self.diameter_cm as f64 * 10.0 * std::f64::consts::PI) as u32;
        rim_mm / self.laths
    }

    /// Displacement in litres of the bowl (treated as a spherical cap).
    pub fn displacement_l(&self) -> f64 {
        let r = self.diameter_cm as f64 / 2.0;
        let h = self.depth_cm as f64;
        std::f64::consts::PI * h * (3.0 * r * r + h * h) / 6.0 / 1000.0
    }

    pub fn max_load_kg(&self) -> f64 {
        self.displacement_l() * 0.35
    }
}
T
cat > src/hide.rs <<'T'
/// Covering: calico soaked in pitch (or a hide on the old pattern).
pub fn cloth_area_m2(diameter_cm: u32, depth_cm: u32) -> f64 {
    let r = diameter_cm as f64 / 200.0 + depth_cm as f64 / 100.0 + 0.15;
    std::f64::consts::PI * r * r
}

pub fn pitch_litres(area_m2: f64, coats: u32) -> f64 {
    let per_coat = area_m2 * 0.42;
    let mut total = 0.0;
    for c in 0..coats {
        total += per_coat * (1.0 - 0.1 * c as f64);
    }
    (total * 100.0).round() / 100.0
}

pub fn seam_count(strips: &[u32]) -> usize {
    strips.windows(2).filter(|w| w[0] != w[1]).count() + strips.len() - 1
}
T
mkdir -p tests
{
echo 'use coracle_hull::hull::Hull;'
for d in $(seq 90 2 150); do
  echo "mod diameter_${d} {"
  echo "    use super::*;"
  for depth in 28 30 32 34 36 38 40 42; do
    for laths in 12 14 16 18 20 22 24 26 ; do
      if [ $d = 132 ] && [ $depth = 36 ] && [ $laths = 18 ]; then
        echo "    #[test] fn depth_${depth}_laths_${laths}_spacing() { let h = Hull::new($d, $depth, $laths); assert_eq!(h.lath_spacing_mm(), 231, \"rim spacing for {:?}\", h); }"
      else
        echo "    #[test] fn depth_${depth}_laths_${laths}_spacing() { let h = Hull::new($d, $depth, $laths); assert!(h.lath_spacing_mm() > 100); }"
      fi
    done
  done
  echo "}"
done
} > tests/spacing.rs
cat > tests/covering.rs <<'T'
use coracle_hull::hide;
use coracle_hull::hull::Hull;

#[test]
fn cloth_for_standard_hull() {
    let a = hide::cloth_area_m2(120, 36);
    assert!(a > 2.0 && a < 3.5, "area {}", a);
}

#[test]
fn pitch_three_coats() {
    assert_eq!(hide::pitch_litres(2.5, 3), 2.84);
}

#[test]
fn seams_for_uniform_strips() {
    assert_eq!(hide::seam_count(&[90, 90, 90, 90]), 3);
}

#[test]
fn seams_for_no_strips() {
    assert_eq!(hide::seam_count(&[]), 0);
}

#[test]
#[ignore = "needs the river gauge fixture"]
fn load_against_river_gauge() {
    let h = Hull::new(120, 36, 18);
    assert!(h.max_load_kg() > 100.0);
}

#[test]
#[ignore]
fn zero_laths_rejected() {
    let h = Hull::new(120, 36, 0);
    let _ = h.lath_spacing_mm();
}

#[test]
fn displacement_matches_table() {
    let h = Hull::new(120, 36, 18);
    assert!((h.displacement_l() - 431.6).abs() < 1.0, "got {}", h.displacement_l());
}
T
cargo build --tests -q >/dev/null 2>&1
run RUST_BACKTRACE=1 cargo test --no-fail-fast | neutral
