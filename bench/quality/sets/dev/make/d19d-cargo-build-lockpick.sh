#!/usr/bin/env bash
# cargo build of a locksmith job-board service in the middle of a refactor: warnings across many modules, then borrow / trait / type errors
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lockpick
rm -rf "$P"; mkdir -p "$P/src/jobs"
cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "lockpick"
version = "0.7.0"
edition = "2021"

[dependencies]
EOF
mods=""
for area in cylinder deadbolt padlock safe mortice keycut rekey; do
  for i in $(seq 1 20); do
    m=${area}_$i
    mods="$mods $m"
    cat > src/jobs/$m.rs <<EOF
use std::collections::HashMap;
use std::fmt::Write;

pub struct ${area^}Job$i {
    pub site: String,
    pub pins: u8,
    pub quote_pence: u32,
}

pub fn quote_${m}(pins: u8, callout: bool) -> u32 {
    let unused_margin = 12;
    let base = 4500 + pins as u32 * 350;
    if callout { base + 6000 } else { base }
}

fn legacy_${m}() -> HashMap<String, u32> {
    HashMap::new()
}
EOF
  done
done
{
  for m in $mods; do echo "pub mod $m;"; done
} > src/jobs/mod.rs
cat > src/main.rs <<'EOF'
mod jobs;
mod board;

use board::{Board, Ticket};

fn main() {
    let mut board = Board::default();
    board.post(Ticket::new("Flat 3, 14 Weaver Row", "euro cylinder snapped", 6));
    board.post(Ticket::new("Unit 9 Tanner Yard", "safe lockout, combination lost", 0));
    let first = board.next_for("Aled");
    board.post(Ticket::new("Glebe Cottage", "rekey after tenancy", 5));
    println!("assigned {:?}", first);
    let total: u32 = board.tickets.iter().map(|t| t.pins).sum();
    println!("pins in queue: {total}");
}
EOF
cat > src/board.rs <<'EOF'
use std::collections::BTreeSet;

#[derive(Debug, Clone)]
pub struct Ticket {
    pub address: String,
    pub problem: String,
    pub pins: u8,
    pub assignee: Option<String>,
}

impl Ticket {
    pub fn new(address: &str, problem: &str, pins: u8) -> Self {
        Ticket { address: address.into(), problem: problem.into(), pins, assignee: None }
    }
}

#[derive(Default)]
pub struct Board {
    pub tickets: Vec<Ticket>,
    pub seen: BTreeSet<Ticket>,
}

impl Board {
    pub fn post(&mut self, t: Ticket) {
        self.seen.insert(t.clone());
        self.tickets.push(t);
    }

    pub fn next_for(&mut self, smith: &str) -> &Ticket {
        let t = self.tickets.iter_mut().find(|t| t.assignee.is_none()).unwrap();
        t.assignee = Some(smith);
        t
    }
}
EOF
{
  echo '$ cargo build'
  timeout 120 cargo build 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
