#!/usr/bin/env bash
# cargo test (RUST_BACKTRACE=1) of a toll-plaza tariff crate: ~2,000 generated tests, one panics, a few ignored.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/tollplaza
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "tollplaza"
version = "1.7.0"
edition = "2021"
[dependencies]
T
cat > src/lib.rs <<'T'
//! Toll plaza tariffs.
pub mod tariff;
pub mod axle;
T
cat > src/axle.rs <<'T'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Class { Motorcycle, Car, Van, TwoAxleTruck, ThreeAxleTruck, Heavy }

pub fn classify(axles: u8, height_cm: u32) -> Class {
    match (axles, height_cm) {
        (0..=1, _) => Class::Motorcycle,
        (2, h) if h < 190 => Class::Car,
        (2, h) if h < 260 => Class::Van,
        (2, _) => Class::TwoAxleTruck,
        (3, _) => Class::ThreeAxleTruck,
        _ => Class::Heavy,
    }
}
T
cat > src/tariff.rs <<'T'
use crate::axle::Class;

/// Base fare in cents for one plaza crossing.
///
/// ```
/// use tollplaza::{axle::Class, tariff::base_cents};
/// assert_eq!(base_cents(Class::Car), 350);
/// ```
pub fn base_cents(c: Class) -> u32 {
    match c {
        Class::Motorcycle => 180,
        Class::Car => 350,
        Class::Van => 520,
        Class::TwoAxleTruck => 910,
        Class::ThreeAxleTruck => 1240,
        Class::Heavy => 1675,
    }
}

/// Night discount applies 22:00-05:59, transponder discount 15 %.
pub fn fare_cents(c: Class, hour: u8, transponder: bool) -> u32 {
    let mut f = base_cents(c);
    if hour >= 22 || hour < 6 { f = f * 80 / 100; }
    if transponder { f = f * 85 / 100; }
    // frequent heavy users are capped
    if c == Class::Heavy && hour == 6 { f = f.min(1000); }
    f
}

pub fn round_to_nickel(cents: u32) -> u32 { (cents + 2) / 5 * 5 }
T
classes="Motorcycle Car Van TwoAxleTruck ThreeAxleTruck Heavy"
gen() {
  local file=$1 mod=$2
  {
    echo "use tollplaza::{axle::Class, tariff::*};"
    for c in $classes; do
      for h in $(seq 0 23); do
        for t in false true; do
          lc=$(echo "$c" | sed 's/\([A-Z]\)/_\1/g; s/^_//' | tr A-Z a-z)
          echo "#[test] fn ${mod}_${lc}_h${h}_${t}() { let f = fare_cents(Class::$c, $h, $t); assert!(f > 0 && f <= base_cents(Class::$c)); }"
        done
      done
    done
  } > "$file"
}
gen tests/fares_day_night.rs fare
{
  echo "use tollplaza::{axle::Class, tariff::*};"
  for c in $classes; do
    lc=$(echo "$c" | sed 's/\([A-Z]\)/_\1/g; s/^_//' | tr A-Z a-z)
    for h in $(seq 0 23); do
      echo "#[test] fn rounded_${lc}_h${h}() { let f = round_to_nickel(fare_cents(Class::$c, $h, true)); assert_eq!(f % 5, 0); }"
    done
  done
  cat <<'R'
#[test]
fn heavy_early_morning_cap_with_transponder() {
    let f = fare_cents(Class::Heavy, 5, true);
    assert_eq!(f, 1000, "heavy vehicles at 05:xx must be capped at 10.00 after discounts");
}
#[test]
#[ignore = "needs the 2027 tariff table from the operator"]
fn tariff_2027_table_matches() {}
#[test]
#[ignore]
fn slow_full_day_simulation() {}
R
} > tests/rounding.rs
{
  echo "use tollplaza::axle::*;"
  for a in 0 1 2 3 4 5 6; do
    for h in 120 150 180 189 190 200 240 259 260 300 380 410; do
      echo "#[test] fn classify_a${a}_h${h}() { let _ = classify($a, $h); }"
    done
  done
} > tests/classify.rs
{
  echo "use tollplaza::{axle::Class, tariff::*};"
  for plaza in north_gate river_bridge airport_spur harbour_tunnel ring_east ring_west quarry_road summit_pass; do
    for c in $classes; do
      lc=$(echo "$c" | sed 's/\([A-Z]\)/_\1/g; s/^_//' | tr A-Z a-z)
      for h in $(seq 0 23); do
        echo "#[test] fn ${plaza}_${lc}_h${h}() { assert!(round_to_nickel(fare_cents(Class::$c, $h, false)) >= 140); }"
      done
    done
  done
} > tests/plazas.rs
{ run 'RUST_BACKTRACE=1 cargo test --no-fail-fast -- --test-threads=1'; } | neutral > "$HERE/../outputs/d-cargo-test-tollplaza-long.txt"
