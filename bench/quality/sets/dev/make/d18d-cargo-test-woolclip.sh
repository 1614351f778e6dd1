#!/usr/bin/env bash
# d18d: cargo test with RUST_BACKTRACE=1 on "woolclip" (fleece grading at a shearing shed): many passing tests, two ignored, one panic with backtrace, one assert_eq failure.
WORK=${WORK:-/home/dev}
P=$WORK/woolclip
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's#/home/dev/\.rustup/toolchains/[^/]*/#/usr/lib/rust/#g'; }
cat > Cargo.toml <<'T'
[package]
name = "woolclip"
version = "1.4.0"
edition = "2021"
T
cat > src/lib.rs <<'R'
pub mod grade;
pub mod bale;

#[derive(Debug, Clone, PartialEq)]
pub struct Fleece {
    pub tag: String,
    pub micron: f32,
    pub staple_mm: u32,
    pub weight_g: u32,
    pub vm_pct: f32, // vegetable matter
}

pub fn parse_fleece(line: &str) -> Fleece {
    let parts: Vec<&str> = line.split(',').collect();
    Fleece {
        tag: parts[0].to_string(),
        micron: parts[1].parse().expect("micron must be a number"),
        staple_mm: parts[2].parse().unwrap(),
        weight_g: parts[3].parse().unwrap(),
        vm_pct: parts[4].parse().unwrap(),
    }
}
R
cat > src/grade.rs <<'R'
use crate::Fleece;

#[derive(Debug, PartialEq, Clone, Copy)]
pub enum Grade { SuperfineMerino, FineMerino, MediumMerino, Crossbred, Pieces }

pub fn grade(f: &Fleece) -> Grade {
    if f.vm_pct > 3.0 {
        return Grade::Pieces;
    }
    match f.micron {
        m if m < 18.5 => Grade::SuperfineMerino,
        m if m < 20.5 => Grade::FineMerino,
        m if m < 23.0 => Grade::MediumMerino,
        _ => Grade::Crossbred,
    }
}

pub fn price_cents_per_kg(g: Grade, staple_mm: u32) -> u32 {
    let base = match g {
        Grade::SuperfineMerino => 1850,
        Grade::FineMerino => 1420,
        Grade::MediumMerino => 1100,
        Grade::Crossbred => 420,
        Grade::Pieces => 260,
    };
    if staple_mm < 60 { base * 85 / 100 } else { base }
}
R
cat > src/bale.rs <<'R'
use crate::grade::{grade, Grade};
use crate::Fleece;

pub struct Bale {
    pub grade: Grade,
    pub fleeces: Vec<Fleece>,
}

pub const MAX_BALE_G: u32 = 204_000;

impl Bale {
    pub fn weight_g(&self) -> u32 {
        self.fleeces.iter().map(|f| f.weight_g).sum()
    }
}

pub fn press(fleeces: Vec<Fleece>) -> Vec<Bale> {
    let mut bales: Vec<Bale> = Vec::new();
    for f in fleeces {
        let g = grade(&f);
        let idx = bales.iter().position(|b| b.grade == g && b.weight_g() + f.weight_g <= MAX_BALE_G);
        match idx {
            Some(i) => bales[i].fleeces.push(f),
            None => bales.push(Bale { grade: g, fleeces: vec![f] }),
        }
    }
    bales
}

pub fn mean_micron(b: &Bale) -> f32 {
    let total: f32 = b.fleeces.iter().map(|f| f.micron).sum();
    total / b.fleeces.len() as f32
}

pub fn bale_label(b: &Bale, shed: &str, number: usize) -> String {
    let code = &shed[..4];
    format!("{}-{:03}-{:?}", code.to_uppercase(), number, b.grade)
}
R
{
cat <<'R'
use woolclip::bale::*;
use woolclip::grade::*;
use woolclip::*;

fn fl(tag: &str, micron: f32, staple: u32, w: u32, vm: f32) -> Fleece {
    Fleece { tag: tag.into(), micron, staple_mm: staple, weight_g: w, vm_pct: vm }
}
R
for m in 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30; do
  for s in 45 70 95; do
cat <<R
#[test]
fn grade_and_price_micron_${m}_staple_${s}() {
    let f = fl("T${m}${s}", ${m}.2, ${s}, 4200, 1.0);
    let g = grade(&f);
    let p = price_cents_per_kg(g, f.staple_mm);
    assert!(p > 200, "price too low: {}", p);
}
R
  done
done
cat <<'R'
#[test]
fn heavy_vm_goes_to_pieces() {
    assert_eq!(grade(&fl("V1", 17.0, 80, 3000, 4.5)), Grade::Pieces);
}

#[test]
fn press_respects_bale_limit() {
    let fleeces: Vec<Fleece> = (0..60).map(|i| fl(&format!("E{}", i), 19.0, 80, 4500, 0.5)).collect();
    let bales = press(fleeces);
    assert!(bales.iter().all(|b| b.weight_g() <= MAX_BALE_G));
    assert_eq!(bales.len(), 2);
}

#[test]
fn short_staple_discount() {
    assert_eq!(price_cents_per_kg(Grade::FineMerino, 55), 1207);
}

#[test]
fn mean_micron_of_bale() {
    let bales = press(vec![fl("A", 18.0, 80, 4000, 0.2), fl("B", 19.0, 80, 4000, 0.2)]);
    assert_eq!(bales.len(), 1);
    assert!((mean_micron(&bales[0]) - 18.5).abs() < 0.01);
}

#[test]
fn label_for_short_shed_name() {
    let bales = press(vec![fl("A", 21.0, 80, 4000, 0.2)]);
    let label = bale_label(&bales[0], "Kea", 7);
    assert_eq!(label, "KEA-007-MediumMerino");
}

#[test]
fn label_for_station() {
    let bales = press(vec![fl("A", 21.0, 80, 4000, 0.2)]);
    assert_eq!(bale_label(&bales[0], "Mt Nicholas", 12), "MT N-012-MediumMerino");
}

#[test]
fn parse_csv_line() {
    let f = parse_fleece("EWE-0042,18.9,88,4310,0.8");
    assert_eq!(f.tag, "EWE-0042");
    assert_eq!(f.staple_mm, 88);
}

#[test]
fn crossbred_price() {
    assert_eq!(price_cents_per_kg(Grade::Crossbred, 120), 450);
}

#[test]
#[ignore = "needs the shed scale on /dev/ttyUSB0"]
fn live_scale_reading() {}

#[test]
#[ignore]
fn full_season_import_2023() {}
R
} > tests/grading.rs
cargo build --tests --color never >/dev/null 2>&1
{
echo "\$ RUST_BACKTRACE=1 cargo test 2>&1"
RUST_BACKTRACE=1 timeout 120 cargo test --color never 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
