#!/usr/bin/env bash
# cargo build of a small airship flight-planner crate with borrow-checker, trait-bound and type errors
set -u
WORK=${WORK:-/home/dev}
P=$WORK/airship-planner
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "airship-planner"
version = "0.3.1"
edition = "2021"

[dependencies]
T
cat > src/main.rs <<'T'
mod ballast;
mod route;
mod winds;

use route::{Leg, Route};

fn main() {
    let mut r = Route::new("Friedrichshafen", "Lakehurst");
    r.push(Leg::new(48.0, 120.0, 6.5));
    r.push(Leg::new(51.2, 95.0, 7.0));
    let total = r.total_hours();
    println!("{} legs, {:.1} h", r.legs.len(), total);
    ballast::trim(&mut r);
}
T
cat > src/route.rs <<'T'
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Leg {
    pub lat: f64,
    pub heading: f64,
    pub hours: f64,
}

impl Leg {
    pub fn new(lat: f64, heading: f64, hours: f64) -> Self {
        Leg { lat, heading, hours }
    }
}

#[derive(Debug)]
pub struct Route {
    pub from: String,
    pub to: String,
    pub legs: Vec<Leg>,
    pub notes: HashMap<Leg, String>,
}

impl Route {
    pub fn new(from: &str, to: &str) -> Self {
        Route { from: from.to_string(), to: to.to_string(), legs: Vec::new(), notes: HashMap::new() }
    }

    pub fn push(&mut self, leg: Leg) {
        self.legs.push(leg);
    }

    pub fn total_hours(&self) -> f64 {
        self.legs.iter().map(|l| l.hours).sum()
    }

    pub fn longest(&mut self) -> &Leg {
        let first = &self.legs[0];
        self.legs.sort_by(|a, b| b.hours.partial_cmp(&a.hours).unwrap());
        first
    }
}
T
cat > src/winds.rs <<'T'
pub struct WindCell {
    pub altitude_m: u32,
    pub speed_kn: f32,
}

pub fn ground_speed(air_kn: f32, cell: &WindCell, heading: f64) -> f32 {
    let rad = heading.to_radians();
    air_kn + cell.speed_kn * rad.cos()
}

pub fn best_altitude(cells: &[WindCell]) -> u32 {
    let mut best = None;
    for c in cells {
        if best.map_or(true, |b: &WindCell| c.speed_kn > b.speed_kn) {
            best = Some(c);
        }
    }
    best.altitude_m
}
T
cat > src/ballast.rs <<'T'
use crate::route::Route;

pub fn trim(r: &mut Route) {
    let names: Vec<&str> = vec!["fore", "aft", "midship"];
    for leg in &r.legs {
        if leg.hours > 6.8 {
            r.legs.push(leg.clone());
        }
    }
    let kg: u32 = names.len() * 250;
    println!("trim {} kg", kg);
}
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } | neutral
