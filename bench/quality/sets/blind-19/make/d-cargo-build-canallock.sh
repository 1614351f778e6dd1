#!/usr/bin/env bash
# cargo build of a canal-lock scheduling crate with a borrow error, a missing trait bound and a type mismatch.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/canallock
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "canallock"
version = "0.4.2"
edition = "2021"
[dependencies]
T
cat > src/lib.rs <<'T'
pub mod boat;
pub mod lock;
pub mod schedule;
pub mod report;
T
cat > src/boat.rs <<'T'
#[derive(Debug, Clone, PartialEq)]
pub enum Hull { Narrowboat, WideBeam, Cruiser }

#[derive(Debug, Clone)]
pub struct Boat {
    pub name: String,
    pub hull: Hull,
    pub length_m: f32,
    pub beam_m: f32,
    pub upstream: bool,
}

impl Boat {
    pub fn new(name: &str, hull: Hull, length_m: f32, beam_m: f32, upstream: bool) -> Self {
        Boat { name: name.to_string(), hull, length_m, beam_m, upstream }
    }
    pub fn fits(&self, chamber_len: f32, chamber_beam: f32) -> bool {
        self.length_m <= chamber_len && self.beam_m <= chamber_beam
    }
}
T
cat > src/lock.rs <<'T'
use crate::boat::Boat;

#[derive(Debug, PartialEq, Clone, Copy)]
pub enum Level { Upper, Lower }

pub struct Lock {
    pub number: u32,
    pub chamber_len: f32,
    pub chamber_beam: f32,
    pub level: Level,
    pub queue: Vec<Boat>,
    pub cycles: u32,
}

impl Lock {
    pub fn new(number: u32, chamber_len: f32, chamber_beam: f32) -> Self {
        Lock { number, chamber_len, chamber_beam, level: Level::Lower, queue: Vec::new(), cycles: 0 }
    }

    pub fn enqueue(&mut self, boat: Boat) -> Result<(), String> {
        if !boat.fits(self.chamber_len, self.chamber_beam) {
            return Err(format!("{} does not fit lock {}", boat.name, self.number));
        }
        self.queue.push(boat);
        Ok(())
    }

    /// Take the first boat heading the way the water is set, pairing a second if both fit.
    pub fn next_pair(&mut self) -> Vec<Boat> {
        let upstream = self.level == Level::Lower;
        let first = self.queue.iter().find(|b| b.upstream == upstream);
        if let Some(b) = first {
            self.queue.retain(|q| q.name != b.name);
            let mut out = vec![b.clone()];
            if let Some(pos) = self.queue.iter().position(|q| q.upstream == upstream && q.beam_m + b.beam_m <= self.chamber_beam) {
                out.push(self.queue.remove(pos));
            }
            return out;
        }
        Vec::new()
    }

    pub fn cycle(&mut self) {
        self.level = match self.level { Level::Upper => Level::Lower, Level::Lower => Level::Upper };
        self.cycles += 1;
    }
}
T
cat > src/schedule.rs <<'T'
use std::collections::HashMap;
use crate::boat::{Boat, Hull};
use crate::lock::Lock;

pub struct Flight {
    pub locks: Vec<Lock>,
    pub water_used_m3: HashMap<u32, f64>,
}

#[derive(Debug)]
pub struct Passage { pub lock: u32, pub boats: Vec<String>, pub minutes: u32 }

impl Flight {
    pub fn new(n: u32) -> Self {
        let locks = (1..=n).map(|i| Lock::new(i, 21.9, 4.3)).collect();
        Flight { locks, water_used_m3: HashMap::new() }
    }

    pub fn run(&mut self) -> Vec<Passage> {
        let mut log = Vec::new();
        for lock in self.locks.iter_mut() {
            let boats = lock.next_pair();
            let minutes = boats.len() * 12;
            lock.cycle();
            let used = self.water_used_m3.entry(lock.number).or_insert(0.0);
            *used += lock.chamber_len as f64 * lock.chamber_beam as f64 * 2.1;
            log.push(Passage { lock: lock.number, boats: boats.iter().map(|b| b.name.clone()).collect(), minutes });
        }
        log
    }

    pub fn busiest<T>(&self, items: &[T]) -> Option<&T> {
        let mut best = None;
        for it in items {
            if best.map_or(true, |b| it > b) { best = Some(it); }
        }
        best
    }

    pub fn hull_counts(&self) -> HashMap<Hull, usize> {
        let mut m = HashMap::new();
        for l in &self.locks {
            for b in &l.queue { *m.entry(b.hull.clone()).or_insert(0) += 1; }
        }
        m
    }
}

pub fn demo_fleet() -> Vec<Boat> {
    vec![
        Boat::new("Kingfisher", Hull::Narrowboat, 17.5, 2.08, true),
        Boat::new("Otter's Rest", Hull::Narrowboat, 15.2, 2.06, true),
        Boat::new("Bramble", Hull::WideBeam, 18.0, 3.6, false),
    ]
}
T
cat > src/report.rs <<'T'
use crate::schedule::Passage;

pub fn total_minutes(log: &[Passage]) -> u64 {
    log.iter().map(|p| p.minutes).sum()
}

pub fn summary(log: &[Passage]) -> String {
    let mut s = String::new();
    for p in log {
        s.push_str(&format!("lock {:>2}: {:?} ({} min)\n", p.lock, p.boats, p.minutes));
    }
    s.push_str(&format!("total {} min\n", total_minutes(log)));
    s
}
T
{ run 'cargo build'; } | neutral > "$HERE/../outputs/d-cargo-build-canallock.txt"
