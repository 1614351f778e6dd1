#!/bin/sh
# Bicycle gear-ratio tool: cargo build with type and borrow errors (no dependencies).
# usage: BASE=<scratch dir> sh make/03-cargo-build-gears.sh > outputs/03-cargo-build-gears.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/gearcalc"; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "gearcalc"
version = "0.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/drivetrain.rs <<'EOF'
/// A chainring/cog combination and the wheel it drives.
#[derive(Debug, Clone)]
pub struct Drivetrain {
    pub chainrings: Vec<u32>,
    pub cassette: Vec<u32>,
    pub wheel_mm: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Gear {
    pub ring: u32,
    pub cog: u32,
    pub ratio: f64,
    pub development_m: f64,
    pub gear_inches: f64,
}

impl Drivetrain {
    pub fn road_compact() -> Self {
        Drivetrain {
            chainrings: vec![50, 34],
            cassette: vec![11, 12, 13, 14, 15, 17, 19, 21, 24, 28],
            wheel_mm: 2105.0,
        }
    }

    pub fn gear(&self, ring: u32, cog: u32) -> Gear {
        let ratio = ring as f64 / cog as f64;
        Gear {
            ring,
            cog,
            ratio,
            development_m: ratio * self.wheel_mm / 1000.0,
            gear_inches: ratio * self.wheel_mm / std::f64::consts::PI / 25.4,
        }
    }

    pub fn all_gears(&self) -> Vec<Gear> {
        let mut out = Vec::new();
        for &r in &self.chainrings {
            for &c in &self.cassette {
                out.push(self.gear(r, c));
            }
        }
        out
    }

    /// Cross-chained gears (big-big, small-small) that riders should avoid.
    pub fn is_cross_chained(&self, g: &Gear) -> bool {
        let big_ring = g.ring == *self.chainrings.iter().max().unwrap();
        let idx = self.cassette.iter().position(|&c| c == g.cog).unwrap();
        let n = self.cassette.len();
        (big_ring && idx >= n - 2) || (!big_ring && idx < 2)
    }
}
EOF
cat > src/cadence.rs <<'EOF'
use crate::drivetrain::Gear;

/// Speed in km/h at a cadence (rpm) in a gear.
pub fn speed_kmh(g: &Gear, cadence_rpm: u32) -> f64 {
    g.development_m * cadence_rpm as f64 * 60.0 / 1000.0
}

/// Cadence needed for a target speed, rounded to whole rpm.
pub fn cadence_for(g: &Gear, kmh: f64) -> u32 {
    let rpm = kmh * 1000.0 / 60.0 / g.development_m;
    rpm.round()
}

pub fn best_gear_for<'a>(gears: &'a [Gear], kmh: f64, target_rpm: u32) -> Option<&'a Gear> {
    gears
        .iter()
        .min_by(|a, b| {
            let da = (cadence_for(a, kmh) as i64 - target_rpm as i64).abs();
            let db = (cadence_for(b, kmh) as i64 - target_rpm as i64).abs();
            da.cmp(&db)
        })
}
EOF
cat > src/shift.rs <<'EOF'
use crate::drivetrain::{Drivetrain, Gear};

/// Sort gears by ratio and drop near-duplicates (within `tolerance`).
pub fn shift_sequence(dt: &Drivetrain, tolerance: f64) -> Vec<Gear> {
    let mut gears = dt.all_gears();
    gears.sort_by(|a, b| a.ratio.partial_cmp(&b.ratio).unwrap());
    let mut seq: Vec<Gear> = Vec::new();
    for g in gears.iter() {
        if let Some(last) = seq.last() {
            if (g.ratio - last.ratio).abs() < tolerance {
                continue;
            }
        }
        seq.push(g);
    }
    seq
}

/// Remove cross-chained gears in place, logging each one.
pub fn drop_cross_chained(dt: &Drivetrain, gears: &mut Vec<Gear>) -> usize {
    let mut removed = 0;
    for (i, g) in gears.iter().enumerate() {
        if dt.is_cross_chained(g) {
            println!("dropping {}x{}", g.ring, g.cog);
            gears.remove(i);
            removed += 1;
        }
    }
    removed
}

pub fn percent_steps(seq: &[Gear]) -> Vec<f64> {
    seq.windows(2)
        .map(|w| (w[1].ratio / w[0].ratio - 1.0) * 100.0)
        .collect()
}
EOF
cat > src/main.rs <<'EOF'
mod cadence;
mod drivetrain;
mod shift;

use drivetrain::Drivetrain;

fn main() {
    let dt = Drivetrain::road_compact();
    let unused_limit = 3;
    let mut gears = dt.all_gears();
    let n = shift::drop_cross_chained(&dt, &mut gears);
    println!("{} gears, {} cross-chained removed", gears.len(), n);
    let seq = shift::shift_sequence(&dt, 0.02);
    for (g, step) in seq.iter().zip(shift::percent_steps(&seq)) {
        println!("{:>2}x{:<2} {:5.2} {:5.1}in +{:.1}%", g.ring, g.cog, g.ratio, g.gear_inches, step);
    }
    if let Some(g) = cadence::best_gear_for(&gears, 32.0, 90) {
        println!("32 km/h at 90 rpm: {}x{}", g.ring, g.cog);
    }
    let top: f64 = cadence::speed_kmh(&gears[0], "110");
    println!("top speed at 110 rpm: {:.1}", top);
}
EOF
cargo build 2>&1 | neut
