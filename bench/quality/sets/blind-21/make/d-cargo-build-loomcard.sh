#!/bin/bash
# cargo build of a jacquard loom punch-card compiler with borrow, trait-bound and type errors.
WORK=${WORK:-/home/dev}; P=$WORK/loomcard; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "loomcard"
version = "0.4.1"
edition = "2021"
[dependencies]
T
cat > src/pattern.rs <<'T'
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Thread { Warp(u16), Weft(u16) }

#[derive(Debug)]
pub struct Pattern {
    pub name: String,
    pub rows: Vec<Vec<bool>>,
    pub palette: HashMap<Thread, String>,
}

impl Pattern {
    pub fn new(name: &str, width: usize, height: usize) -> Self {
        Pattern { name: name.to_string(), rows: vec![vec![false; width]; height], palette: HashMap::new() }
    }

    pub fn width(&self) -> usize { self.rows.first().map(|r| r.len()).unwrap_or(0) }

    pub fn mirror_rows(&mut self) {
        for row in self.rows.iter() {
            let half = row.len() / 2;
            for i in 0..half {
                let j = row.len() - 1 - i;
                self.rows[0][j] = row[i];
            }
        }
    }

    pub fn density(&self) -> f32 {
        let lifted: usize = self.rows.iter().map(|r| r.iter().filter(|b| **b).count()).sum();
        lifted / (self.rows.len() * self.width())
    }
}
T
cat > src/card.rs <<'T'
use crate::pattern::Pattern;

pub struct Card<'a> { pub index: usize, pub holes: &'a [bool] }

pub fn punch_cards(p: &Pattern) -> Vec<Card> {
    p.rows.iter().enumerate().map(|(index, r)| Card { index, holes: r }).collect()
}

pub fn longest_card<'a>(p: &'a Pattern) -> &'a [bool] {
    let cards = punch_cards(p);
    let best = cards.iter().max_by_key(|c| c.holes.len()).unwrap();
    let owned: Vec<bool> = best.holes.to_vec();
    &owned
}

pub fn encode(card: &Card) -> String {
    card.holes.iter().map(|h| if *h { 'O' } else { '.' }).collect::<String>()
}
T
cat > src/main.rs <<'T'
mod card;
mod pattern;

use pattern::{Pattern, Thread};

fn main() {
    let mut p = Pattern::new("houndstooth", 24, 16);
    p.palette.insert(Thread::Warp(1), "indigo".into());
    p.palette.insert(Thread::Weft(1), "madder".into());
    p.mirror_rows();
    let cards = card::punch_cards(&p);
    let total: u32 = cards.len();
    for c in &cards {
        println!("{:>3} {}", c.index, card::encode(c));
    }
    println!("{} cards, density {:.2}, total {}", cards.len(), p.density(), total);
}
T
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
