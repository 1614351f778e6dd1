#!/usr/bin/env bash
# d-cargo-test-paraglider: `cargo test` of a paraglider wing-loading crate whose
# build script turns a certification fixture table into ~2,000 generated tests;
# one generated case fails, a few are ignored.
WORK=${WORK:-/home/dev}
P=$WORK/paraglider
rm -rf "$P"; mkdir -p "$P/src" "$P/fixtures"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Cargo.toml <<'T'
[package]
name = "wingload"
version = "0.8.0"
edition = "2021"
build = "build.rs"
T

cat > src/lib.rs <<'T'
//! Wing loading and certified weight ranges for paragliders.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class { A, B, C, D, Ccc }

impl Class {
    pub fn parse(s: &str) -> Option<Class> {
        match s {
            "A" => Some(Class::A),
            "B" => Some(Class::B),
            "C" => Some(Class::C),
            "D" => Some(Class::D),
            "CCC" => Some(Class::Ccc),
            _ => None,
        }
    }
}

/// Wing loading in kg/m^2 (flat area).
pub fn wing_loading(takeoff_kg: f64, flat_area_m2: f64) -> f64 {
    takeoff_kg / flat_area_m2
}

/// Recommended loading band for a class (kg/m^2, flat area).
pub fn band(class: Class) -> (f64, f64) {
    match class {
        Class::A => (3.6, 4.3),
        Class::B => (3.8, 4.5),
        Class::C => (4.0, 4.8),
        Class::D => (4.2, 5.0),
        Class::Ccc => (4.6, 5.6),
    }
}

/// Is the pilot inside the certified range, with a 2 kg tolerance at the top?
pub fn in_range(takeoff_kg: f64, min_kg: f64, max_kg: f64) -> bool {
    takeoff_kg >= min_kg && takeoff_kg <= max_kg + 2.0
}
T

# fixture: model,size,class,flat_area,min,max,test_weight
{
  models="Alto Breeze Cirrus Drift Eider Falco Gannet Harrier Ibis Jaeger Kestrel Lark"
  sizes="XS S SM M ML L XL"
  for m in $models; do
    for s in $sizes; do
      case $s in XS) a=20.5; lo=55; hi=72;; S) a=22.0; lo=65; hi=85;; SM) a=23.2; lo=72; hi=92;; M) a=24.4; lo=80; hi=100;;
                   ML) a=25.6; lo=88; hi=108;; L) a=27.0; lo=95; hi=118;; XL) a=28.9; lo=105; hi=130;; esac
      case $m in Alto|Breeze|Cirrus) c=A;; Drift|Eider|Falco) c=B;; Gannet|Harrier) c=C;; Ibis|Jaeger) c=D;; *) c=CCC;; esac
      w=$lo
      while [ $w -le $((hi + 2)) ]; do
        echo "$m,$s,$c,$a,$lo,$hi,$w"
        w=$((w + 1))
      done
    done
  done
  echo "Kestrel,M,CCC,24.4,80,100,103"
} > fixtures/certified.csv

cat > build.rs <<'T'
use std::env;
use std::fmt::Write;
use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=fixtures/certified.csv");
    let data = fs::read_to_string("fixtures/certified.csv").unwrap();
    let mut out = String::new();
    for line in data.lines() {
        let f: Vec<&str> = line.split(',').collect();
        let name = format!("{}_{}_{}kg", f[0].to_lowercase(), f[1].to_lowercase(), f[6]);
        let ignore = if f[0] == "Lark" && f[1] == "XS" { "#[ignore = \"Lark XS withdrawn from certification\"]\n" } else { "" };
        writeln!(out, "#[test]\n{ignore}fn {name}() {{ check(\"{}\", {}.0, {}.0, {}, {}.0); }}", f[2], f[4], f[5], f[3], f[6]).unwrap();
    }
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("certified_tests.rs");
    fs::write(dest, out).unwrap();
}
T

cat >> src/lib.rs <<'T'

#[cfg(test)]
mod certified {
    use super::*;

    fn check(class: &str, min_kg: f64, max_kg: f64, area: f64, takeoff: f64) {
        let c = Class::parse(class).expect("class");
        assert!(in_range(takeoff, min_kg, max_kg), "takeoff {takeoff} kg outside certified {min_kg}-{max_kg} kg");
        let wl = wing_loading(takeoff, area);
        let (lo, hi) = band(c);
        assert!(wl > lo * 0.6 && wl < hi * 1.3, "wing loading {wl:.2} kg/m2 implausible for class {class}");
    }

    include!(concat!(env!("OUT_DIR"), "/certified_tests.rs"));
}
T

{
  echo '$ cargo test'
  env -u RUST_BACKTRACE cargo test 2>&1; echo "exit status: $?"
} | neutral
