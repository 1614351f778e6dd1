#!/usr/bin/env bash
# cargo build of an orienteering course planner that compiles, with many rustc
# warnings (one of them an ignored Result). Output: outputs/cargo-warnings-orienteering.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/controlpoint
rm -rf "$P"; mkdir -p "$P/src/legs" ; cd "$P"
export CARGO_TARGET_DIR="$P/target"

cat > Cargo.toml <<'X'
[package]
name = "controlpoint"
version = "0.9.4"
edition = "2021"

[dependencies]
X

cat > src/geo.rs <<'X'
use std::collections::HashMap;
use std::fmt::Debug;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point { pub x: f64, pub y: f64, pub z: f64 }

pub fn dist(a: Point, b: Point) -> f64 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

pub fn climb(a: Point, b: Point) -> f64 {
    let flat = dist(a, b);
    if b.z > a.z { b.z - a.z } else { 0.0 }
}

pub fn bearing(a: Point, b: Point) -> f64 {
    let deg = (b.x - a.x).atan2(b.y - a.y).to_degrees();
    if deg < 0.0 { deg + 360.0 } else { deg }
}

fn grid_ref(p: Point) -> String {
    format!("{:05.0}{:05.0}", p.x, p.y)
}

fn old_bearing(a: Point, b: Point) -> f64 {
    let mut d = bearing(a, b);
    d = d;
    d
}
X

for leg in sprint middle long relay night score; do
cat > src/legs/$leg.rs <<X
use std::collections::{BTreeMap, HashSet};
use crate::geo::{dist, climb, Point};

pub struct ${leg^}Leg {
    pub from: Point,
    pub to: Point,
    pub runnability: f64,
    pub notes: String,
}

impl ${leg^}Leg {
    pub fn length_m(&self) -> f64 {
        dist(self.from, self.to)
    }

    pub fn effort(&self) -> f64 {
        let c = climb(self.from, self.to);
        let penalty = 1.0;
        self.length_m() / self.runnability + 10.0 * c
    }

    fn debug_dump(&self) -> String {
        format!("{:?} -> {:?}", self.from, self.to)
    }
}

#[allow(dead_code)]
pub fn ${leg}_factor() -> f64 { 1.0 }

pub fn ${leg}_check(legs: &[${leg^}Leg]) -> usize {
    let mut count = 0;
    for (i, l) in legs.iter().enumerate() {
        if l.length_m() < 30.0 {
            count += 1;
        }
    }
    count
}
X
done

cat > src/legs/mod.rs <<'X'
pub mod sprint;
pub mod middle;
pub mod long;
pub mod relay;
pub mod night;
pub mod score;
X

cat > src/course.rs <<'X'
use std::fs::File;
use std::io::Write;

use crate::geo::{dist, Point};

pub struct Course {
    pub name: String,
    pub controls: Vec<(u16, Point)>,
    pub climb_m: f64,
}

impl Course {
    pub fn length_km(&self) -> f64 {
        self.controls.windows(2).map(|w| dist(w[0].1, w[1].1)).sum::<f64>() / 1000.0
    }

    pub fn save(&self, path: &str) -> std::io::Result<()> {
        let mut f = File::create(path)?;
        for (code, p) in &self.controls {
            writeln!(f, "{code} {:.0} {:.0}", p.x, p.y)?;
        }
        Ok(())
    }

    pub fn describe(&self) -> String {
        match self.controls.len() {
            0 => "empty".to_string(),
            n if n > 0 => format!("{} controls", n),
            1 => "start only".to_string(),
            _ => unreachable!(),
        }
    }
}

#[deprecated(note = "use Course::length_km")]
pub fn course_length(c: &Course) -> f64 {
    c.length_km() * 1000.0
}
X

cat > src/main.rs <<'X'
mod course;
mod geo;
mod legs;

use course::{course_length, Course};
use geo::Point;

fn main() {
    let c = Course {
        name: "M21E Long".into(),
        controls: vec![
            (100, Point { x: 0.0, y: 0.0, z: 120.0 }),
            (131, Point { x: 420.0, y: 610.0, z: 160.0 }),
            (145, Point { x: 980.0, y: 700.0, z: 145.0 }),
            (102, Point { x: 1300.0, y: 250.0, z: 130.0 }),
        ],
        climb_m: 85.0,
    };
    let unused_total = 0u32;
    println!("{}: {:.2} km, {}", c.name, c.length_km(), c.describe());
    c.save("m21e.course");
    println!("legacy length {}", course_length(&c));
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
