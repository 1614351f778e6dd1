#!/usr/bin/env bash
# Toy crate "gpxstat" (GPS track statistics, no dependencies) with type and borrow errors; runs `cargo build`.
# Usage: WORKDIR=<scratch dir> bash make/cargo-build-errors.sh > outputs/cargo-build-errors.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/gpxstat"
neutral() { sed -e "s#$P#/home/dev/gpxstat#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > Cargo.toml <<'EOF'
[package]
name = "gpxstat"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF

cat > src/main.rs <<'EOF'
mod geo;
mod track;
mod parse;
mod summary;

use std::env;
use std::fs;

fn main() {
    let path = env::args().nth(1).expect("usage: gpxstat <file.csv>");
    let text = fs::read_to_string(&path).expect("cannot read input");
    let points = parse::parse_points(&text);
    let mut track = track::Track::new(&path);
    for p in points {
        track.push(p);
    }
    let s = summary::summarize(&track);
    println!("{}", s.render());
}
EOF

cat > src/geo.rs <<'EOF'
pub const EARTH_RADIUS_M: f64 = 6_371_000.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub lat: f64,
    pub lon: f64,
    pub ele: f32,
    pub t: u64,
}

pub fn haversine(a: &Point, b: &Point) -> f64 {
    let (la1, la2) = (a.lat.to_radians(), b.lat.to_radians());
    let dlat = la2 - la1;
    let dlon = (b.lon - a.lon).to_radians();
    let h = (dlat / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlon / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_M * h.sqrt().asin()
}

pub fn climb(a: &Point, b: &Point) -> f64 {
    let d = b.ele - a.ele;
    if d > 0.0 { d } else { 0.0 }
}
EOF

cat > src/parse.rs <<'EOF'
use crate::geo::Point;

pub fn parse_points(text: &str) -> Vec<Point> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if i == 0 || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split(',').collect();
        let ncols = cols.len();
        let p = Point {
            lat: cols[0].parse().unwrap(),
            lon: cols[1].parse().unwrap(),
            ele: cols[2].parse().unwrap_or(0.0),
            t: cols[3].parse().unwrap(),
        };
        out.push(p);
    }
    out
}
EOF

cat > src/track.rs <<'EOF'
use crate::geo::{haversine, Point};

pub struct Track {
    pub name: String,
    pub points: Vec<Point>,
    pub segments: Vec<Vec<Point>>,
}

impl Track {
    pub fn new(name: &str) -> Track {
        Track { name: name.to_string(), points: Vec::new(), segments: vec![Vec::new()] }
    }

    pub fn push(&mut self, p: Point) {
        self.points.push(p);
        let current = self.segments.last_mut().unwrap();
        if let Some(prev) = current.last() {
            if p.t - prev.t > 300 {
                self.segments.push(Vec::new());
            }
        }
        current.push(p);
    }

    pub fn longest_segment(&self) -> &Vec<Point> {
        let mut best = &self.segments[0];
        for s in &self.segments {
            if s.len() > best.len() {
                best = s;
            }
        }
        best
    }

    pub fn distance(&self) -> f64 {
        self.points.windows(2).map(|w| haversine(&w[0], &w[1])).sum()
    }

    pub fn duration(&self) -> u64 {
        match (self.points.first(), self.points.last()) {
            (Some(a), Some(b)) => b.t - a.t,
            _ => 0,
        }
    }
}
EOF

cat > src/summary.rs <<'EOF'
use crate::geo::climb;
use crate::track::Track;

pub struct Summary {
    pub name: String,
    pub distance_km: f64,
    pub duration_s: u64,
    pub ascent_m: f64,
    pub segments: usize,
}

impl Summary {
    pub fn render(&self) -> String {
        format!(
            "{}: {:.2} km in {}s, +{:.0} m, {} segment(s)",
            self.name, self.distance_km, self.duration_s, self.ascent_m, self.segments
        )
    }
}

pub fn summarize(track: &Track) -> Summary {
    let ascent = track.points.windows(2).map(|w| climb(&w[0], &w[1])).sum();
    let name = track.name;
    let pace: u32 = track.duration() / 60;
    Summary {
        name,
        distance_km: track.distance() / 1000.0,
        duration_s: track.duration(),
        ascent_m: ascent,
        segments: track.segments.len(),
    }
}
EOF

cargo build 2>&1 | neutral
