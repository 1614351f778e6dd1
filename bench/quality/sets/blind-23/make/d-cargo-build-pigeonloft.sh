#!/bin/bash
# cargo build of a racing-pigeon loft manager with borrow, trait-bound and type errors
WORK=${WORK:-/home/dev}; P=$WORK/pigeonloft
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "pigeonloft"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/bird.rs <<'EOF'
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Ring {
    pub year: u16,
    pub club: String,
    pub serial: u32,
}

#[derive(Debug, Clone)]
pub struct Bird {
    pub ring: Ring,
    pub name: String,
    pub hen: bool,
    pub races_flown: u32,
}

impl Bird {
    pub fn new(ring: Ring, name: &str, hen: bool) -> Self {
        Bird { ring, name: name.to_string(), hen, races_flown: 0 }
    }
}

pub struct Loft {
    pub birds: Vec<Bird>,
    pub by_ring: HashMap<Ring, usize>,
}

impl Loft {
    pub fn new() -> Self {
        Loft { birds: Vec::new(), by_ring: HashMap::new() }
    }

    pub fn add(&mut self, bird: Bird) {
        let idx = self.birds.len();
        self.by_ring.insert(bird.ring.clone(), idx);
        self.birds.push(bird);
    }

    pub fn fittest(&mut self) -> &Bird {
        let best = self.birds.iter().max_by_key(|b| b.races_flown).unwrap();
        self.birds.retain(|b| b.races_flown > 0);
        best
    }
}
EOF
cat > src/race.rs <<'EOF'
use crate::bird::{Bird, Loft};

pub struct Arrival {
    pub serial: u32,
    pub clocked_secs: u64,
    pub distance_m: f64,
}

pub fn velocity(a: &Arrival) -> f64 {
    // metres per minute, the usual racing unit
    a.distance_m / (a.clocked_secs / 60)
}

pub fn rank(arrivals: &mut Vec<Arrival>) -> Vec<u32> {
    arrivals.sort_by(|x, y| velocity(y).partial_cmp(&velocity(x)).unwrap());
    arrivals.iter().map(|a| a.serial).collect()
}

pub fn credit_winner(loft: &mut Loft, arrivals: &[Arrival]) -> Option<String> {
    let first = arrivals.first()?;
    for bird in loft.birds.iter() {
        if bird.ring.serial == first.serial {
            bird.races_flown += 1;
            return Some(bird.name.clone());
        }
    }
    None
}

pub fn basket(birds: Vec<Bird>) -> Vec<Bird> {
    let mut sent = Vec::new();
    for b in birds {
        if !b.hen {
            sent.push(b);
        }
    }
    println!("basketed {} of {}", sent.len(), birds.len());
    sent
}
EOF
cat > src/main.rs <<'EOF'
mod bird;
mod race;

use bird::{Bird, Loft, Ring};

fn main() {
    let mut loft = Loft::new();
    loft.add(Bird::new(Ring { year: 2024, club: "NEHU".into(), serial: 40112 }, "Slate Comet", false));
    loft.add(Bird::new(Ring { year: 2023, club: "NEHU".into(), serial: 38007 }, "Mealy Jane", true));
    let mut arrivals = vec![
        race::Arrival { serial: 40112, clocked_secs: 14_220, distance_m: 402_337.0 },
        race::Arrival { serial: 38007, clocked_secs: 14_905, distance_m: 402_337.0 },
    ];
    let order = race::rank(&mut arrivals);
    println!("order: {:?}", order);
    let winner: &str = race::credit_winner(&mut loft, &arrivals);
    println!("winner: {}", winner);
}
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run cargo build --color never | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
