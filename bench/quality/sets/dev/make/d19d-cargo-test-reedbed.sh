#!/usr/bin/env bash
# cargo test on a thatching-reed harvest planner: ~1600 tests, 3 failures, RUST_BACKTRACE=1
set -u
WORK=${WORK:-/home/dev}
P=$WORK/reedbed
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "reedbed"
version = "0.4.2"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod bundle;
pub mod harvest;
pub mod roof;
pub mod moisture;
pub mod ledger;
EOF
cat > src/bundle.rs <<'EOF'
/// A bundle (a "bunch") of water reed, measured at the butt.
#[derive(Debug, Clone, PartialEq)]
pub struct Bundle {
    pub girth_mm: u32,
    pub length_mm: u32,
    pub grade: char,
}

pub fn grade_for(length_mm: u32) -> char {
    match length_mm {
        0..=899 => 'C',
        900..=1499 => 'B',
        _ => 'A',
    }
}

pub fn bundles_per_square(grade: char) -> u32 {
    match grade {
        'A' => 80,
        'B' => 95,
        _ => 110,
    }
}
EOF
cat > src/harvest.rs <<'EOF'
use crate::bundle::{grade_for, Bundle};

pub struct Cut {
    pub plot: String,
    pub stems: Vec<u32>,
}

pub fn bundle_cut(cut: &Cut, stems_per_bundle: usize) -> Vec<Bundle> {
    cut.stems
        .chunks(stems_per_bundle)
        .map(|c| {
            let len = c.iter().copied().max().unwrap_or(0);
            Bundle { girth_mm: (c.len() as u32) * 3, length_mm: len, grade: grade_for(len) }
        })
        .collect()
}

pub fn plot_yield(cuts: &[Cut], plot: &str) -> usize {
    let cut = cuts.iter().find(|c| c.plot == plot).expect("plot was never cut this season");
    cut.stems.len()
}
EOF
cat > src/roof.rs <<'EOF'
use crate::bundle::bundles_per_square;

/// One "square" is 100 sq ft of roof.
pub fn squares(area_sqft: f64) -> f64 {
    (area_sqft / 100.0 * 10.0).round() / 10.0
}

pub fn bundles_needed(area_sqft: f64, grade: char, pitch_deg: u32) -> u32 {
    let base = squares(area_sqft) * bundles_per_square(grade) as f64;
    let factor = if pitch_deg >= 50 { 1.0 } else { 1.0 + (50 - pitch_deg) as f64 / 100.0 };
    (base * factor).ceil() as u32
}
EOF
cat > src/moisture.rs <<'EOF'
pub fn dry_enough(readings: &[u8]) -> bool {
    let total: u32 = readings.iter().map(|&r| r as u32).sum();
    let avg = total / readings.len() as u32;
    avg <= 18
}

pub fn days_to_dry(start_pct: u8, per_day: u8) -> u8 {
    let mut pct = start_pct;
    let mut days = 0u8;
    while pct > 18 {
        pct -= per_day;
        days += 1;
    }
    days
}
EOF
cat > src/ledger.rs <<'EOF'
use std::collections::BTreeMap;

pub fn price_pence(grade: char) -> u32 {
    match grade { 'A' => 420, 'B' => 355, _ => 240 }
}

pub fn invoice_total(lines: &BTreeMap<char, u32>) -> u32 {
    lines.iter().map(|(g, n)| price_pence(*g) * n).sum()
}
EOF
mkdir -p tests
{
  echo 'use reedbed::bundle::*;'
  for i in $(seq 1 330); do
    l=$(( (i * 37) % 2400 ))
    if [ $l -le 899 ]; then g=C; elif [ $l -le 1499 ]; then g=B; else g=A; fi
    printf '#[test]\nfn grade_length_%04d() { assert_eq!(grade_for(%d), %s); }\n' $i $l "'$g'"
  done
  for i in $(seq 1 12); do
    printf '#[test]\n#[ignore = "needs the field scale on /dev/ttyUSB0"]\nfn scale_calibration_%02d() { assert!(true); }\n' $i
  done
} > tests/bundle_grades.rs
{
  echo 'use reedbed::roof::*;'
  for i in $(seq 1 340); do
    a=$(( 400 + i * 13 ))
    printf '#[test]\nfn squares_area_%04d() { let s = squares(%d.0); assert!((s - %d.0 / 100.0).abs() < 0.06, "area %d gave {}", s); }\n' $i $a $a $a
  done
  cat <<'EOT'
#[test]
fn steep_pitch_needs_no_extra() { assert_eq!(bundles_needed(1000.0, 'A', 55), 800); }
#[test]
fn shallow_pitch_adds_waste() { assert_eq!(bundles_needed(1000.0, 'B', 45), 997); }
#[test]
fn grade_c_cottage_gable() { assert_eq!(bundles_needed(640.0, 'C', 50), 704); }
EOT
} > tests/roof_estimates.rs
{
  echo 'use reedbed::moisture::*;'
  for i in $(seq 1 320); do
    s=$(( 19 + (i % 40) )); d=$(( 1 + (i % 5) ))
    printf '#[test]\nfn drying_curve_%04d() { assert!(days_to_dry(%d, %d) >= 1); }\n' $i $s $d
  done
  cat <<'EOT'
#[test]
fn dry_enough_average() { assert!(dry_enough(&[16, 17, 19, 18])); }
#[test]
fn slow_drying_late_october() { assert_eq!(days_to_dry(60, 4), 11); }
#[test]
fn wet_stack_single_day() { assert_eq!(days_to_dry(30, 40), 1); }
EOT
} > tests/moisture_curves.rs
{
  echo 'use reedbed::harvest::*;'
  for i in $(seq 1 300); do
    n=$(( 5 + i % 30 ))
    printf '#[test]\nfn bundle_cut_%04d() { let c = Cut { plot: "P%d".into(), stems: (0..%d).map(|x| 900 + x * 11).collect() }; assert!(!bundle_cut(&c, 6).is_empty()); }\n' $i $i $n
  done
  cat <<'EOT'
#[test]
fn yield_for_every_plot() {
    let cuts = vec![
        Cut { plot: "north-dyke".into(), stems: vec![1500; 40] },
        Cut { plot: "fen-edge".into(), stems: vec![1210; 25] },
    ];
    let mut total = 0;
    for p in ["north-dyke", "fen-edge", "willow-carr"] {
        total += plot_yield(&cuts, p);
    }
    assert_eq!(total, 65);
}
EOT
} > tests/harvest_cuts.rs
{
  echo 'use reedbed::ledger::*; use std::collections::BTreeMap;'
  for i in $(seq 1 310); do
    printf '#[test]\nfn invoice_line_%04d() { let mut m = BTreeMap::new(); m.insert(%s, %d); assert_eq!(invoice_total(&m), price_pence(%s) * %d); }\n' $i "'A'" $i "'A'" $i
  done
} > tests/ledger_invoices.rs
cargo build --tests -q >/dev/null 2>&1
{
  echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
  RUST_BACKTRACE=1 timeout 120 cargo test --no-fail-fast 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
