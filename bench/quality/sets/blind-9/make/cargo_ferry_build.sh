#!/bin/bash
# Ferry ticket allocator: cargo build with type and borrow errors (no dependencies).
P=${WORK:-/home/dev}/ferry-alloc
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "ferry-alloc"
version = "0.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod crew;
mod deck;
mod fares;
mod manifest;
mod weather;

use deck::{Deck, VehicleClass};
use manifest::Manifest;

fn main() {
    let mut deck = Deck::new("MV Skerry", 42.0, 3);
    let mut manifest = Manifest::default();
    let bookings = vec![
        ("HX-221", VehicleClass::Car, 4.6),
        ("HX-222", VehicleClass::Van, 6.1),
        ("HX-223", VehicleClass::Motorbike, 2.2),
        ("HX-224", VehicleClass::Lorry, 12.5),
    ];
    for (reg, class, len) in bookings {
        match deck.place(reg, class, len) {
            Some(lane) => manifest.add(reg, lane, fares::fare_for(class, len)),
            None => println!("{reg}: no space"),
        }
    }
    println!("{}", manifest.summary());
}
EOF
cat > src/deck.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum VehicleClass {
    Motorbike,
    Car,
    Van,
    Lorry,
}

#[derive(Debug)]
pub struct Lane {
    pub index: usize,
    pub used_m: f64,
    pub vehicles: Vec<String>,
    pub heavy: bool,
}

pub struct Deck {
    pub name: String,
    pub lane_length_m: f64,
    pub lanes: Vec<Lane>,
}

impl Deck {
    pub fn new(name: &str, lane_length_m: f64, lanes: usize) -> Self {
        let lanes = (0..lanes)
            .map(|i| Lane { index: i, used_m: 0.0, vehicles: Vec::new(), heavy: i == 0 })
            .collect();
        Deck { name: name.to_string(), lane_length_m, lanes }
    }

    fn gap_for(class: VehicleClass) -> f64 {
        match class {
            VehicleClass::Motorbike => 0.5,
            VehicleClass::Car | VehicleClass::Van => 0.8,
            VehicleClass::Lorry => 1.5,
        }
    }

    pub fn free_in(&self, lane: usize) -> f64 {
        self.lane_length_m - self.lanes[lane].used_m
    }

    pub fn place(&mut self, reg: &str, class: VehicleClass, len: f64) -> Option<usize> {
        let need = len + Self::gap_for(class);
        for lane in self.lanes.iter_mut() {
            if class == VehicleClass::Lorry && !lane.heavy {
                continue;
            }
            if self.free_in(lane.index) >= need {
                lane.used_m += need;
                lane.vehicles.push(reg);
                return Some(lane.index);
            }
        }
        None
    }

    pub fn heaviest_lane(&self) -> &Lane {
        let mut best = &self.lanes[0];
        for lane in &self.lanes {
            if lane.used_m > best.used_m {
                best = lane;
            }
        }
        best
    }

    pub fn unused_helper(&self) -> usize {
        let total = self.lanes.len();
        total
    }
}
EOF
cat > src/fares.rs <<'EOF'
use crate::deck::VehicleClass;

const BASE_PENCE: u32 = 1850;

pub fn fare_for(class: VehicleClass, len: f64) -> u32 {
    let per_metre = match class {
        VehicleClass::Motorbike => 300,
        VehicleClass::Car => 420,
        VehicleClass::Van => 510,
        VehicleClass::Lorry => 780,
    };
    let metres = len.ceil();
    BASE_PENCE + per_metre * metres
}

pub fn with_concession(fare: u32, islander: bool) -> u32 {
    if islander {
        fare * 60 / 100
    }
}

pub fn format_pence(p: u32) -> String {
    format!("£{}.{:02}", p / 100, p % 100)
}
EOF
cat > src/manifest.rs <<'EOF'
use std::collections::HashMap;
use crate::fares::format_pence;

#[derive(Default)]
pub struct Manifest {
    entries: Vec<(String, usize, u32)>,
    by_lane: HashMap<usize, Vec<String>>,
}

impl Manifest {
    pub fn add(&mut self, reg: &str, lane: usize, fare: u32) {
        let reg = reg.to_string();
        self.entries.push((reg, lane, fare));
        self.by_lane.entry(lane).or_default().push(reg);
    }

    pub fn total(&self) -> u32 {
        self.entries.iter().map(|e| e.2).sum()
    }

    pub fn summary(&self) -> String {
        let mut out = String::new();
        for (reg, lane, fare) in &self.entries {
            out.push_str(&format!("{reg:>8} lane {lane} {}\n", format_pence(*fare)));
        }
        out.push_str(&format!("total {}", format_pence(self.total())));
        out
    }

    pub fn lane_count(&self, lane: usize) -> usize {
        let list = self.by_lane.get(&lane);
        list.len()
    }
}
EOF
cat > src/weather.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum SeaState {
    Calm,
    Moderate,
    Rough,
    VeryRough,
}

pub struct Forecast {
    pub wind_knots: u32,
    pub swell_m: f32,
}

impl Forecast {
    pub fn sea_state(&self) -> SeaState {
        match (self.wind_knots, self.swell_m) {
            (w, _) if w >= 34 => SeaState::VeryRough,
            (w, s) if w >= 22 || s > 2.5 => SeaState::Rough,
            (w, s) if w >= 11 || s > 1.25 => SeaState::Moderate,
            _ => SeaState::Calm,
        }
    }

    pub fn sailing_allowed(&self, max: SeaState) -> bool {
        let state = self.sea_state();
        state <= max
    }

    pub fn lorries_allowed(&self) -> bool {
        self.sea_state() < SeaState::Rough && self.swell_m < MAX_LORRY_SWELL
    }
}
EOF
cat > src/crew.rs <<'EOF'
use std::collections::HashMap;

pub struct CrewMember {
    pub name: String,
    pub role: Role,
    pub hours_this_week: f32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    Master,
    Mate,
    Engineer,
    Deckhand,
}

pub fn minimum_crew(passengers: u32) -> HashMap<Role, u32> {
    let mut need = HashMap::new();
    need.insert(Role::Master, 1);
    need.insert(Role::Engineer, 1);
    need.insert(Role::Deckhand, if passengers > 120 { 3 } else { 2 });
    need
}

pub fn rested(crew: &[CrewMember], limit: f32) -> Vec<&CrewMember> {
    crew.iter().filter(|c| c.hours_this_week < limit).collect()
}

pub fn roster_ok(crew: &[CrewMember], passengers: u32) -> bool {
    let need = minimum_crew(passengers, true);
    for (role, n) in need {
        let have = crew.iter().filter(|c| c.role == role).count();
        if have < n {
            return false;
        }
    }
    true
}

pub fn master_name(crew: &[CrewMember]) -> &str {
    crew.iter().find(|c| c.role == Role::Master).map(|c| c.name).unwrap_or("none")
}

pub fn total_hours(crew: &Vec<CrewMember>) -> f32 {
    let unused = crew.len();
    crew.iter().map(|c| c.hours_this_week).sum()
}

pub fn weekly_report(crew: &[CrewMember]) -> String {
    crew.iter().map(|c| c.name.to_uppercase()).collect::<Vec<_>>().join_with(", ")
}
EOF
cargo build 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
