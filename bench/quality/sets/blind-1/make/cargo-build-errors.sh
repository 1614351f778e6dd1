#!/usr/bin/env bash
# cargo build of a small playlist-scheduler crate with type and borrow errors (no dependencies).
NAME=cargo-build-errors; . "$(dirname "$0")/_lib.sh"; setup_project radiosched
mkdir -p src
cat > Cargo.toml <<'EOF'
[package]
name = "radiosched"
version = "0.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/track.rs <<'EOF'
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Track {
    pub title: String,
    pub artist: String,
    pub seconds: u32,
    pub explicit: bool,
}

impl Track {
    pub fn new(title: &str, artist: &str, seconds: u32) -> Self {
        Track { title: title.to_string(), artist: artist.to_string(), seconds, explicit: false }
    }

    pub fn minutes(&self) -> f32 {
        self.seconds as f32 / 60.0
    }
}

impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} - {} ({}:{:02})", self.artist, self.title, self.seconds / 60, self.seconds % 60)
    }
}
EOF
cat > src/schedule.rs <<'EOF'
use crate::track::Track;
use std::collections::HashMap;

pub struct Slot {
    pub start_minute: u32,
    pub track: Track,
}

pub struct Schedule {
    pub slots: Vec<Slot>,
    pub plays_by_artist: HashMap<String, u32>,
}

impl Schedule {
    pub fn new() -> Self {
        Schedule { slots: Vec::new(), plays_by_artist: HashMap::new() }
    }

    pub fn end_minute(&self) -> u32 {
        match self.slots.last() {
            Some(s) => s.start_minute + s.track.minutes(),
            None => 0,
        }
    }

    pub fn push(&mut self, track: Track) {
        let start = self.end_minute();
        *self.plays_by_artist.entry(track.artist).or_insert(0) += 1;
        self.slots.push(Slot { start_minute: start, track });
    }

    pub fn drop_repeats(&mut self, max_per_artist: u32) {
        for slot in self.slots.iter() {
            let plays = self.plays_by_artist.get(&slot.track.artist).copied().unwrap_or(0);
            if plays > max_per_artist {
                self.slots.retain(|s| s.track.artist != slot.track.artist);
            }
        }
    }

    pub fn longest(&self) -> Option<&Track> {
        self.slots.iter().map(|s| &s.track).max_by_key(|t| t.seconds)
    }
}
EOF
cat > src/main.rs <<'EOF'
mod schedule;
mod track;

use schedule::Schedule;
use track::Track;

fn parse_line(line: &str) -> Option<Track> {
    let parts: Vec<&str> = line.split('|').collect();
    if parts.len() != 3 {
        return None;
    }
    let secs: u32 = parts[2].trim().parse().ok()?;
    Some(Track::new(parts[0].trim(), parts[1].trim(), secs))
}

fn main() {
    let input = "Intro|Station ID|15\nBlue Monday|New Order|449\nAround the World|Daft Punk|429\nAge of Consent|New Order|315";
    let mut sched = Schedule::new();
    let unused_limit = 3;
    for line in input.lines() {
        if let Some(t) = parse_line(line) {
            sched.push(t);
        }
    }
    sched.drop_repeats(1);
    let total: u32 = sched.slots.iter().map(|s| s.track.seconds).sum();
    let label: &str = format!("{} tracks, {}s", sched.slots.len(), total);
    println!("{}", label);
    if let Some(t) = sched.longest() {
        println!("longest: {}", t);
    }
}
EOF
capture "cargo build 2>&1; echo \"exit status: \$?\""
