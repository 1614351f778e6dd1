#!/usr/bin/env bash
# cargo build of a change-ringing (church bell method) composer with several compile
# errors and warnings. Output: outputs/cargo-build-changeringing.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/peal-composer
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
export CARGO_TARGET_DIR="$P/target"

cat > Cargo.toml <<'X'
[package]
name = "peal-composer"
version = "0.3.0"
edition = "2021"

[dependencies]
X

cat > src/row.rs <<'X'
use std::fmt;

/// A row: one ordering of the bells, bell 1 = treble.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Row {
    bells: Vec<u8>,
}

impl Row {
    pub fn rounds(stage: usize) -> Row {
        Row { bells: (1..=stage as u8).collect() }
    }

    pub fn stage(&self) -> usize {
        self.bells.len()
    }

    /// Apply a place notation change: `places` are the positions (0-based) that stay put.
    pub fn apply(&self, places: &[usize]) -> Row {
        let mut out = self.bells.clone();
        let mut i = 0;
        while i + 1 < out.len() {
            if places.contains(&i) {
                i += 1;
                continue;
            }
            out.swap(i, i + 1);
            i += 2;
        }
        Row { bells: out }
    }

    pub fn is_rounds(&self) -> bool {
        self.bells.iter().enumerate().all(|(i, b)| *b as usize == i + 1)
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        const NAMES: &[u8] = b"1234567890ET";
        for b in &self.bells {
            write!(f, "{}", NAMES[(*b - 1) as usize] as char)?;
        }
        Ok(())
    }
}
X

cat > src/method.rs <<'X'
use crate::row::Row;

pub struct Method {
    pub name: String,
    pub stage: usize,
    pub lead: Vec<Vec<usize>>,
}

#[derive(Debug, Clone, Copy)]
pub enum Call {
    Plain,
    Bob,
    Single,
}

impl Method {
    pub fn plain_bob(stage: usize) -> Method {
        let mut lead = Vec::new();
        for i in 0..(2 * stage) {
            if i % 2 == 0 {
                lead.push(vec![]);
            } else {
                lead.push(vec![0, stage - 1]);
            }
        }
        *lead.last_mut().unwrap() = vec![0, 1];
        Method { name: format!("Plain Bob {}", stage), stage, lead }
    }

    pub fn lead_end_places(&self, call: Call) -> Vec<usize> {
        match call {
            Call::Plain => vec![0, 1],
            Call::Bob => vec![0, 3],
        }
    }

    pub fn ring_lead(&self, start: &Row, call: Call) -> Vec<Row> {
        let mut rows = vec![start.clone()];
        let last = self.lead.len() - 1;
        for (i, pn) in self.lead.iter().enumerate() {
            let places = if i == last { self.lead_end_places(call) } else { pn };
            let next = rows.last().unwrap().apply(&places);
            rows.push(next);
        }
        rows
    }
}
X

cat > src/touch.rs <<'X'
use std::collections::HashSet;

use crate::method::{Call, Method};
use crate::row::Row;

pub struct Touch<'m> {
    method: &'m Method,
    calls: Vec<Call>,
}

pub struct Proof {
    pub rows: usize,
    pub true_touch: bool,
    pub comes_round: bool,
}

impl<'m> Touch<'m> {
    pub fn new(method: &'m Method, calls: Vec<Call>) -> Self {
        Touch { method, calls }
    }

    pub fn prove(&self) -> Proof {
        let mut seen: HashSet<Row> = HashSet::new();
        let mut current = Row::rounds(self.method.stage);
        let mut rows = 0;
        let mut true_touch = true;
        for call in &self.calls {
            let lead = self.method.ring_lead(&current, *call);
            for r in &lead[1..] {
                if !seen.insert(r) {
                    true_touch = false;
                }
                rows += 1;
            }
            current = lead.last().unwrap().clone();
        }
        Proof { rows, true_touch, comes_round: current.is_rounds() }
    }

    pub fn extend_with_bobs(&mut self, n: usize) {
        for c in self.calls.iter() {
            if let Call::Plain = c {
                self.calls.push(Call::Bob);
            }
        }
        let _ = n;
    }
}
X

cat > src/main.rs <<'X'
mod method;
mod row;
mod touch;

use method::{Call, Method};
use touch::Touch;

fn parse_calls(s: &str) -> Vec<Call> {
    s.chars()
        .map(|c| match c {
            'p' => Call::Plain,
            '-' => Call::Bob,
            's' => Call::Single,
            _ => panic!("bad call {c}"),
        })
        .collect()
}

fn main() {
    let stage: u32 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(6);
    let method = Method::plain_bob(stage);
    let unused_calls = 0;
    let touch = Touch::new(&method, parse_calls("pp-pp-pp-"));
    let proof = touch.prove();
    println!("{}: {} rows, true={}, comes round={}", method.name, proof.rows, proof.true_touch, proof.comes_round);
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ cargo build"
  cargo build 2>&1
  echo "exit status: $?"
} | neutral
