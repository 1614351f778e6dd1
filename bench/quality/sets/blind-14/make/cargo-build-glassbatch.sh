#!/usr/bin/env bash
# cargo build of a glass-batch recipe calculator with type, borrow and trait errors.
# Output: outputs/cargo-build-glassbatch.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/glassbatch
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/Cargo.toml" <<'T'
[package]
name = "glassbatch"
version = "0.3.0"
edition = "2021"

[dependencies]
T
cat > "$P/src/oxide.rs" <<'T'
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Oxide {
    SiO2,
    Na2O,
    CaO,
    K2O,
    B2O3,
    Al2O3,
    PbO,
}

#[derive(Debug, Clone)]
pub struct Material {
    pub name: String,
    /// weight fraction of each oxide after melting
    pub yields: Vec<(Oxide, f64)>,
    pub price_per_kg: f64,
}

pub fn catalogue() -> Vec<Material> {
    vec![
        Material { name: "silica sand".into(), yields: vec![(Oxide::SiO2, 0.995)], price_per_kg: 0.21 },
        Material { name: "soda ash".into(), yields: vec![(Oxide::Na2O, 0.585)], price_per_kg: 0.48 },
        Material { name: "whiting".into(), yields: vec![(Oxide::CaO, 0.560)], price_per_kg: 0.30 },
        Material { name: "potash".into(), yields: vec![(Oxide::K2O, 0.681)], price_per_kg: 1.90 },
        Material { name: "borax".into(), yields: vec![(Oxide::Na2O, 0.163), (Oxide::B2O3, 0.365)], price_per_kg: 1.10 },
        Material { name: "alumina hydrate".into(), yields: vec![(Oxide::Al2O3, 0.654)], price_per_kg: 0.95 },
    ]
}

pub fn index_by_oxide(mats: &[Material]) -> HashMap<Oxide, Vec<&Material>> {
    let mut map = HashMap::new();
    for m in mats {
        for (ox, _) in &m.yields {
            map.entry(ox.clone()).or_insert_with(Vec::new).push(m);
        }
    }
    map
}
T
cat > "$P/src/recipe.rs" <<'T'
use crate::oxide::{Material, Oxide};

pub struct Target {
    pub oxide: Oxide,
    pub percent: f64,
}

pub struct BatchLine {
    pub material: Material,
    pub kg: f64,
}

pub struct Batch {
    pub lines: Vec<BatchLine>,
    pub melt_kg: f64,
}

impl Batch {
    pub fn total_kg(&self) -> f64 {
        self.lines.iter().map(|l| l.kg).sum()
    }

    pub fn cost(&self) -> f64 {
        self.lines.iter().map(|l| l.kg * l.material.price_per_kg).sum()
    }

    pub fn heaviest(&self) -> Option<&BatchLine> {
        self.lines.iter().max_by(|a, b| a.kg.partial_cmp(&b.kg).unwrap())
    }
}

pub fn solve(targets: &[Target], mats: Vec<Material>, melt_kg: f64) -> Batch {
    let mut lines = Vec::new();
    for t in targets {
        let source = mats.iter().find(|m| m.yields.iter().any(|(o, _)| *o == t.oxide));
        let m = match source {
            Some(m) => m,
            None => continue,
        };
        let frac = m.yields.iter().find(|(o, _)| *o == t.oxide).unwrap().1;
        let kg = melt_kg * t.percent / 100 / frac;
        lines.push(BatchLine { material: m, kg });
    }
    let batch = Batch { lines, melt_kg };
    drop(mats);
    let summary = describe(batch);
    println!("{}", summary);
    batch
}

fn describe(batch: Batch) -> String {
    format!("{} lines, {:.2} kg", batch.lines.len(), batch.total_kg())
}
T
cat > "$P/src/main.rs" <<'T'
mod oxide;
mod recipe;

use oxide::{catalogue, index_by_oxide, Oxide};
use recipe::{solve, Target};

fn main() {
    let soda_lime = vec![
        Target { oxide: Oxide::SiO2, percent: 72.0 },
        Target { oxide: Oxide::Na2O, percent: 14.0 },
        Target { oxide: Oxide::CaO, percent: 10.0 },
        Target { oxide: Oxide::Al2O3, percent: 2.0 },
    ];
    let mats = catalogue();
    let by_oxide = index_by_oxide(&mats);
    println!("{} oxides sourced", by_oxide.len());
    let batch = solve(&soda_lime, mats, 25.0);
    let cullet_ratio = 0.3;
    println!("batch for 25 kg melt: {:.2} kg raw, cost {:.2}", batch.total_kg(), batch.cost());
}
T
cd "$P" && {
  capture cargo build
} 2>&1 | neutral > "$SETDIR/outputs/cargo-build-glassbatch.txt"
