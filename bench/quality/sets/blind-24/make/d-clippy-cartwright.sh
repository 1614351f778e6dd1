#!/bin/bash
# cargo clippy of a wheelwright/cartwright spoke-and-felloe calculator: a batch of clippy lints,
# rustc warnings and one deny-level lint that fails the build
. "$(dirname "$0")/d-lib.sh"
proj cartwright
cargo init --lib --name spokewheel -q .
cat > src/lib.rs <<'RS'
#![deny(clippy::float_cmp)]
pub mod felloe;
pub mod spoke;
pub mod tyre;
RS
cat > src/spoke.rs <<'RS'
use std::f64::consts::PI;

#[derive(Debug, Clone)]
pub struct Spoke { pub length_mm: f64, pub tenon_mm: f64, pub timber: String }

pub fn spoke_count(diameter_mm: f64) -> usize {
    if diameter_mm < 900.0 { return 10; }
    else if diameter_mm < 1300.0 { return 12; }
    else { return 14; }
}

pub fn dish_angle(dish_mm: f64, spoke_len: f64) -> f64 {
    let ratio = dish_mm / spoke_len;
    return ratio.atan() * 180.0 / PI;
}

pub fn total_timber(spokes: &Vec<Spoke>) -> f64 {
    let mut total = 0.0;
    for i in 0..spokes.len() {
        total = total + spokes[i].length_mm + spokes[i].tenon_mm * 2.0;
    }
    total
}

pub fn is_oak(s: &Spoke) -> bool {
    s.timber.to_string() == "oak".to_string()
}
RS
cat > src/felloe.rs <<'RS'
pub struct Felloe { pub arc_deg: f64, pub depth_mm: u32, pub width_mm: u32 }

pub fn felloes_for(spokes: usize) -> usize { spokes / 2 }

pub fn arc_for(count: usize) -> f64 { 360.0 / count as f64 }

pub fn check_segments(f: &[Felloe]) -> bool {
    let sum: f64 = f.iter().map(|x| x.arc_deg).sum();
    sum == 360.0
}

pub fn heaviest(f: &[Felloe]) -> Option<&Felloe> {
    let mut best: Option<&Felloe> = None;
    for x in f {
        if best.is_none() || x.depth_mm * x.width_mm > best.unwrap().depth_mm * best.unwrap().width_mm {
            best = Some(x);
        }
    }
    best
}
RS
cat > src/tyre.rs <<'RS'
/// iron tyre length: wheel circumference minus shrink allowance
pub fn tyre_length(wheel_diameter_mm: f64, tyre_thickness_mm: f64) -> f64 {
    let c = std::f64::consts::PI * (wheel_diameter_mm + tyre_thickness_mm);
    let shrink = c * 0.0125;
    let unused_margin = 3.0;
    c - shrink
}

pub fn weld_ok(gap_mm: f64) -> bool {
    if gap_mm <= 0.5 { true } else { false }
}

pub fn heat_colour(temp_c: u32) -> &'static str {
    match temp_c {
        0..=499 => "black",
        500..=699 => "dull red",
        700..=899 => "cherry red",
        _ => "orange",
    }
}
RS
cargo clippy -q >/dev/null 2>&1
capture d-clippy-cartwright 'cargo clippy --all-targets'
