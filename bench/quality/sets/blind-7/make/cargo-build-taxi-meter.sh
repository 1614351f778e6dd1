#!/usr/bin/env bash
# Taxi-meter fare engine: cargo build with type and borrow errors (no dependencies).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/cargo-build-taxi-meter.txt"
P="$BASE/taxi-meter"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "taxi-meter"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod tariff;
mod trip;
mod receipt;

use tariff::Tariff;
use trip::{Trip, Segment};

fn main() {
    let tariff = Tariff::night();
    let mut trip = Trip::new("CAB-0417");
    trip.push(Segment { metres: 1800, wait_secs: 40 });
    trip.push(Segment { metres: 3200, wait_secs: 210 });
    let fare = trip.fare(&tariff);
    println!("{}", receipt::render(&trip, fare));
}
EOF
cat > src/tariff.rs <<'EOF'
#[derive(Debug, Clone)]
pub struct Tariff {
    pub name: String,
    pub flag_fall_pence: u32,
    pub pence_per_km: u32,
    pub pence_per_min_waiting: u32,
    pub surcharge_pct: u8,
}

impl Tariff {
    pub fn day() -> Tariff {
        Tariff { name: "day".into(), flag_fall_pence: 320, pence_per_km: 210, pence_per_min_waiting: 35, surcharge_pct: 0 }
    }

    pub fn night() -> Tariff {
        let mut t = Tariff::day();
        t.name = "night";
        t.surcharge_pct = 25;
        t
    }

    pub fn apply_surcharge(&self, pence: u32) -> u32 {
        pence + pence * self.surcharge_pct / 100
    }
}
EOF
cat > src/trip.rs <<'EOF'
use crate::tariff::Tariff;

#[derive(Debug)]
pub struct Segment {
    pub metres: u32,
    pub wait_secs: u32,
}

pub struct Trip {
    pub cab: String,
    pub segments: Vec<Segment>,
    unused_note: Option<String>,
}

impl Trip {
    pub fn new(cab: &str) -> Trip {
        Trip { cab: cab.to_string(), segments: Vec::new(), unused_note: None }
    }

    pub fn push(&mut self, s: Segment) {
        self.segments.push(s);
    }

    pub fn distance_km(&self) -> f64 {
        self.segments.iter().map(|s| s.metres).sum::<u32>() / 1000
    }

    pub fn longest_wait(&mut self) -> &Segment {
        let first = &self.segments[0];
        self.segments.sort_by_key(|s| s.wait_secs);
        first
    }

    pub fn fare(&self, t: &Tariff) -> u32 {
        let mut pence = t.flag_fall_pence;
        for s in &self.segments {
            pence += s.metres * t.pence_per_km / 1000;
            pence += s.wait_secs / 60 * t.pence_per_min_waiting;
        }
        t.apply_surcharge(pence)
    }
}
EOF
cat > src/receipt.rs <<'EOF'
use crate::trip::Trip;

pub fn render(trip: &Trip, fare: u32) -> String {
    let cab = trip.cab;
    let lines: Vec<String> = trip
        .segments
        .iter()
        .enumerate()
        .map(|(i, s)| format!("  leg {}: {} m, waited {} s", i + 1, s.metres, s.wait_secs))
        .collect();
    let total = format!("TOTAL £{}.{:02}", fare / 100, fare % 100);
    format!("Cab {}\n{}\n{}", cab, lines.join("\n"), total)
}

pub fn tip_suggestions(fare: u32) -> Vec<u32> {
    let pct = [10, 12.5, 15];
    pct.iter().map(|p| fare * p / 100).collect()
}
EOF
cargo build 2>&1 | neut > "$OUT"
