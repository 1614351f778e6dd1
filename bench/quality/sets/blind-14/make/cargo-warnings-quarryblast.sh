#!/usr/bin/env bash
# A successful but very noisy `cargo build` of a quarry blast-planning crate: ~180 warnings
# (unused imports, dead code, unused variables) and, among them, one unused `Result`.
# Output: outputs/cargo-warnings-quarryblast.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/blastplan
rm -rf "$P"; mkdir -p "$P/src/bench"
cat > "$P/Cargo.toml" <<'T'
[package]
name = "blastplan"
version = "0.9.4"
edition = "2021"

[dependencies]
T
# one module per quarry bench, each with leftover code from the last refactor
BENCHES="north_face south_face east_terrace west_terrace pit_floor haul_ramp crusher_apron stockpile_a stockpile_b overburden topsoil_bund settling_pond wash_plant weighbridge magazine face_alpha face_bravo face_charlie face_delta face_echo upper_lift lower_lift sump_road screen_deck"
: > "$P/src/bench/mod.rs"
for b in $BENCHES; do
  echo "pub mod $b;" >> "$P/src/bench/mod.rs"
  cat > "$P/src/bench/$b.rs" <<T
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as FmtWrite;
use crate::geom::{Hole, Pattern};

pub struct ${b}_survey {
    pub hole_count: usize,
    pub burden_m: f64,
    pub spacing_m: f64,
    pub legacy_grid_ref: String,
    pub surveyed_by: String,
}

pub fn plan(depth_m: f64) -> Pattern {
    let mut holes = Vec::new();
    let mut stemming_m = depth_m * 0.7;
    let old_ratio = 0.25;
    for i in 0..12 {
        holes.push(Hole { x: i as f64 * 3.5, y: 0.0, depth_m, charge_kg: depth_m * 8.2 });
    }
    Pattern { name: "$b".to_string(), holes }
}

fn legacy_powder_factor(volume_m3: f64, kg: f64) -> f64 {
    kg / volume_m3
}

fn old_delay_ms(row: usize) -> u32 {
    let unused_offset = 17;
    (row as u32) * 25
}
T
done
# the weighbridge module also looks up truck tare weights
cat >> "$P/src/bench/weighbridge.rs" <<'T'

pub fn tare_for(truck: &str) -> u32 {
    let mut tare_kg = 14_800;
    tare_kg = match truck {
        "6x4" => 15_200,
        "8x4" => 16_900,
        _ => 0,
    };
    tare_kg
}
T
cat > "$P/src/geom.rs" <<'T'
#[derive(Debug, Clone)]
pub struct Hole {
    pub x: f64,
    pub y: f64,
    pub depth_m: f64,
    pub charge_kg: f64,
}

#[derive(Debug, Clone)]
pub struct Pattern {
    pub name: String,
    pub holes: Vec<Hole>,
}

impl Pattern {
    pub fn total_charge(&self) -> f64 {
        self.holes.iter().map(|h| h.charge_kg).sum()
    }
}
T
cat > "$P/src/report.rs" <<'T'
use std::fs::File;
use std::io::Write;

use crate::geom::Pattern;

pub fn write_shot_report(path: &str, patterns: &[Pattern]) -> std::io::Result<()> {
    let mut f = File::create(path)?;
    for p in patterns {
        writeln!(f, "{}: {} holes, {:.1} kg", p.name, p.holes.len(), p.total_charge())?;
    }
    f.sync_all();
    Ok(())
}
T
cat > "$P/src/main.rs" <<'T'
mod bench;
mod geom;
mod report;

fn main() {
    let patterns = vec![bench::north_face::plan(14.0), bench::pit_floor::plan(9.5)];
    println!("tare {}", bench::weighbridge::tare_for("8x4"));
    report::write_shot_report("shot-0427.txt", &patterns).expect("report");
    println!("{} patterns written", patterns.len());
}
T
cd "$P" && {
  capture cargo build
} 2>&1 | neutral | sed -E 's/in [0-9.]+s$/in 3.41s/' > "$SETDIR/outputs/cargo-warnings-quarryblast.txt"
