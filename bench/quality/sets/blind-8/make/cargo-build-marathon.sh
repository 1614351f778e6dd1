#!/bin/bash
# Marathon split-time tracker: cargo build with type and borrow errors (no dependencies).
P=${WORK:-/home/dev}/marathon-splits
rm -rf $P && mkdir -p $P/src && cd $P
cat > Cargo.toml <<'T'
[package]
name = "marathon-splits"
version = "0.3.0"
edition = "2021"

[dependencies]
T
cat > src/main.rs <<'R'
mod split;
mod runner;
mod pace;
mod leaderboard;

use runner::Runner;
use split::Split;

fn main() {
    let mut field: Vec<Runner> = Vec::new();
    field.push(Runner::new(101, "Okafor"));
    field.push(Runner::new(102, "Lindqvist"));
    for r in field.iter_mut() {
        r.record(Split::new(5.0, 1_130));
        r.record(Split::new(10.0, 2_290));
    }
    let leader = runner::leader(&field);
    println!("leader at 10k: {}", leader.name);
    let total: u32 = pace::projected_finish(&field[0]);
    println!("projected finish {}", pace::format_hms(total));
}
R
cat > src/split.rs <<'R'
#[derive(Debug, Clone)]
pub struct Split {
    pub km: f64,
    pub elapsed_s: u32,
}

impl Split {
    pub fn new(km: f64, elapsed_s: u32) -> Split {
        Split { km, elapsed_s }
    }

    pub fn pace_per_km(&self) -> f64 {
        self.elapsed_s / self.km
    }

    pub fn label(&self) -> String {
        format!("{}k", self.km)
    }
}
R
cat > src/runner.rs <<'R'
use crate::split::Split;

#[derive(Debug)]
pub struct Runner {
    pub bib: u32,
    pub name: String,
    pub splits: Vec<Split>,
    unused_flag: bool,
}

impl Runner {
    pub fn new(bib: u32, name: &str) -> Runner {
        Runner { bib, name: name, splits: Vec::new(), unused_flag: false }
    }

    pub fn record(&mut self, s: Split) {
        let last = self.splits.last();
        if let Some(prev) = last {
            if prev.elapsed_s > s.elapsed_s {
                return;
            }
        }
        self.splits.push(s);
        println!("{} recorded {}", self.name, last.unwrap().label());
    }

    pub fn latest(&self) -> Option<&Split> {
        self.splits.last()
    }
}

pub fn leader(field: &Vec<Runner>) -> &Runner {
    let mut best = &field[0];
    for r in field {
        if r.latest().map(|s| s.elapsed_s) < best.latest().map(|s| s.elapsed_s) {
            best = r;
        }
    }
    best
}

pub fn drop_out(field: Vec<Runner>, bib: u32) -> Vec<Runner> {
    let kept: Vec<Runner> = field.into_iter().filter(|r| r.bib != bib).collect();
    println!("{} runners left of {}", kept.len(), field.len());
    kept
}
R
cat > src/pace.rs <<'R'
use crate::runner::Runner;

const MARATHON_KM: f64 = 42.195;

pub fn projected_finish(r: &Runner) -> u64 {
    let last = r.latest().expect("no splits");
    let per_km = last.pace_per_km();
    (per_km * MARATHON_KM).round() as u64
}

pub fn format_hms(total: u32) -> String {
    let h = total / 3600;
    let m = (total % 3600) / 60;
    let s = total % 60;
    format!("{}:{:02}:{:02}", h, m, s)
}

pub fn negative_split(first_half: u32, second_half: u32) -> bool {
    let diff = first_half - second_half;
    if diff > 0 { "yes" } else { false }
}
R
cat > src/leaderboard.rs <<'R'
use std::collections::HashMap;
use crate::runner::Runner;

pub struct Board {
    by_bib: HashMap<u32, u32>,
    category: String,
}

impl Board {
    pub fn new(category: &str) -> Board {
        Board { by_bib: HashMap::new(), category: category.to_string() }
    }

    pub fn update(&mut self, r: &Runner) {
        let latest = r.latest().unwrap();
        let previous = self.by_bib.insert(r.bib, latest.elapsed_s);
        self.by_bib.insert(r.bib, latest.elapsed_s);
    }

    pub fn top(&self, n: usize) -> Vec<(u32, u32)> {
        let mut v: Vec<(u32, u32)> = self.by_bib.iter().map(|(b, t)| (*b, *t)).collect();
        v.sort_by_key(|(_, t)| t);
        v.truncate(n);
        v
    }

    pub fn gap_to_leader(&self, bib: u32) -> u32 {
        let leader = self.top(1)[0].1;
        self.by_bib[&bib] - leader_time
    }

    pub fn print(&self) {
        for (pos, (bib, t)) in self.top(10).iter().enumerate() {
            println!("{:>2}. #{} {}", pos + 1, bib, t.to_hms());
        }
    }
}
R
cargo build 2>&1
echo "exit status: $?"
