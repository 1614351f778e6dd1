#!/usr/bin/env bash
# cargo clippy on a terrazzo floor estimator (warnings only, build succeeds)
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/terrazzo-est
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "terrazzo-est"
version = "0.9.1"
edition = "2021"
T
cat > src/chips.rs <<'T'
#[derive(Debug, Clone)]
pub struct ChipMix {
    pub name: String,
    pub marble_pct: f64,
    pub glass_pct: f64,
    pub size_mm: u32,
}

pub fn total_pct(mix: &ChipMix) -> f64 {
    return mix.marble_pct + mix.glass_pct;
}

pub fn find_mix<'a>(mixes: &'a Vec<ChipMix>, name: &String) -> Option<&'a ChipMix> {
    for i in 0..mixes.len() {
        if mixes[i].name == *name {
            return Some(&mixes[i]);
        }
    }
    None
}

pub fn is_coarse(mix: &ChipMix) -> bool {
    if mix.size_mm > 12 { true } else { false }
}

pub fn describe(mix: &ChipMix) -> String {
    let s = format!("{}", mix.name);
    s.clone()
}
T
cat > src/floor.rs <<'T'
use crate::chips::ChipMix;

pub struct Floor {
    pub width_m: f64,
    pub length_m: f64,
    pub depth_mm: u32,
}

impl Floor {
    pub fn new(width_m: f64, length_m: f64, depth_mm: u32) -> Floor {
        Floor { width_m: width_m, length_m: length_m, depth_mm: depth_mm }
    }

    pub fn area(&self) -> f64 {
        self.width_m * self.length_m
    }

    pub fn binder_kg(&self, mix: &ChipMix) -> f64 {
        let volume = self.area() * (self.depth_mm as f64 / 1000.0);
        let binder_share = 1.0 - (mix.marble_pct + mix.glass_pct) / 100.0;
        let kg = volume * binder_share * 1850.0;
        return kg;
    }

    pub fn is_empty(&self) -> bool {
        self.area() == 0.0
    }

    pub fn strips(&self, spacing_m: f64) -> Vec<f64> {
        let mut v = Vec::new();
        let mut x = 0.0;
        while x < self.width_m {
            v.push(x);
            x = x + spacing_m;
        }
        v
    }

    pub fn pour_days(&self, crew: usize) -> usize {
        let cells = self.strips(1.2).len();
        if crew == 0 { return 0 }
        (cells + crew - 1) / crew
    }
}

pub fn cure_hours(temp_c: i32) -> u32 {
    match temp_c {
        t if t < 5 => 96,
        t if t < 15 => 72,
        _ => 48,
    }
}

pub fn grind_passes(grits: &[u32]) -> usize {
    let mut n = 0;
    for g in grits.iter() {
        if *g >= 400 {
            n += 1;
        }
    }
    n
}
T
cat > src/main.rs <<'T'
mod chips;
mod floor;

use chips::ChipMix;
use floor::Floor;

fn main() {
    let mixes = vec![
        ChipMix { name: "carrara-white".to_string(), marble_pct: 60.0, glass_pct: 10.0, size_mm: 8 },
        ChipMix { name: "verde-alpi".to_string(), marble_pct: 55.0, glass_pct: 15.0, size_mm: 14 },
    ];
    let wanted = String::from("verde-alpi");
    let mix = chips::find_mix(&mixes, &wanted).unwrap();
    let f = Floor::new(6.4, 9.0, 15);
    println!("{} m2, binder {:.1} kg", f.area(), f.binder_kg(mix));
    println!("coarse: {}", chips::is_coarse(mix));
    println!("{}", chips::describe(mix));
    println!("pour days: {}", f.pour_days(3));
    println!("cure: {}h", floor::cure_hours(12));
    println!("passes: {}", floor::grind_passes(&vec![60, 120, 400, 800, 1500]));
    let total = chips::total_pct(mix);
    if total > 100.0 { panic!("{}", format!("mix over 100%: {}", total)); }
    println!("empty: {}", f.is_empty());
}
T
cargo build -q 2>/dev/null
run cargo clippy --all-targets | neutral
