#!/bin/bash
# cargo build on a maple-sap collection tracker (taplines, sugaring-off batches) with type and borrow errors.
# usage: WORK=<scratch dir> bash d6d-cargo-build-mapletap.sh > ../outputs/d6d-cargo-build-mapletap.txt
WORK=${WORK:-/home/dev}
P=$WORK/mapletap
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "mapletap"
version = "1.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod tapline;
mod batch;
mod grade;

use batch::Batch;
use tapline::Tapline;

fn main() {
    let mut lines = vec![
        Tapline::new("north-ridge", 412),
        Tapline::new("creek-bottom", 188),
        Tapline::new("sugarbush-east", 655),
    ];
    for l in lines.iter_mut() {
        l.record_flow(3.4);
    }
    let total_sap: f64 = lines.iter().map(|l| l.litres).sum();
    let mut b = Batch::start("2026-03-14", total_sap);
    b.boil_to(66.5);
    let g = grade::classify(b.light_transmittance());
    println!("batch {} -> {} L syrup, grade {}", b.id, b.syrup_litres(), g);
}
EOF
cat > src/tapline.rs <<'EOF'
#[derive(Debug)]
pub struct Tapline {
    pub name: String,
    pub taps: u32,
    pub litres: f64,
    readings: Vec<f64>,
}

impl Tapline {
    pub fn new(name: &str, taps: u32) -> Self {
        Tapline { name: name.to_string(), taps, litres: 0.0, readings: Vec::new() }
    }

    /// Record one reading in litres per tap per day.
    pub fn record_flow(&mut self, per_tap: f64) {
        self.readings.push(per_tap);
        self.litres += per_tap * self.taps;
    }

    pub fn best_day(&self) -> Option<&f64> {
        let best = self.readings.iter().fold(None, |acc: Option<&f64>, r| match acc {
            Some(b) if b >= r => Some(b),
            _ => Some(r),
        });
        best
    }

    pub fn rename(&mut self, name: String) -> &str {
        let old = &self.name;
        self.name = name;
        old
    }
}
EOF
cat > src/batch.rs <<'EOF'
use std::fmt;

/// Sap to syrup takes roughly 40:1 at 2 % sugar content ("rule of 86").
pub const RULE_OF_86: f64 = 86.0;

pub struct Batch {
    pub id: String,
    sap_litres: f64,
    brix: f64,
    sugar_pct: f64,
}

impl Batch {
    pub fn start(date: &str, sap_litres: f64) -> Batch {
        Batch { id: format!("B-{}", date), sap_litres, brix: 2.0, sugar_pct: 2.0 }
    }

    pub fn boil_to(&mut self, brix: f64) {
        self.brix = brix;
    }

    pub fn syrup_litres(&self) -> f64 {
        self.sap_litres / (RULE_OF_86 / self.sugar_pct)
    }

    pub fn light_transmittance(&self) -> u8 {
        let t = 100.0 - (self.sap_litres / 1000.0);
        t
    }
}

impl fmt::Display for Batch {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} ({:.1} L sap at {:.1} Brix)", self.id, self.sap_litres, self.brix)
    }
}
EOF
cat > src/grade.rs <<'EOF'
#[derive(Debug)]
pub enum Grade {
    GoldenDelicate,
    AmberRich,
    DarkRobust,
    VeryDarkStrong,
}

pub fn classify(transmittance: u8) -> Grade {
    match transmittance {
        75..=100 => Grade::GoldenDelicate,
        50..=74 => Grade::AmberRich,
        25..=49 => Grade::DarkRobust,
        0..=24 => Grade::VeryDarkStrong,
    }
}
EOF
{
  echo '$ cargo build'
  cargo build 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
