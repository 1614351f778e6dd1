#!/usr/bin/env bash
# cargo test of a Roman-aqueduct gradient/flow simulator: ~2000 generated tests, one panics, some ignored; RUST_BACKTRACE=1
W=${WORK:-/home/dev}
P=$W/aqueduct-flow
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "aqueduct-flow"
version = "1.2.0"
edition = "2021"

[dependencies]
T
cat > src/lib.rs <<'T'
pub mod gradient;
pub mod siphon;
T
cat > src/gradient.rs <<'T'
/// Gradient of a channel section in metres per kilometre.
pub fn gradient_m_per_km(drop_m: f64, length_m: f64) -> f64 {
    assert!(length_m > 0.0, "section length must be positive, got {length_m}");
    drop_m / length_m * 1000.0
}

/// Manning-style flow estimate in litres per second.
pub fn flow_lps(width_m: f64, depth_m: f64, grad_m_per_km: f64) -> f64 {
    let area = width_m * depth_m;
    let radius = area / (width_m + 2.0 * depth_m);
    let slope = grad_m_per_km / 1000.0;
    let velocity = (1.0 / 0.015) * radius.powf(2.0 / 3.0) * slope.sqrt();
    (area * velocity * 1000.0).round()
}
T
cat > src/siphon.rs <<'T'
#[derive(Debug)]
pub struct Siphon {
    pub head_m: f64,
    pub pipe_rating_bar: f64,
}

impl Siphon {
    pub fn pressure_bar(&self) -> f64 {
        self.head_m * 0.0981
    }

    pub fn check(&self) -> Result<(), String> {
        let p = self.pressure_bar();
        if p > self.pipe_rating_bar {
            return Err(format!("pressure {p:.2} bar exceeds rating {:.2}", self.pipe_rating_bar));
        }
        Ok(())
    }
}

pub fn rated_sections(heads: &[f64], rating: f64) -> Vec<usize> {
    heads
        .iter()
        .enumerate()
        .filter(|(_, h)| Siphon { head_m: **h, pipe_rating_bar: rating }.check().is_ok())
        .map(|(i, _)| i)
        .collect()
}
T
# generated unit tests for every surveyed section
{
  echo 'use aqueduct_flow::gradient::*;'
  echo 'use aqueduct_flow::siphon::*;'
  for i in $(seq 1 690); do
    d=$(( (i * 37) % 90 + 5 ))
    cat <<T
#[test]
fn section_${i}_gradient_positive() { assert!(gradient_m_per_km(${d}.0 / 100.0, 1000.0) > 0.0); }
#[test]
fn section_${i}_flow_nonzero() { assert!(flow_lps(1.2, 0.6, ${d}.0 / 100.0) > 0.0); }
T
  done
  for i in $(seq 1 600); do
    h=$(( (i * 13) % 95 + 5 ))
    if [ "$i" = 417 ]; then
      cat <<T
#[test]
fn siphon_${i}_within_rating() {
    let s = Siphon { head_m: 123.0, pipe_rating_bar: 11.5 };
    s.check().unwrap();
}
T
    elif [ $((i % 97)) = 0 ]; then
      cat <<T
#[test]
#[ignore = "needs survey data from the Nîmes stretch"]
fn siphon_${i}_within_rating() { assert!(Siphon { head_m: ${h}.0, pipe_rating_bar: 12.0 }.check().is_ok()); }
T
    else
      cat <<T
#[test]
fn siphon_${i}_within_rating() { assert!(Siphon { head_m: ${h}.0, pipe_rating_bar: 12.0 }.check().is_ok()); }
T
    fi
  done
  cat <<'T'
#[test]
fn rated_sections_skips_overpressure() {
    let ok = rated_sections(&[40.0, 130.0, 80.0], 12.0);
    assert_eq!(ok, vec![0, 2]);
}
#[test]
fn flow_matches_survey_table() {
    let got = flow_lps(1.2, 0.6, 0.34);
    assert_eq!(got, 361.0, "flow for Pont section 7 drifted from survey table");
}
T
} > tests/sections.rs
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cargo build --tests -q >/dev/null 2>&1
{ echo '$ RUST_BACKTRACE=1 cargo test -- --test-threads=1'; RUST_BACKTRACE=1 cargo test -- --test-threads=1 2>&1; echo "exit status: $?"; } | neutral
