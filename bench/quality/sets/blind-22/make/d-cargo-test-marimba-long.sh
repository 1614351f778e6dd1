#!/bin/bash
# cargo test over a marimba bar-tuning crate: ~1250 generated tests, one panics (RUST_BACKTRACE=1)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cargo-test-marimba-long.txt
P=$WORK/bartuner
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "bartuner"
version = "1.3.0"
edition = "2021"
EOF
cat > src/lib.rs <<'EOF'
pub mod pitch;
pub mod bar;
EOF
cat > src/pitch.rs <<'EOF'
pub const A4_HZ: f64 = 440.0;

pub fn midi_to_hz(note: i32) -> f64 {
    A4_HZ * 2f64.powf((note as f64 - 69.0) / 12.0)
}

pub fn cents_between(f1: f64, f2: f64) -> f64 {
    1200.0 * (f2 / f1).log2()
}
EOF
cat > src/bar.rs <<'EOF'
use crate::pitch::midi_to_hz;

#[derive(Debug, Clone, Copy)]
pub enum Wood { Rosewood, Padauk, Synthetic }

#[derive(Debug)]
pub struct Bar {
    pub note: i32,
    pub length_mm: f64,
    pub thickness_mm: f64,
    pub wood: Wood,
}

impl Bar {
    pub fn speed_of_sound(&self) -> f64 {
        match self.wood {
            Wood::Rosewood => 4950.0,
            Wood::Padauk => 4600.0,
            Wood::Synthetic => 3700.0,
        }
    }

    /// Free-free beam fundamental: f = 1.028 * c * t / L^2
    pub fn fundamental_hz(&self) -> f64 {
        let l = self.length_mm / 1000.0;
        let t = self.thickness_mm / 1000.0;
        1.028 * self.speed_of_sound() * t / (l * l)
    }

    pub fn length_for_note(note: i32, thickness_mm: f64, wood: Wood) -> f64 {
        let probe = Bar { note, length_mm: 1000.0, thickness_mm, wood };
        let target = midi_to_hz(note);
        let c = probe.speed_of_sound();
        let t = thickness_mm / 1000.0;
        (1.028 * c * t / target).sqrt() * 1000.0
    }

    pub fn undercut_depth_mm(&self) -> f64 {
        let ratio = self.thickness_mm / self.length_mm;
        if ratio > 0.09 {
            panic!("bar {} too thick for undercut: ratio {:.4} exceeds 0.09", self.note, ratio);
        }
        self.thickness_mm * 0.62
    }
}
EOF
# unit tests: one per note and wood
{
  echo '#[cfg(test)]'
  echo 'mod tests {'
  echo '    use crate::bar::{Bar, Wood};'
  echo '    use crate::pitch::{midi_to_hz, cents_between};'
  for w in Rosewood Padauk Synthetic; do
    lw=$(echo $w | tr A-Z a-z)
    for n in $(seq 45 96); do
      for t in 18 20 22; do
        echo "    #[test] fn length_${lw}_note_${n}_t${t}() { let l = Bar::length_for_note($n, $t.0, Wood::$w); let b = Bar { note: $n, length_mm: l, thickness_mm: $t.0, wood: Wood::$w }; assert!(cents_between(midi_to_hz($n), b.fundamental_hz()).abs() < 1.0); }"
      done
      echo "    #[test] fn positive_${lw}_note_${n}() { assert!(Bar::length_for_note($n, 18.0, Wood::$w) > 0.0); }"
    done
  done
  echo '}'
} >> src/bar.rs
# integration tests: undercut per note; note 93 on padauk is a short bar that trips the ratio check
{
  echo 'use bartuner::bar::{Bar, Wood};'
  echo ''
  echo 'fn make(note: i32, wood: Wood) -> Bar {'
  echo '    let thickness = if note >= 92 { 24.0 } else { 19.0 };'
  echo '    Bar { note, length_mm: Bar::length_for_note(note, thickness, wood), thickness_mm: thickness, wood }'
  echo '}'
  for w in Rosewood Padauk Synthetic; do
    lw=$(echo $w | tr A-Z a-z)
    for n in $(seq 45 91); do
      echo "#[test] fn undercut_${lw}_${n}() { let b = make($n, Wood::$w); assert!(b.undercut_depth_mm() < b.thickness_mm); }"
    done
  done
  echo "#[test] fn undercut_padauk_93() { let b = make(93, Wood::Padauk); let d = b.undercut_depth_mm(); assert!(d > 10.0); }"
  for n in $(seq 45 96); do
    echo "#[test] #[ignore] fn slow_sweep_modes_${n}() { let b = make($n, Wood::Rosewood); assert!(b.fundamental_hz() > 0.0); }"
  done
} > tests/undercut.rs
cat > tests/pitch_table.rs <<'EOF'
use bartuner::pitch::{midi_to_hz, cents_between};

#[test]
fn a4_is_440() { assert_eq!(midi_to_hz(69), 440.0); }

#[test]
fn c4_is_middle_c() { assert!((midi_to_hz(60) - 261.6256).abs() < 1e-3); }

#[test]
fn octave_is_1200_cents() { assert!((cents_between(220.0, 440.0) - 1200.0).abs() < 1e-9); }
EOF
{
  echo '$ RUST_BACKTRACE=1 cargo test'
  RUST_BACKTRACE=1 cargo test -- --test-threads=1 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
