#!/bin/bash
# cargo build of a gold-panning yield tracker with borrow, trait-bound and type errors
source "$(dirname "$0")/d-lib.sh"
P=$WORK/sluicebox
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "sluicebox"
version = "0.3.1"
edition = "2021"

[dependencies]
T
cat > src/main.rs <<'T'
mod claim;
mod pan;
mod assay;

use claim::Claim;
use pan::{PanRun, Riffle};

fn main() {
    let mut claim = Claim::new("Bonanza Creek", 14);
    let runs = pan::load_runs("runs.csv");
    for r in &runs {
        claim.record(r.clone());
    }
    let best = claim.best_run();
    claim.reset();
    println!("best run: {:?}", best);
    let total: u32 = assay::total_grams(&runs);
    println!("total {total} g");
    let r = Riffle { spacing_mm: 25, angle: 12.5 };
    println!("{}", r);
}
T
cat > src/claim.rs <<'T'
use crate::pan::PanRun;
use std::collections::HashMap;

#[derive(Debug)]
pub struct Claim {
    pub name: String,
    pub stakes: u32,
    runs: Vec<PanRun>,
    by_day: HashMap<u32, Vec<usize>>,
}

impl Claim {
    pub fn new(name: &str, stakes: u32) -> Self {
        Claim { name: name.to_string(), stakes, runs: Vec::new(), by_day: HashMap::new() }
    }

    pub fn record(&mut self, run: PanRun) {
        let idx = self.runs.len();
        self.runs.push(run);
        self.by_day.entry(self.runs[idx].day).or_default().push(idx);
    }

    pub fn best_run(&self) -> Option<&PanRun> {
        self.runs.iter().max_by(|a, b| a.grams.partial_cmp(&b.grams).unwrap())
    }

    pub fn reset(&mut self) {
        self.runs.clear();
        self.by_day.clear();
    }

    pub fn days_sorted(&self) -> Vec<u32> {
        let mut days: Vec<u32> = self.by_day.keys().copied().collect();
        days.sort();
        days
    }
}
T
cat > src/pan.rs <<'T'
use std::fmt;

#[derive(Debug, Clone)]
pub struct PanRun {
    pub day: u32,
    pub grams: f64,
    pub gravel_kg: f64,
}

pub struct Riffle {
    pub spacing_mm: u32,
    pub angle: f64,
}

pub fn load_runs(path: &str) -> Vec<PanRun> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = Vec::new();
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split(',').collect();
        out.push(PanRun {
            day: cols[0].parse().unwrap(),
            grams: cols[1].parse().unwrap(),
            gravel_kg: cols[2].parse().unwrap(),
        });
    }
    out
}

pub fn yield_per_tonne(run: &PanRun) -> f64 {
    run.grams / run.gravel_kg * 1000.0
}
T
cat > src/assay.rs <<'T'
use crate::pan::PanRun;

pub fn total_grams(runs: &[PanRun]) -> u32 {
    let mut sum = 0.0;
    for r in runs {
        sum += r.grams;
    }
    sum
}

pub fn purity(fine_grams: f64, total: f64) -> f64 {
    fine_grams / total
}
T
{ run "cargo build"; } | neutral > "$OUTDIR/d-cargo-build-sluicebox.txt"
