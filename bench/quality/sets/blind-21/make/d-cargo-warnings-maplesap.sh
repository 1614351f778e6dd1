#!/bin/bash
# cargo build of a maple-sap tapping logger that succeeds with several rustc warnings.
WORK=${WORK:-/home/dev}; P=$WORK/maplesap; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "maplesap"
version = "0.6.0"
edition = "2021"
[dependencies]
T
cat > src/taps.rs <<'T'
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;

#[derive(Debug, Clone)]
pub struct Tap { pub tree: u32, pub spile: u8, pub litres: f32, pub brix: f32 }

pub enum Grade { Golden, Amber, Dark, VeryDark }

impl fmt::Display for Tap {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "tree {} spile {}: {:.1} L @ {:.1} Bx", self.tree, self.spile, self.litres, self.brix)
    }
}

/// Rule of 86: litres of sap per litre of syrup.
pub fn sap_to_syrup_ratio(brix: f32) -> f32 { 86.0 / brix }

pub fn per_tree(taps: &[Tap]) -> BTreeMap<u32, f32> {
    let mut m = BTreeMap::new();
    for t in taps { *m.entry(t.tree).or_insert(0.0) += t.litres; }
    m
}

pub fn grade_for(light_transmission: f32) -> Grade {
    let threshold = 75.0;
    if light_transmission >= 75.0 { Grade::Golden }
    else if light_transmission >= 50.0 { Grade::Amber }
    else if light_transmission >= 25.0 { Grade::Dark }
    else { Grade::VeryDark }
}

fn legacy_gallons(litres: f32) -> f32 { litres / 3.785 }
T
cat > src/main.rs <<'T'
mod taps;
use taps::*;

#[deprecated(note = "use taps::sap_to_syrup_ratio instead")]
fn old_ratio(brix: f32) -> f32 { 87.0 / brix }

fn main() {
    let taps = vec![
        Tap { tree: 14, spile: 1, litres: 9.5, brix: 2.1 },
        Tap { tree: 14, spile: 2, litres: 7.0, brix: 2.3 },
        Tap { tree: 22, spile: 1, litres: 11.2, brix: 1.9 },
    ];
    let mut boiled = 0.0;
    for t in &taps { println!("{}", t); }
    for (tree, l) in per_tree(&taps) {
        let syrup = l / sap_to_syrup_ratio(2.0);
        println!("tree {tree}: {l:.1} L sap -> {syrup:.2} L syrup");
    }
    let r = old_ratio(2.0);
    let _ = grade_for(62.0);
    println!("ratio {r}");
}
T
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/target(s) in [0-9.]*s/target(s) in 1.27s/'
