#!/bin/bash
# cargo build of a maglev signalling crate mid-refactor: warnings, then several errors in two modules
set -u
WORK=${WORK:-/home/dev}
P=$WORK/maglev-block
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/Cargo.toml" <<'EOF'
[package]
name = "maglev-block"
version = "1.3.0"
edition = "2021"

[dependencies]
EOF
cat > "$P/src/main.rs" <<'EOF'
mod track;
mod block;
mod interlock;
mod timetable;

use std::collections::HashMap;

fn main() {
    let line = track::Line::loop_line(14);
    let mut blocks = block::BlockTable::new(&line);
    let plan = timetable::Plan::weekday();
    let unused_speed = 62;
    for dep in plan.departures() {
        blocks.reserve(dep.train, dep.from, dep.to);
    }
    let mut by_train: HashMap<u32, usize> = HashMap::new();
    interlock::check(&blocks, &mut by_train);
    println!("{} blocks, {} trains", blocks.len(), by_train.len());
}
EOF
cat > "$P/src/track.rs" <<'EOF'
#[derive(Debug, Clone)]
pub struct Segment { pub id: u16, pub length_m: u32, pub gradient_permille: i16, pub switch: bool }

pub struct Line { pub segments: Vec<Segment>, pub name: String }

impl Line {
    pub fn loop_line(n: u16) -> Line {
        let segments = (0..n).map(|i| Segment {
            id: i, length_m: 400 + (i as u32 % 3) * 150,
            gradient_permille: if i % 4 == 0 { 12 } else { 0 },
            switch: i % 5 == 0,
        }).collect();
        Line { segments, name: String::from("Harbour Loop") }
    }
    pub fn total_length(&self) -> u32 { self.segments.iter().map(|s| s.length_m).sum() }
    pub fn steepest(&self) -> Option<&Segment> {
        self.segments.iter().max_by_key(|s| s.gradient_permille.abs())
    }
    fn dead_helper(&self) -> usize { self.segments.len() }
}
EOF
cat > "$P/src/block.rs" <<'EOF'
use crate::track::Line;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Aspect { Red, Yellow, DoubleYellow, Green }

pub struct Block { pub segment: u16, pub occupied_by: Option<u32>, pub aspect: Aspect }

pub struct BlockTable { blocks: BTreeMap<u16, Block>, headway_s: u32 }

impl BlockTable {
    pub fn new(line: &Line) -> BlockTable {
        let mut blocks = BTreeMap::new();
        for s in &line.segments {
            blocks.insert(s.id, Block { segment: s.id, occupied_by: None, aspect: Aspect::Green });
        }
        BlockTable { blocks, headway_s: 90 }
    }
    pub fn len(&self) -> usize { self.blocks.len() }
    pub fn reserve(&mut self, train: u32, from: u16, to: u16) -> Result<(), String> {
        for id in from..=to {
            let b = self.blocks.get_mut(&id).ok_or(format!("no block {}", id))?;
            if let Some(other) = b.occupied_by {
                return Err(format!("block {} held by train {}", id, other));
            }
            b.occupied_by = Some(train);
        }
        self.update_aspects();
        Ok(())
    }
    fn update_aspects(&mut self) {
        let ids: Vec<u16> = self.blocks.keys().copied().collect();
        for (i, id) in ids.iter().enumerate() {
            let ahead = ids.get(i + 1).and_then(|n| self.blocks.get(n));
            let aspect = match ahead.map(|b| b.occupied_by) {
                Some(Some(_)) => Aspect::Red,
                Some(None) => Aspect::Green,
            };
            self.blocks.get_mut(id).unwrap().aspect = aspect;
        }
    }
    pub fn occupied(&self) -> impl Iterator<Item = &Block> {
        self.blocks.values().filter(|b| b.occupied_by.is_some())
    }
    pub fn headway(&self) -> u32 { self.headway_s }
}
EOF
cat > "$P/src/interlock.rs" <<'EOF'
use crate::block::{Aspect, BlockTable};
use std::collections::HashMap;

pub fn check(table: &BlockTable, by_train: &mut HashMap<u32, usize>) {
    for b in table.occupied() {
        let train = b.occupied_by.unwrap();
        *by_train.entry(train).or_insert(0) += 1;
        if b.aspect == Aspect::Green {
            eprintln!("conflict: block {} green while occupied", b.segment);
        }
    }
    let longest: &str = by_train.iter().max_by_key(|(_, n)| **n).map(|(t, _)| t);
    let headway: u16 = table.headway();
    println!("longest hold by {} ({}s headway)", longest, headway);
}
EOF
cat > "$P/src/timetable.rs" <<'EOF'
pub struct Departure { pub train: u32, pub from: u16, pub to: u16, pub at_min: u32 }

pub struct Plan { deps: Vec<Departure> }

impl Plan {
    pub fn weekday() -> Plan {
        let mut deps = Vec::new();
        for (n, at) in (0..48).step_by(6).enumerate() {
            deps.push(Departure { train: 100 + n as u32, from: 0, to: 3, at_min: at });
        }
        Plan { deps }
    }
    pub fn departures(&self) -> impl Iterator<Item = &Departure> { self.deps.iter() }
    pub fn first_after(&self, min: u32) -> Option<&Departure> {
        let found = self.deps.iter().find(|d| d.at_min >= min);
        self.deps.clear();
        found
    }
}
EOF
cat > "$P/src/sensors.rs" <<'EOF'
//! Axle counters and track circuits along the Harbour Loop.
use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::time::{Duration, Instant};
use crate::track::Segment;

pub struct Reading { pub counter: u16, pub axles_in: u32, pub axles_out: u32, pub volts: f32 }

EOF
for s in quay_east quay_west ferry_term museum stadium harbour_sq lighthouse fishmarket dry_dock customs_house boatyard promenade; do
cat >> "$P/src/sensors.rs" <<EOF
pub fn counter_${s}(r: &Reading) -> Result<u32, String> {
    let mut balance = r.axles_in as i64 - r.axles_out as i64;
    let threshold_${s} = 0.35 * r.volts;
    if balance < 0 {
        return Err(format!("${s}: more axles out than in ({} vs {})", r.axles_out, r.axles_in));
    }
    Ok(balance as u32)
}

EOF
done
echo 'pub fn all_counters() -> usize { 12 }' >> "$P/src/sensors.rs"
sed -i 's/^mod timetable;/mod timetable;\nmod sensors;/' "$P/src/main.rs"
cd "$P"
{
echo '$ cargo build'
timeout 120 cargo build 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
