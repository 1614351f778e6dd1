#!/bin/bash
# cargo build of a small fleece-grading crate with three compile errors
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cargo-build-alpaca.txt
P=$WORK/fleecegrade
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "fleecegrade"
version = "0.4.2"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod grade;
pub mod shearing;
pub mod report;
EOF
cat > src/grade.rs <<'EOF'
#[derive(Debug, Clone, PartialEq)]
pub enum Grade {
    Royal,
    Baby,
    Superfine,
    Fine,
    Medium,
    Coarse,
}

pub fn grade_for_micron(micron: f32) -> Grade {
    match micron {
        m if m < 18.0 => Grade::Royal,
        m if m < 20.0 => Grade::Baby,
        m if m < 23.0 => Grade::Superfine,
        m if m < 26.5 => Grade::Fine,
        m if m < 29.0 => Grade::Medium,
        _ => Grade::Coarse,
    }
}
EOF
cat > src/shearing.rs <<'EOF'
use crate::grade::{grade_for_micron, Grade};

#[derive(Debug)]
pub struct Fleece {
    pub animal_id: u32,
    pub weight_grams: u32,
    pub micron: f32,
    pub grade: Option<Grade>,
}

pub struct ShearingDay {
    pub farm: String,
    pub fleeces: Vec<Fleece>,
}

impl ShearingDay {
    pub fn new(farm: &str) -> Self {
        ShearingDay { farm: farm.to_string(), fleeces: Vec::new() }
    }

    pub fn add(&mut self, animal_id: u32, weight_grams: u32, micron: f32) {
        self.fleeces.push(Fleece { animal_id, weight_grams, micron, grade: None });
    }

    pub fn grade_all(&mut self) {
        for fleece in self.fleeces.iter_mut() {
            fleece.grade = Some(grade_for_micron(fleece.micron));
        }
    }

    pub fn heaviest(&mut self) -> Option<&Fleece> {
        let first = self.fleeces.first();
        for f in &self.fleeces {
            if f.weight_grams == 0 {
                self.fleeces.retain(|x| x.weight_grams > 0);
            }
        }
        first
    }

    pub fn total_weight_kg(&self) -> f32 {
        let grams: u32 = self.fleeces.iter().map(|f| f.weight_grams).sum();
        grams / 1000
    }
}
EOF
cat > src/report.rs <<'EOF'
use std::collections::HashMap;
use crate::grade::Grade;
use crate::shearing::ShearingDay;

pub fn weight_by_grade(day: &ShearingDay) -> HashMap<Grade, u32> {
    let mut totals = HashMap::new();
    for f in &day.fleeces {
        if let Some(g) = &f.grade {
            *totals.entry(g.clone()).or_insert(0) += f.weight_grams;
        }
    }
    totals
}

pub fn summary(day: &ShearingDay) -> String {
    let mut out = format!("Farm: {}\n", day.farm);
    for (grade, grams) in weight_by_grade(day) {
        out.push_str(&format!("  {:?}: {} g\n", grade, grams));
    }
    out
}
EOF
{
  echo '$ cargo build'
  cargo build 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
