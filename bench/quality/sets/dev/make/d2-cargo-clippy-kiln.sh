#!/usr/bin/env bash
# d2-cargo-clippy-kiln: pottery-kiln firing scheduler crate; cargo clippy with many lint warnings and one deny-level error.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/kilnctl
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "kilnctl"
version = "0.4.0"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod firing;
mod thermo;

use firing::{Schedule, Segment};

fn main() {
    let cone6 = Schedule::glaze_cone6();
    let total = cone6.total_minutes();
    println!("{} segments, {} min", cone6.segments.len(), total);
    let mut readings: Vec<f64> = Vec::new();
    for i in 0..10 {
        readings.push(thermo::read_type_k(i as f64 * 1.7).unwrap());
    }
    if readings.len() == 0 {
        return;
    }
    let peak = readings.iter().cloned().fold(f64::MIN, f64::max);
    println!("peak {}", peak);
    let seg = Segment { rate_c_per_h: 100.0, target_c: 600.0, hold_min: 0 };
    println!("{:?}", seg.clone());
}
EOF
cat > src/firing.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Segment {
    pub rate_c_per_h: f64,
    pub target_c: f64,
    pub hold_min: u32,
}

pub struct Schedule {
    pub name: String,
    pub segments: Vec<Segment>,
    pub start_c: f64,
}

impl Schedule {
    pub fn new(name: &String, start_c: f64) -> Schedule {
        return Schedule { name: name.clone(), segments: vec![], start_c: start_c };
    }

    pub fn glaze_cone6() -> Schedule {
        let mut s = Schedule::new(&"cone 6 glaze".to_string(), 20.0);
        s.segments.push(Segment { rate_c_per_h: 80.0, target_c: 220.0, hold_min: 0 });
        s.segments.push(Segment { rate_c_per_h: 200.0, target_c: 1100.0, hold_min: 0 });
        s.segments.push(Segment { rate_c_per_h: 60.0, target_c: 1222.0, hold_min: 10 });
        s
    }

    pub fn total_minutes(&self) -> u32 {
        let mut total = 0;
        let mut from = self.start_c;
        for i in 0..self.segments.len() {
            let seg = &self.segments[i];
            let minutes = ((seg.target_c - from).abs() / seg.rate_c_per_h * 60.0) as u32;
            total = total + minutes + seg.hold_min;
            from = seg.target_c;
        }
        total
    }

    pub fn is_at_target(&self, temp: f64, seg: &Segment) -> bool {
        temp == seg.target_c
    }

    pub fn peak(&self) -> Option<&Segment> {
        if self.segments.is_empty() == true {
            return None;
        }
        self.segments.iter().max_by(|a, b| a.target_c.partial_cmp(&b.target_c).unwrap())
    }

    pub fn describe(&self) -> String {
        let mut out = String::new();
        out.push_str(&format!("{}\n", self.name));
        for seg in self.segments.iter() {
            out.push_str(&format!("{}", format!("{} C/h to {} C, hold {}\n", seg.rate_c_per_h, seg.target_c, seg.hold_min)));
        }
        out
    }
}
EOF
cat > src/thermo.rs <<'EOF'
/// Convert a type-K thermocouple voltage (mV) to degrees C, crude polynomial.
pub fn read_type_k(mv: f64) -> Result<f64, String> {
    if mv < 0.0 || mv > 54.886 {
        return Err(format!("out of range: {} mV", mv));
    }
    let c = 25.08355 * mv + 7.860106e-2 * mv.powi(2) - 2.503131e-1 * mv.powi(3);
    Ok(c)
}

pub fn average(xs: &Vec<f64>) -> f64 {
    let mut sum = 0.0;
    let mut n = 0;
    for x in xs {
        sum += x;
        n += 1;
    }
    sum / n as f64
}

pub fn cone_from_temp(c: f64) -> &'static str {
    let pi = 3.14159;
    let _unused = pi * 2.0;
    match c as i64 {
        0..=1100 => "below cone 04",
        1101..=1190 => "cone 04 to cone 5",
        1191..=1240 => "cone 6",
        _ => "above cone 6",
    }
}
EOF
cargo clippy 2>&1 | neutral
