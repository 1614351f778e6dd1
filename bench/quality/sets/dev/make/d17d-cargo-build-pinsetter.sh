#!/bin/bash
# cargo build of a toy bowling-lane pinsetter controller with borrow-checker,
# trait-bound and type-mismatch errors.  Usage: WORK=<dir> bash d17d-cargo-build-pinsetter.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/pinsetter
rm -rf "$P"; mkdir -p "$P/src"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > Cargo.toml <<'EOF'
[package]
name = "pinsetter"
version = "0.4.2"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod lane;
mod deck;
mod sweep;
mod score;

use lane::Lane;

fn main() {
    let mut lanes: Vec<Lane> = (1..=12).map(Lane::new).collect();
    for lane in lanes.iter_mut() {
        lane.reset_deck();
    }
    let report = score::summarise(&lanes);
    println!("{report}");
}
EOF
cat > src/lane.rs <<'EOF'
use crate::deck::{Deck, PinState};
use crate::sweep::SweepArm;
use std::collections::HashMap;

#[derive(Debug)]
pub struct Lane {
    pub number: u8,
    pub deck: Deck,
    pub sweep: SweepArm,
    pub frames: Vec<Frame>,
    pub faults: HashMap<String, u32>,
}

#[derive(Debug, Clone)]
pub struct Frame {
    pub first: u8,
    pub second: Option<u8>,
}

impl Lane {
    pub fn new(number: u8) -> Self {
        Lane {
            number,
            deck: Deck::full(),
            sweep: SweepArm::default(),
            frames: Vec::new(),
            faults: HashMap::new(),
        }
    }

    pub fn reset_deck(&mut self) {
        let standing = self.deck.standing();
        for pin in standing {
            self.deck.lift(pin);
            self.sweep.clear(&mut self.deck);
            self.deck.respot(pin);
        }
    }

    pub fn record_fault(&mut self, code: &str) {
        let count = self.faults.entry(code).or_insert(0);
        *count += 1;
    }

    pub fn last_frame(&self) -> &Frame {
        let frames = self.frames.clone();
        frames.last().unwrap()
    }

    pub fn knocked(&self) -> u8 {
        self.deck.pins.iter().filter(|p| **p == PinState::Down).count()
    }
}
EOF
cat > src/deck.rs <<'EOF'
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum PinState {
    Standing,
    Down,
    Lifted,
}

#[derive(Debug)]
pub struct Deck {
    pub pins: [PinState; 10],
    pub cycles: u64,
}

impl Deck {
    pub fn full() -> Self {
        Deck { pins: [PinState::Standing; 10], cycles: 0 }
    }

    pub fn standing(&self) -> impl Iterator<Item = usize> + '_ {
        self.pins
            .iter()
            .enumerate()
            .filter(|(_, p)| **p == PinState::Standing)
            .map(|(i, _)| i)
    }

    pub fn lift(&mut self, pin: usize) {
        self.pins[pin] = PinState::Lifted;
    }

    pub fn respot(&mut self, pin: usize) {
        self.pins[pin] = PinState::Standing;
        self.cycles += 1;
    }

    pub fn clear_all(&mut self) {
        for p in self.pins.iter_mut() {
            *p = PinState::Down;
        }
    }
}
EOF
cat > src/sweep.rs <<'EOF'
use crate::deck::Deck;
use std::fmt;

#[derive(Debug, Default)]
pub struct SweepArm {
    pub strokes: u32,
    pub jammed: bool,
}

pub struct Motor {
    pub rpm: u32,
}

impl SweepArm {
    pub fn clear(&mut self, deck: &mut Deck) {
        if self.jammed {
            return;
        }
        deck.clear_all();
        self.strokes += 1;
    }

    pub fn motor(&self) -> Motor {
        Motor { rpm: 1450 }
    }

    pub fn describe(&self) -> String {
        format!("{} {:?}", self, self.motor())
    }
}

impl fmt::Display for SweepArm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sweep strokes={} jammed={}", self.strokes, self.jammed)
    }
}
EOF
cat > src/score.rs <<'EOF'
use crate::lane::Lane;
use std::collections::BTreeMap;

pub fn summarise(lanes: &[Lane]) -> String {
    let mut by_cycles: BTreeMap<u64, &Lane> = BTreeMap::new();
    for lane in lanes {
        by_cycles.insert(lane.deck.cycles, lane);
    }
    let total: u32 = lanes.iter().map(|l| l.knocked()).sum();
    let busiest = by_cycles.values().last().map(|l| l.number);
    let mut out = String::new();
    out.push_str(&format!("lanes: {}\n", lanes.len()));
    out.push_str(&format!("pins down: {}\n", total));
    out.push_str(&format!("busiest lane: {}\n", busiest));
    let sorted = sort_lanes(lanes);
    out.push_str(&format!("first: {}\n", sorted[0].number));
    out
}

fn sort_lanes(lanes: &[Lane]) -> Vec<Lane> {
    let mut v = lanes.to_vec();
    v.sort_by_key(|l| l.deck.cycles);
    v
}
EOF
{
  echo '$ cargo build'
  timeout 120 cargo build 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
