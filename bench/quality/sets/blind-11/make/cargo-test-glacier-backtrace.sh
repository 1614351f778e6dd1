#!/usr/bin/env bash
# cargo test of a glacier mass-balance crate, one test panicking on an index out of
# bounds, run with RUST_BACKTRACE=1. Output: outputs/cargo-test-glacier-backtrace.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/firnline
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
export CARGO_TARGET_DIR="$P/target"

cat > Cargo.toml <<'X'
[package]
name = "firnline"
version = "1.2.0"
edition = "2021"

[dependencies]
X

cat > src/lib.rs <<'X'
//! Glacier surface mass balance from stake readings.

pub mod stakes;
pub mod balance;
pub mod hypsometry;
X

cat > src/stakes.rs <<'X'
#[derive(Debug, Clone)]
pub struct Stake {
    pub id: String,
    pub elevation_m: f64,
    /// readings in cm of exposed stake, one per visit
    pub readings_cm: Vec<f64>,
    pub density: f64,
}

impl Stake {
    pub fn new(id: &str, elevation_m: f64, readings_cm: Vec<f64>, density: f64) -> Self {
        Stake { id: id.to_string(), elevation_m, readings_cm, density }
    }

    /// Ablation in metres water equivalent between two visits.
    pub fn ablation_mwe(&self, from: usize, to: usize) -> f64 {
        let d = self.readings_cm[to] - self.readings_cm[from];
        d / 100.0 * self.density / 1000.0
    }

    pub fn season_mwe(&self) -> f64 {
        let last = self.readings_cm.len();
        -self.ablation_mwe(0, last)
    }
}
X

cat > src/hypsometry.rs <<'X'
/// Area (km2) of each elevation band, banded every 100 m from `base`.
pub struct Hypsometry {
    pub base: f64,
    pub areas_km2: Vec<f64>,
}

impl Hypsometry {
    pub fn band_of(&self, elevation: f64) -> Option<usize> {
        if elevation < self.base {
            return None;
        }
        let i = ((elevation - self.base) / 100.0) as usize;
        if i < self.areas_km2.len() { Some(i) } else { None }
    }

    pub fn total_area(&self) -> f64 {
        self.areas_km2.iter().sum()
    }
}
X

cat > src/balance.rs <<'X'
use crate::hypsometry::Hypsometry;
use crate::stakes::Stake;

/// Mean balance per band by averaging the stakes in it.
pub fn band_balances(stakes: &[Stake], hyp: &Hypsometry) -> Vec<Option<f64>> {
    let mut sums = vec![0.0; hyp.areas_km2.len()];
    let mut counts = vec![0usize; hyp.areas_km2.len()];
    for s in stakes {
        if let Some(b) = hyp.band_of(s.elevation_m) {
            sums[b] += s.season_mwe();
            counts[b] += 1;
        }
    }
    sums.iter().zip(&counts).map(|(s, c)| if *c > 0 { Some(s / *c as f64) } else { None }).collect()
}

/// Area-weighted glacier-wide balance (m w.e.).
pub fn glacier_wide(stakes: &[Stake], hyp: &Hypsometry) -> f64 {
    let bands = band_balances(stakes, hyp);
    let mut num = 0.0;
    let mut den = 0.0;
    for (b, area) in bands.iter().zip(&hyp.areas_km2) {
        if let Some(v) = b {
            num += v * area;
            den += area;
        }
    }
    num / den
}

/// Equilibrium line altitude: lowest band whose balance is >= 0.
pub fn ela(stakes: &[Stake], hyp: &Hypsometry) -> Option<f64> {
    band_balances(stakes, hyp)
        .iter()
        .position(|b| matches!(b, Some(v) if *v >= 0.0))
        .map(|i| hyp.base + 100.0 * i as f64 + 50.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hyp() -> Hypsometry {
        Hypsometry { base: 2400.0, areas_km2: vec![0.8, 1.4, 2.1, 1.7, 0.9] }
    }

    #[test]
    fn empty_band_is_none() {
        let b = band_balances(&[], &hyp());
        assert!(b.iter().all(|x| x.is_none()));
    }

    #[test]
    fn band_lookup() {
        assert_eq!(hyp().band_of(2399.0), None);
        assert_eq!(hyp().band_of(2450.0), Some(0));
        assert_eq!(hyp().band_of(2899.0), Some(4));
        assert_eq!(hyp().band_of(2900.0), None);
    }

    #[test]
    fn total_area() {
        assert!((hyp().total_area() - 6.9).abs() < 1e-9);
    }
}
X

cat > tests/stake_readings.rs <<'X'
use firnline::balance::{ela, glacier_wide};
use firnline::hypsometry::Hypsometry;
use firnline::stakes::Stake;

fn network() -> Vec<Stake> {
    vec![
        Stake::new("S01", 2430.0, vec![120.0, 210.0, 305.0], 900.0),
        Stake::new("S02", 2560.0, vec![110.0, 180.0, 251.0], 900.0),
        Stake::new("S03", 2655.0, vec![95.0, 140.0, 170.0], 880.0),
        Stake::new("S04", 2740.0, vec![80.0, 92.0, 101.0], 600.0),
        Stake::new("S05", 2850.0, vec![60.0, 58.0, 55.0], 450.0),
    ]
}

fn hyp() -> Hypsometry {
    Hypsometry { base: 2400.0, areas_km2: vec![0.8, 1.4, 2.1, 1.7, 0.9] }
}

#[test]
fn single_visit_ablation() {
    let s = &network()[0];
    assert!((s.ablation_mwe(0, 1) - 0.81).abs() < 1e-9);
}

#[test]
fn glacier_wide_is_negative() {
    let b = glacier_wide(&network(), &hyp());
    assert!(b < 0.0, "expected net loss, got {b}");
}

#[test]
fn ela_in_top_band() {
    assert_eq!(ela(&network(), &hyp()), Some(2850.0));
}

#[test]
fn stake_ids_unique() {
    let mut ids: Vec<_> = network().into_iter().map(|s| s.id).collect();
    ids.dedup();
    assert_eq!(ids.len(), 5);
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cargo build --tests -q >/dev/null 2>&1
{
  echo "$ RUST_BACKTRACE=1 cargo test"
  RUST_BACKTRACE=1 cargo test 2>&1
  echo "exit status: $?"
} | neutral
