#!/bin/bash
# cargo clippy on a seabird burrow-census crate (warnings only)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-clippy-puffincensus.txt
P=$WORK/burrowcount
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "burrowcount"
version = "0.9.1"
edition = "2021"
EOF
cat > src/main.rs <<'EOF'
mod plot;
mod tally;

use plot::Plot;

fn main() {
    let mut plots: Vec<Plot> = Vec::new();
    plots.push(Plot::new("north-slope", 12.5));
    plots.push(Plot::new("cliff-top", 8.0));
    plots.push(Plot::new("rabbit-warren", 20.0));
    let total = tally::total_burrows(&plots);
    println!("total burrows: {}", total);
    if plots.len() == 0 {
        return;
    }
    let density = tally::mean_density(&plots);
    println!("mean density: {:.2}/m2", density);
}
EOF
cat > src/plot.rs <<'EOF'
#[derive(Debug, Clone)]
pub struct Plot {
    pub name: String,
    pub area_m2: f64,
    pub occupied: u32,
    pub empty: u32,
    pub uncertain: u32,
}

impl Plot {
    pub fn new(name: &str, area_m2: f64) -> Plot {
        return Plot { name: name.to_string(), area_m2: area_m2, occupied: 0, empty: 0, uncertain: 0 };
    }

    pub fn record(&mut self, code: &str) {
        match code {
            "O" => self.occupied = self.occupied + 1,
            "E" => self.empty += 1,
            _ => self.uncertain += 1,
        }
    }

    pub fn is_surveyed(&self) -> bool {
        if self.occupied + self.empty + self.uncertain > 0 { true } else { false }
    }
}
EOF
cat > src/tally.rs <<'EOF'
use crate::plot::Plot;

pub fn total_burrows(plots: &Vec<Plot>) -> u32 {
    let mut total = 0;
    for i in 0..plots.len() {
        total += plots[i].occupied + plots[i].empty + plots[i].uncertain;
    }
    total
}

pub fn mean_density(plots: &[Plot]) -> f64 {
    let names: Vec<String> = plots.iter().map(|p| p.name.clone()).collect();
    let _ = names.iter().count();
    let sum: f64 = plots.iter().map(|p| p.occupied as f64 / p.area_m2).sum();
    sum / plots.len() as f64
}

pub fn occupancy_rate(p: &Plot) -> f64 {
    let checked = p.occupied + p.empty;
    if checked == 0 { return 0.0; }
    p.occupied as f64 / checked as f64
}
EOF
{
  echo '$ cargo clippy'
  cargo clippy 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
