#!/bin/bash
# cargo build of a moss-garden planting planner with borrow, trait-bound and type errors.
WORK=${WORK:-/home/dev}; P=$WORK/mosscarpet
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "mosscarpet"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/species.rs <<'EOF'
#[derive(Debug, Clone, PartialEq)]
pub enum Habit { Cushion, Carpet, Weft, Turf }

#[derive(Debug)]
pub struct Species {
    pub latin: String,
    pub habit: Habit,
    pub shade_tolerance: u8,
    pub spread_mm_per_year: f32,
}

impl Species {
    pub fn new(latin: &str, habit: Habit, shade: u8, spread: f32) -> Self {
        Species { latin: latin.to_string(), habit, shade_tolerance: shade, spread_mm_per_year: spread }
    }
}

pub fn catalogue() -> Vec<Species> {
    vec![
        Species::new("Leucobryum glaucum", Habit::Cushion, 7, 4.0),
        Species::new("Hypnum cupressiforme", Habit::Carpet, 5, 18.5),
        Species::new("Thuidium tamariscinum", Habit::Weft, 8, 22.0),
        Species::new("Polytrichum commune", Habit::Turf, 3, 9.5),
    ]
}
EOF
cat > src/plot.rs <<'EOF'
use std::collections::HashMap;
use crate::species::{Species, Habit};

pub struct Tile { pub x: u32, pub y: u32, pub shade: u8, pub species: Option<String> }

pub struct Plot { pub name: String, pub tiles: Vec<Tile>, pub index: HashMap<(u32, u32), usize> }

impl Plot {
    pub fn new(name: &str, w: u32, h: u32) -> Plot {
        let mut tiles = Vec::new();
        let mut index = HashMap::new();
        for y in 0..h { for x in 0..w {
            index.insert((x, y), tiles.len());
            tiles.push(Tile { x, y, shade: ((x * 3 + y) % 10) as u8, species: None });
        }}
        Plot { name: name.to_string(), tiles, index }
    }

    pub fn shadiest(&mut self) -> &mut Tile {
        let mut best = &mut self.tiles[0];
        for t in self.tiles.iter_mut() {
            if t.shade > best.shade { best = t; }
        }
        best
    }

    pub fn assign(&mut self, catalogue: &[Species]) {
        for tile in self.tiles.iter_mut() {
            let pick = catalogue.iter().filter(|s| s.shade_tolerance >= tile.shade).next();
            tile.species = pick.map(|s| s.latin);
        }
    }

    pub fn neighbours(&self, x: u32, y: u32) -> Vec<&Tile> {
        let mut out = Vec::new();
        for (dx, dy) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
            let nx = x as i32 + dx; let ny = y as i32 + dy;
            if let Some(i) = self.index.get(&(nx, ny)) { out.push(&self.tiles[*i]); }
        }
        out
    }

    pub fn coverage_by_habit(&self, catalogue: &[Species]) -> HashMap<Habit, usize> {
        let mut m = HashMap::new();
        for t in &self.tiles {
            if let Some(name) = &t.species {
                let sp = catalogue.iter().find(|s| &s.latin == name).unwrap();
                *m.entry(sp.habit.clone()).or_insert(0) += 1;
            }
        }
        m
    }
}
EOF
cat > src/main.rs <<'EOF'
mod species;
mod plot;

use plot::Plot;

fn years_to_close(gap_mm: f32, spread: f32) -> u32 {
    (gap_mm / spread).ceil()
}

fn main() {
    let cat = species::catalogue();
    let mut p = Plot::new("north-bank", 12, 8);
    p.assign(&cat);
    let first = &p.tiles[0];
    let shady = p.shadiest();
    shady.species = Some("Thuidium tamariscinum".into());
    println!("first tile {:?}", first.species);
    for (h, n) in p.coverage_by_habit(&cat) {
        println!("{:?}: {}", h, n);
    }
    println!("{}", years_to_close(120.0, cat[1].spread_mm_per_year));
}
EOF
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
