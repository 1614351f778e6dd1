#!/usr/bin/env bash
# cargo build of a small airship-mooring planner with borrow, trait-bound and type errors
W=${WORK:-/home/dev}
P=$W/zeppelin-mast
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "zeppelin-mast"
version = "0.4.2"
edition = "2021"

[dependencies]
T
cat > src/envelope.rs <<'T'
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub struct GasCell {
    pub id: u16,
    pub volume_m3: f64,
    pub purity: f32,
}

#[derive(Debug)]
pub struct Envelope {
    pub cells: Vec<GasCell>,
    pub ballast_kg: HashMap<String, f64>,
}

impl Envelope {
    pub fn new() -> Self {
        Envelope { cells: Vec::new(), ballast_kg: HashMap::new() }
    }

    pub fn total_lift(&self) -> f64 {
        self.cells.iter().map(|c| c.volume_m3 * c.purity as f64 * 1.1).sum()
    }

    pub fn weakest_cell(&mut self) -> Option<&mut GasCell> {
        self.cells.iter_mut().min_by(|a, b| a.purity.partial_cmp(&b.purity).unwrap())
    }

    pub fn vent(&mut self, id: u16, fraction: f64) {
        let cell = self.cells.iter_mut().find(|c| c.id == id).unwrap();
        let before = self.total_lift();
        cell.volume_m3 *= 1.0 - fraction;
        println!("vented cell {id}: lift {before:.1} -> {:.1}", self.total_lift());
    }
}
T
cat > src/mooring.rs <<'T'
use std::collections::BTreeMap;
use crate::envelope::{Envelope, GasCell};

#[derive(Debug, Clone, Copy)]
pub struct WindReading {
    pub knots: f32,
    pub bearing: u16,
}

pub struct MastSchedule {
    pub slots: BTreeMap<GasCell, String>,
}

impl MastSchedule {
    pub fn assign(&mut self, cell: GasCell, crew: &str) {
        self.slots.insert(cell, crew.to_string());
    }
}

pub fn crosswind(readings: &[WindReading], heading: u16) -> f32 {
    readings
        .iter()
        .map(|r| {
            let delta = (r.bearing as i32 - heading as i32).abs() as f32;
            r.knots * delta.to_radians().sin()
        })
        .fold(0.0, f32::max)
}

pub fn can_moor(env: &Envelope, readings: &[WindReading], heading: u16) -> bool {
    let limit: u32 = 18.5;
    crosswind(readings, heading) < limit && env.total_lift() > 0.0
}

pub fn pick_mast(names: Vec<String>, busy: &[&str]) -> &str {
    for n in names.iter() {
        if !busy.contains(&n.as_str()) {
            return n;
        }
    }
    "overflow-field"
}
T
cat > src/main.rs <<'T'
mod envelope;
mod mooring;

use envelope::{Envelope, GasCell};
use mooring::{can_moor, WindReading};

fn main() {
    let mut env = Envelope::new();
    for i in 0..12u16 {
        env.cells.push(GasCell { id: i, volume_m3: 1800.0 + i as f64 * 35.0, purity: 0.97 });
    }
    let readings = vec![WindReading { knots: 12.0, bearing: 240 }, WindReading { knots: 16.5, bearing: 255 }];
    let weak = env.weakest_cell();
    env.vent(3, 0.05);
    println!("weakest: {:?}", weak);
    if can_moor(&env, &readings, 250) {
        println!("mooring approved");
    }
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } | neutral
