#!/usr/bin/env bash
# d-cargo-build-saltmarsh: `cargo build` of a salt-marsh vegetation survey crate
# with borrow-checker, trait-bound and type-mismatch errors.
WORK=${WORK:-/home/dev}
P=$WORK/saltmarsh
rm -rf "$P"; mkdir -p "$P/src"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Cargo.toml <<'T'
[package]
name = "saltmarsh"
version = "0.3.0"
edition = "2021"

[dependencies]
T

cat > src/main.rs <<'T'
mod quadrat;
mod species;
mod tides;
mod transect;

use std::collections::HashMap;
use std::fmt::Write as _;

use quadrat::Quadrat;
use species::Species;
use transect::Transect;

fn main() {
    let mut t = Transect::new("SM-North", 240.0);
    t.add(Quadrat::new(0, 1.2, vec![(Species::Salicornia, 35.0), (Species::Spartina, 40.0)]));
    t.add(Quadrat::new(20, 1.5, vec![(Species::Puccinellia, 55.0)]));
    t.add(Quadrat::new(40, 1.9, vec![(Species::Atriplex, 20.0), (Species::Limonium, 12.5)]));

    let cover = t.mean_cover();
    let mut by_zone: HashMap<tides::Zone, Vec<&Quadrat>> = HashMap::new();
    for q in t.quadrats() {
        by_zone.entry(tides::zone_for(q.elevation)).or_default().push(q);
    }
    println!("{} quadrats, {} zones, {:?}", t.len(), by_zone.len(), cover);
}
T

cat > src/species.rs <<'T'
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Species {
    Salicornia,
    Spartina,
    Puccinellia,
    Atriplex,
    Limonium,
}

impl Species {
    pub fn latin(&self) -> &'static str {
        match self {
            Species::Salicornia => "Salicornia europaea",
            Species::Spartina => "Spartina anglica",
            Species::Puccinellia => "Puccinellia maritima",
            Species::Atriplex => "Atriplex portulacoides",
            Species::Limonium => "Limonium vulgare",
        }
    }

    pub fn is_pioneer(&self) -> bool {
        matches!(self, Species::Salicornia | Species::Spartina)
    }
}
T

cat > src/quadrat.rs <<'T'
use crate::species::Species;

#[derive(Debug, Clone)]
pub struct Quadrat {
    pub offset_m: u32,
    pub elevation: f64,
    pub cover: Vec<(Species, f64)>,
}

impl Quadrat {
    pub fn new(offset_m: u32, elevation: f64, cover: Vec<(Species, f64)>) -> Self {
        Quadrat { offset_m, elevation, cover }
    }

    pub fn total_cover(&self) -> f32 {
        self.cover.iter().map(|(_, c)| c).sum()
    }

    pub fn dominant(&self) -> Option<Species> {
        let mut sorted = self.cover.clone();
        sorted.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
        sorted.first().map(|(s, _)| *s)
    }

    pub fn pioneer_share(&self) -> f64 {
        let pioneers: f64 = self
            .cover
            .iter()
            .filter(|(s, _)| s.is_pioneer())
            .map(|(_, c)| *c)
            .sum();
        pioneers / self.total_cover()
    }
}
T

cat > src/tides.rs <<'T'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Zone {
    Pioneer,
    LowMarsh,
    MidMarsh,
    HighMarsh,
}

pub const MHWN: f64 = 1.35;
pub const MHWS: f64 = 1.80;

pub fn zone_for(elevation: f64) -> Zone {
    if elevation < MHWN - 0.3 {
        Zone::Pioneer
    } else if elevation < MHWN {
        Zone::LowMarsh
    } else if elevation < MHWS {
        Zone::MidMarsh
    } else {
        Zone::HighMarsh
    }
}

pub fn inundations_per_year(elevation: f64) -> u32 {
    match zone_for(elevation) {
        Zone::Pioneer => 600,
        Zone::LowMarsh => 360,
        Zone::MidMarsh => 150,
        Zone::HighMarsh => 20,
    }
}
T

cat > src/transect.rs <<'T'
use crate::quadrat::Quadrat;
use crate::species::Species;
use std::collections::BTreeMap;

pub struct Transect {
    name: String,
    length_m: f64,
    quadrats: Vec<Quadrat>,
}

impl Transect {
    pub fn new(name: &str, length_m: f64) -> Self {
        Transect { name: name.to_string(), length_m, quadrats: Vec::new() }
    }

    pub fn add(&mut self, q: Quadrat) {
        self.quadrats.push(q);
    }

    pub fn len(&self) -> usize {
        self.quadrats.len()
    }

    pub fn quadrats(&self) -> impl Iterator<Item = &Quadrat> {
        self.quadrats.iter()
    }

    pub fn mean_cover(&self) -> BTreeMap<Species, f64> {
        let mut sums: BTreeMap<Species, f64> = BTreeMap::new();
        for q in &self.quadrats {
            for (s, c) in &q.cover {
                *sums.entry(*s).or_insert(0.0) += c;
            }
        }
        let n = self.quadrats.len() as f64;
        for v in sums.values_mut() {
            *v /= n;
        }
        sums
    }

    pub fn drop_bare(&mut self) {
        for q in self.quadrats.iter() {
            if q.cover.is_empty() {
                self.quadrats.retain(|other| other.offset_m != q.offset_m);
            }
        }
    }

    pub fn report(self) -> String {
        let title = self.name;
        let summary = format!("{} ({} m, {} quadrats)", self.name, self.length_m, self.quadrats.len());
        format!("{title}\n{summary}")
    }
}
T

{
  echo '$ cargo build'
  cargo build 2>&1; echo "exit status: $?"
} | neutral
