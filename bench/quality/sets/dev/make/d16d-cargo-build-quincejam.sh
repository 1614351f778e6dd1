#!/usr/bin/env bash
# cargo build of a small jam-batch planner with borrow, trait-bound and type errors
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/quincejam
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "quincejam"
version = "0.4.2"
edition = "2021"

[dependencies]
T
cat > src/fruit.rs <<'T'
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Fruit {
    Quince,
    Crabapple,
    Damson,
    Medlar,
}

#[derive(Debug)]
pub struct Harvest {
    pub fruit: Fruit,
    pub kilos: f32,
    pub pectin_index: u8,
}

pub fn by_fruit(harvests: &[Harvest]) -> HashMap<Fruit, f32> {
    let mut totals = HashMap::new();
    for h in harvests {
        *totals.entry(h.fruit.clone()).or_insert(0.0) += h.kilos;
    }
    totals
}

pub fn pectin_ok(h: &Harvest) -> bool {
    h.pectin_index >= 3
}
T
cat > src/batch.rs <<'T'
use crate::fruit::{Fruit, Harvest};

#[derive(Debug)]
pub struct Batch {
    pub id: u32,
    pub sugar_grams: u32,
    pub fruit_grams: u32,
    pub jars: Vec<Jar>,
}

#[derive(Debug, Clone)]
pub struct Jar {
    pub label: String,
    pub ml: u16,
}

impl Batch {
    pub fn new(id: u32) -> Self {
        Batch { id, sugar_grams: 0, fruit_grams: 0, jars: Vec::new() }
    }

    pub fn sugar_ratio(&self) -> f32 {
        self.sugar_grams as f32 / self.fruit_grams as f32
    }

    pub fn add_fruit(&mut self, h: &Harvest) {
        self.fruit_grams += (h.kilos * 1000.0) as u32;
    }

    pub fn fill(&mut self, ml_each: u16) -> usize {
        let total_ml = (self.fruit_grams + self.sugar_grams) * 0.8;
        let n = total_ml / ml_each as u32;
        for i in 0..n {
            self.jars.push(Jar { label: format!("B{}-{}", self.id, i), ml: ml_each });
        }
        n
    }

    pub fn relabel(&mut self, prefix: &str) {
        let first = &self.jars[0];
        for jar in self.jars.iter_mut() {
            jar.label = format!("{}{}", prefix, jar.label);
        }
        println!("first was {}", first.label);
    }
}

pub fn best_batch<'a>(batches: &'a [Batch]) -> Option<&'a Batch> {
    batches.iter().max_by(|a, b| a.sugar_ratio().cmp(&b.sugar_ratio()))
}

pub fn set_seed(fruit: Fruit) -> u8 {
    match fruit {
        Fruit::Quince => 4,
        Fruit::Crabapple => 5,
        Fruit::Damson => 2,
    }
}
T
cat > src/main.rs <<'T'
mod batch;
mod fruit;

use batch::Batch;
use fruit::{Fruit, Harvest};

fn main() {
    let harvests = vec![
        Harvest { fruit: Fruit::Quince, kilos: 6.5, pectin_index: 4 },
        Harvest { fruit: Fruit::Damson, kilos: 3.2, pectin_index: 2 },
        Harvest { fruit: Fruit::Medlar, kilos: 1.1, pectin_index: 3 },
    ];
    let totals = fruit::by_fruit(&harvests);
    println!("{:?}", totals);

    let mut batches = Vec::new();
    for (i, h) in harvests.into_iter().enumerate() {
        let mut b = Batch::new(i as u32);
        b.add_fruit(&h);
        b.sugar_grams = 650;
        batches.push(b);
        if fruit::pectin_ok(&h) {
            println!("batch {} sets without added pectin", b.id);
        }
    }
    let count: u32 = batches.iter_mut().map(|b| b.fill(340)).sum();
    println!("{} jars", count);
}
T
run cargo build | neutral
