#!/bin/bash
# cargo test of a confectionery recipe scaler: ~2100 generated tests, one panic with RUST_BACKTRACE=1.
WORK=${WORK:-/home/dev}; P=$WORK/marzipan; rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "marzipan"
version = "1.3.0"
edition = "2021"
[dependencies]
T
cat > src/lib.rs <<'T'
pub mod scale;
pub mod sugar;
T
cat > src/scale.rs <<'T'
/// Scale a recipe weight in grams by a batch factor, rounding to the nearest gram.
pub fn scale_grams(grams: u32, factor_pct: u32) -> u32 {
    (grams * factor_pct + 50) / 100
}

pub fn almond_ratio(almond_g: u32, sugar_g: u32) -> f64 {
    almond_g as f64 / (almond_g + sugar_g) as f64
}

pub fn mould_count(paste_g: u32, mould_g: u32) -> u32 {
    if mould_g == 0 { return 0; }
    paste_g / mould_g
}
T
cat > src/sugar.rs <<'T'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Stage { Thread, SoftBall, FirmBall, HardBall, SoftCrack, HardCrack }

pub fn stage_for(celsius: u32) -> Stage {
    match celsius {
        0..=111 => Stage::Thread,
        112..=116 => Stage::SoftBall,
        117..=120 => Stage::FirmBall,
        121..=130 => Stage::HardBall,
        131..=143 => Stage::SoftCrack,
        _ => Stage::HardCrack,
    }
}

pub fn syrup_weight(sugar_g: u32, water_ml: u32, boiled_off_pct: u32) -> u32 {
    let water_left = water_ml - water_ml * boiled_off_pct / 100;
    sugar_g + water_left
}

pub fn glucose_share(batch_g: u32, glucose_g: u32) -> u32 {
    let pct = glucose_g * 100 / batch_g;
    assert!(pct <= 25, "glucose share {}% exceeds 25% limit for batch of {} g", pct, batch_g);
    pct
}
T
{
echo 'use marzipan::scale::*;'
for g in $(seq 10 10 2300); do for f in 50 75 100 150 200 250 300 400; do
  echo "#[test] fn scale_${g}g_x${f}() { assert_eq!(scale_grams($g, $f), ($g * $f + 50) / 100); }"
done; done
for a in $(seq 100 25 800); do
  echo "#[test] fn ratio_${a}() { let r = almond_ratio($a, 400); assert!(r > 0.0 && r < 1.0); }"
  echo "#[test] fn moulds_${a}() { assert_eq!(mould_count($a, 25), $a / 25); }"
done
} > tests/scaling.rs
{
echo 'use marzipan::sugar::*;'
for c in $(seq 100 1 170); do echo "#[test] fn stage_at_${c}c() { let _ = stage_for($c); }"; done
for s in $(seq 200 50 1200); do for w in 100 150 200; do
  echo "#[test] fn syrup_${s}_${w}() { assert!(syrup_weight($s, $w, 40) >= $s); }"
done; done
for b in $(seq 400 100 2400); do
  gl=$(( b / 5 )); [ $b -eq 1700 ] && gl=510
  echo "#[test] fn glucose_${b}() { assert!(glucose_share($b, $gl) <= 25); }"
done
echo '#[test] #[ignore = "needs calibrated thermometer rig"] fn probe_calibration() {}'
echo '#[test] #[ignore = "slow: full tempering curve"] fn tempering_curve_full() {}'
} > tests/sugar.rs
cargo build --tests -q 2>/dev/null
{ echo '$ RUST_BACKTRACE=1 cargo test'; RUST_BACKTRACE=1 cargo test 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
       -e 's/finished in [0-9.]*s/finished in 0.02s/' -e 's/Finished `test` profile \[unoptimized + debuginfo\] target(s) in [0-9.]*s/Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s/' \
       -e 's/-[0-9a-f]\{16\})/-3f9c2a7d1e0b4c58)/'
