#!/bin/bash
# cargo test (RUST_BACKTRACE=1) on a luge-track timing library with a large generated test suite; two tests panic.
# usage: WORK=<scratch dir> bash d6d-cargo-test-lugetimer.sh > ../outputs/d6d-cargo-test-lugetimer.txt
WORK=${WORK:-/home/dev}
P=$WORK/lugetimer
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "lugetimer"
version = "0.4.2"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
//! Split timing for luge runs: photocell gates along the track, run totals, penalties.
pub mod gates;
pub mod splits;
pub mod penalty;

#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub athlete: String,
    pub bib: u16,
    pub gate_ms: Vec<u64>,
}

impl Run {
    pub fn new(athlete: &str, bib: u16, gate_ms: Vec<u64>) -> Self {
        Run { athlete: athlete.to_string(), bib, gate_ms }
    }
    pub fn total_ms(&self) -> u64 {
        match (self.gate_ms.first(), self.gate_ms.last()) {
            (Some(a), Some(b)) => b - a,
            _ => 0,
        }
    }
}
EOF
cat > src/gates.rs <<'EOF'
/// Gate layout of a track: distance from start in metres for each photocell.
pub struct Track {
    pub name: &'static str,
    pub gates_m: Vec<u32>,
}

impl Track {
    pub fn new(name: &'static str, gates_m: Vec<u32>) -> Self {
        Track { name, gates_m }
    }
    pub fn gate_count(&self) -> usize {
        self.gates_m.len()
    }
    pub fn segment_len(&self, i: usize) -> u32 {
        self.gates_m[i + 1] - self.gates_m[i]
    }
}
EOF
cat > src/splits.rs <<'EOF'
use crate::Run;

/// Time between consecutive gates, in milliseconds.
pub fn splits(run: &Run) -> Vec<u64> {
    run.gate_ms.windows(2).map(|w| w[1] - w[0]).collect()
}

/// Average speed over a segment in km/h, rounded to one decimal.
pub fn segment_speed_kmh(len_m: u32, split_ms: u64) -> f64 {
    let kmh = (len_m as f64 / 1000.0) / (split_ms as f64 / 3_600_000.0);
    (kmh * 10.0).round() / 10.0
}

/// Index of the fastest segment (smallest split).
pub fn fastest_segment(run: &Run) -> usize {
    let s = splits(run);
    let mut best = 0;
    for i in 1..s.len() {
        if s[i] < s[best] {
            best = i;
        }
    }
    best
}

/// Gap to the leader at each gate.
pub fn gaps_to_leader(leader: &Run, other: &Run) -> Vec<i64> {
    leader
        .gate_ms
        .iter()
        .zip(other.gate_ms.iter())
        .map(|(a, b)| *b as i64 - *a as i64)
        .collect()
}
EOF
cat > src/penalty.rs <<'EOF'
/// Penalties applied to a run total, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Penalty {
    LateStart,
    SledUnderweight { grams: u32 },
    HandleRelease,
}

pub const LATE_START_MS: u64 = 2_000;
pub const PER_100G_UNDERWEIGHT_MS: u64 = 150;

pub fn penalty_ms(p: Penalty) -> u64 {
    match p {
        Penalty::LateStart => LATE_START_MS,
        Penalty::SledUnderweight { grams } => (grams as u64 / 100) * PER_100G_UNDERWEIGHT_MS,
        Penalty::HandleRelease => 0,
    }
}

pub fn apply(total_ms: u64, penalties: &[Penalty]) -> u64 {
    let extra: u64 = penalties.iter().map(|p| penalty_ms(*p)).sum();
    let disq = penalties.iter().any(|p| matches!(p, Penalty::HandleRelease));
    if disq {
        panic!("run disqualified: handle release recorded, total {} ms cannot be ranked", total_ms);
    }
    total_ms + extra
}

/// Ranking of runs by total time; ties broken by bib number.
pub fn rank(totals: &mut Vec<(u16, u64)>) {
    totals.sort_by(|a, b| a.1.cmp(&b.1));
}
EOF
# generated suite: one file per track, splits checked per gate pair
tracks="altenberg igls koenigssee oberhof sigulda whistler lillehammer sochi yanqing cortina"
for t in $tracks; do
  f=tests/track_$t.rs
  {
    echo "use lugetimer::{Run, splits::*, gates::Track};"
    echo
    echo "fn track() -> Track { Track::new(\"$t\", (0..=66).map(|g| g * 31).collect()) }"
    echo "fn run(bib: u16) -> Run { Run::new(\"athlete\", bib, (0..=66).map(|g| 1_000 + g as u64 * (900 + bib as u64)).collect()) }"
    for g in $(seq 0 65); do
      cat <<EOF

#[test]
fn gate_${g}_to_$((g+1))_split_positive() {
    let r = run($((g % 7 + 1)));
    assert!(splits(&r)[$g] > 0);
}

#[test]
fn gate_${g}_to_$((g+1))_speed_in_range() {
    let t = track();
    let r = run($((g % 5 + 2)));
    let v = segment_speed_kmh(t.segment_len($g), splits(&r)[$g]);
    assert!(v > 100.0 && v < 160.0, "speed {} out of range", v);
}

#[test]
fn gate_${g}_to_$((g+1))_gap_nonnegative() {
    let a = run(1);
    let b = run($((g % 9 + 2)));
    assert!(gaps_to_leader(&a, &b)[$((g+1))] >= 0);
}
EOF
    done
  } > $f
done
cat > tests/track_penalties.rs <<'EOF'
use lugetimer::penalty::*;

#[test]
fn late_start_adds_two_seconds() {
    assert_eq!(apply(47_312, &[Penalty::LateStart]), 49_312);
}

#[test]
fn underweight_sled_rounds_down_per_100g() {
    assert_eq!(apply(47_312, &[Penalty::SledUnderweight { grams: 250 }]), 47_612);
}

#[test]
fn underweight_sled_counts_started_100g() {
    // federation rule 412.3: every started 100 g counts
    assert_eq!(penalty_ms(Penalty::SledUnderweight { grams: 250 }), 450);
}

#[test]
fn handle_release_is_disqualification() {
    let r = std::panic::catch_unwind(|| apply(47_312, &[Penalty::HandleRelease]));
    assert!(r.is_err());
}

#[test]
fn ties_are_broken_by_lower_bib() {
    let mut t = vec![(14u16, 47_312u64), (3, 47_312), (8, 47_100)];
    rank(&mut t);
    assert_eq!(t, vec![(8, 47_100), (3, 47_312), (14, 47_312)]);
}

#[test]
fn relay_total_sums_three_legs() {
    let legs = [47_312u64, 48_004, 46_990];
    let total: u64 = legs.iter().sum();
    let rel = lugetimer::Run::new("relay", 1, vec![0, legs[0], legs[0] + legs[1], total]);
    assert_eq!(rel.total_ms(), total);
}
EOF
cat > tests/fastest.rs <<'EOF'
use lugetimer::{Run, splits::fastest_segment};

#[test]
fn fastest_segment_of_decelerating_run_is_first() {
    let r = Run::new("a", 5, vec![0, 900, 1_900, 3_000]);
    assert_eq!(fastest_segment(&r), 0);
}

#[test]
fn fastest_segment_of_empty_run() {
    let r = Run::new("dns", 21, vec![]);
    assert_eq!(fastest_segment(&r), 0);
}
EOF
cargo build -q 2>/dev/null
cmd='RUST_BACKTRACE=1 cargo test --no-fail-fast'
{
  echo "\$ $cmd"
  RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
