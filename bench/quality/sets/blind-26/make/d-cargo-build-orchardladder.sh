#!/bin/bash
# cargo build of an orchard picking-crew scheduler with borrow-checker errors
source "$(dirname "$0")/d-lib.sh"
P=$WORK/orchardladder
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "orchardladder"
version = "0.9.4"
edition = "2021"
T
cat > src/main.rs <<'T'
mod crew;
mod rows;

use crew::{Picker, Crew};
use rows::Row;

fn main() {
    let mut crew = Crew::default();
    crew.hire(Picker::new("Ines", 3));
    crew.hire(Picker::new("Tomas", 5));
    let mut rows: Vec<Row> = (1..=12).map(|n| Row::new(n, 40 + n * 3)).collect();
    rows::assign(&mut crew, &mut rows);
    let report = rows::summary(rows);
    println!("{report}");
    println!("rows left: {}", rows.len());
}
T
cat > src/crew.rs <<'T'
#[derive(Debug, Clone)]
pub struct Picker {
    pub name: String,
    pub ladders: u32,
    pub bins_today: u32,
}

impl Picker {
    pub fn new(name: &str, ladders: u32) -> Self {
        Picker { name: name.into(), ladders, bins_today: 0 }
    }
}

#[derive(Debug, Default)]
pub struct Crew {
    pub pickers: Vec<Picker>,
}

impl Crew {
    pub fn hire(&mut self, p: Picker) { self.pickers.push(p); }

    pub fn least_busy(&mut self) -> &mut Picker {
        self.pickers.iter_mut().min_by_key(|p| p.bins_today).expect("empty crew")
    }

    pub fn rebalance(&mut self) {
        let first = &mut self.pickers[0];
        let last = &mut self.pickers[self.pickers.len() - 1];
        std::mem::swap(&mut first.bins_today, &mut last.bins_today);
    }
}
T
cat > src/rows.rs <<'T'
use crate::crew::Crew;

#[derive(Debug)]
pub struct Row {
    pub number: u32,
    pub trees: u32,
    pub picked_by: Option<String>,
}

impl Row {
    pub fn new(number: u32, trees: u32) -> Self { Row { number, trees, picked_by: None } }
}

pub fn assign(crew: &mut Crew, rows: &mut Vec<Row>) {
    for row in rows.iter_mut() {
        let picker = crew.least_busy();
        for p in crew.pickers.iter() {
            if p.ladders == 0 { continue; }
        }
        picker.bins_today += row.trees / 8;
        row.picked_by = Some(picker.name.clone());
    }
    for row in rows.iter() {
        if row.trees > 70 {
            rows.push(Row::new(row.number + 100, row.trees - 70));
        }
    }
}

pub fn summary(rows: Vec<Row>) -> String {
    let names: Vec<&String> = rows.iter().filter_map(|r| r.picked_by.as_ref()).collect();
    format!("{} rows, {} assignments", rows.len(), names.len())
}
T
{ run "cargo build"; } | neutral > "$OUTDIR/d-cargo-build-orchardladder.txt"
