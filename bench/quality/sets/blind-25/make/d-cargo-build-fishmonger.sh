#!/usr/bin/env bash
# cargo build of a fish-market stall inventory crate with borrow, trait-bound and type errors.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/fishmonger
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/Cargo.toml" <<'T'
[package]
name = "fishmonger"
version = "0.4.2"
edition = "2021"

[dependencies]
T
cat > "$P/src/main.rs" <<'T'
mod catch;
mod ice;
mod pricing;
mod stall;

use stall::Stall;

fn main() {
    let mut stall = Stall::open("Harbour Row 7");
    stall.receive(catch::Landing::new("mackerel", 42.5, 3));
    stall.receive(catch::Landing::new("hake", 18.0, 1));
    let report = stall.closing_report();
    println!("{}", report);
}
T
cat > "$P/src/catch.rs" <<'T'
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Landing {
    pub species: String,
    pub kilos: f64,
    pub boat: u32,
    pub hours_since_landed: u32,
}

impl Landing {
    pub fn new(species: &str, kilos: f64, boat: u32) -> Self {
        Landing { species: species.to_string(), kilos, boat, hours_since_landed: 0 }
    }

    pub fn is_fresh(&self) -> bool {
        self.hours_since_landed < 36
    }
}

impl fmt::Display for Landing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {:.1}kg (boat {})", self.species, self.kilos, self.boat)
    }
}
T
cat > "$P/src/ice.rs" <<'T'
pub struct IceBed {
    pub trays: Vec<u32>,
    pub melt_rate: f32,
}

impl IceBed {
    pub fn new(n: usize) -> Self {
        IceBed { trays: vec![0; n], melt_rate: 0.8 }
    }

    pub fn coldest_tray(&self) -> usize {
        let mut best = 0;
        for (i, t) in self.trays.iter().enumerate() {
            if *t < self.trays[best] {
                best = i;
            }
        }
        best
    }

    pub fn top_up(&mut self, kilos: f64) {
        let per_tray = kilos / self.trays.len();
        for t in self.trays.iter_mut() {
            *t += per_tray as u32;
        }
    }
}
T
cat > "$P/src/pricing.rs" <<'T'
use std::collections::HashMap;

use crate::catch::Landing;

pub struct PriceBoard {
    per_kilo: HashMap<String, u32>,
}

impl PriceBoard {
    pub fn harbour_defaults() -> Self {
        let mut per_kilo = HashMap::new();
        per_kilo.insert("mackerel".to_string(), 650);
        per_kilo.insert("hake".to_string(), 1420);
        per_kilo.insert("sprat".to_string(), 380);
        PriceBoard { per_kilo }
    }

    pub fn price_pence(&self, landing: &Landing) -> u32 {
        let base = self.per_kilo.get(&landing.species).unwrap_or(0);
        let kilos = landing.kilos.round() as u32;
        if landing.is_fresh() { base * kilos } else { base * kilos / 2 }
    }

    pub fn cheapest(&self) -> Option<&String> {
        self.per_kilo.iter().min_by_key(|(_, p)| *p).map(|(s, _)| s)
    }
}
T
cat > "$P/src/stall.rs" <<'T'
use std::collections::{BTreeMap, HashSet};

use crate::catch::Landing;
use crate::ice::IceBed;
use crate::pricing::PriceBoard;

pub struct Stall {
    name: String,
    landings: Vec<Landing>,
    ice: IceBed,
    board: PriceBoard,
}

impl Stall {
    pub fn open(name: &str) -> Self {
        Stall { name: name.into(), landings: Vec::new(), ice: IceBed::new(6), board: PriceBoard::harbour_defaults() }
    }

    pub fn receive(&mut self, landing: Landing) {
        self.ice.top_up(landing.kilos * 0.3);
        self.landings.push(landing);
    }

    pub fn discard_stale(&mut self) {
        for l in self.landings.iter() {
            if !l.is_fresh() {
                self.landings.retain(|x| x.boat != l.boat);
            }
        }
    }

    pub fn species_seen(&self) -> HashSet<Landing> {
        self.landings.iter().cloned().collect()
    }

    pub fn closing_report(&mut self) -> String {
        self.discard_stale();
        let mut by_species: BTreeMap<&str, f64> = BTreeMap::new();
        for l in &self.landings {
            *by_species.entry(&l.species).or_insert(0.0) += l.kilos;
        }
        let takings: u32 = self.landings.iter().map(|l| self.board.price_pence(l)).sum();
        let tray: u32 = self.ice.coldest_tray();
        format!("{}: {} species, takings {}p, coldest tray {}", self.name, by_species.len(), takings, tray)
    }
}
T
run d-cargo-build-fishmonger "$P" cargo build
