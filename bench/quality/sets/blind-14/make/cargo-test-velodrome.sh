#!/usr/bin/env bash
# cargo test with RUST_BACKTRACE=1 on a velodrome lap-timing crate: one assert_eq failure,
# one panic inside library code with a backtrace, the rest passing, one ignored.
# Output: outputs/cargo-test-velodrome.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/laptimer
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"
cat > "$P/Cargo.toml" <<'T'
[package]
name = "laptimer"
version = "1.2.0"
edition = "2021"

[dependencies]
T
cat > "$P/src/lib.rs" <<'T'
pub mod track;
pub mod race;
T
cat > "$P/src/track.rs" <<'T'
/// A velodrome track: lap length in metres and timing loops along it.
#[derive(Debug, Clone)]
pub struct Track {
    pub name: String,
    pub lap_m: f64,
    /// Distances of the timing loops from the finish line, in metres.
    pub loops_m: Vec<f64>,
}

impl Track {
    pub fn standard_250() -> Track {
        Track { name: "Indoor 250".into(), lap_m: 250.0, loops_m: vec![0.0, 62.5, 125.0, 187.5] }
    }

    pub fn laps_for(&self, distance_m: f64) -> f64 {
        distance_m / self.lap_m
    }

    /// Index of the loop a rider passes after the given distance into a lap.
    pub fn next_loop(&self, into_lap_m: f64) -> usize {
        self.loops_m.iter().position(|&d| d >= into_lap_m).unwrap()
    }

    pub fn speed_kmh(&self, metres: f64, seconds: f64) -> f64 {
        metres / seconds * 3.6
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laps_for_kilo() {
        assert_eq!(Track::standard_250().laps_for(1000.0), 4.0);
    }

    #[test]
    fn next_loop_at_start() {
        assert_eq!(Track::standard_250().next_loop(0.0), 0);
    }

    #[test]
    fn next_loop_late_in_lap() {
        assert_eq!(Track::standard_250().next_loop(200.0), 0);
    }

    #[test]
    fn flying_200_speed() {
        let kmh = Track::standard_250().speed_kmh(200.0, 9.87);
        assert!((kmh - 72.95).abs() < 0.01, "speed was {kmh}");
    }
}
T
cat > "$P/src/race.rs" <<'T'
use crate::track::Track;

#[derive(Debug, Clone, PartialEq)]
pub struct Split {
    pub rider: u32,
    pub loop_idx: usize,
    pub t_ms: u64,
}

pub struct Race {
    pub track: Track,
    pub splits: Vec<Split>,
}

impl Race {
    pub fn new(track: Track) -> Self {
        Race { track, splits: Vec::new() }
    }

    pub fn record(&mut self, rider: u32, loop_idx: usize, t_ms: u64) {
        self.splits.push(Split { rider, loop_idx, t_ms });
    }

    /// Lap times of one rider in ms, from consecutive crossings of loop 0.
    pub fn lap_times(&self, rider: u32) -> Vec<u64> {
        let line: Vec<u64> = self
            .splits
            .iter()
            .filter(|s| s.rider == rider && s.loop_idx == 0)
            .map(|s| s.t_ms)
            .collect();
        line.windows(2).map(|w| w[1] - w[0]).collect()
    }

    pub fn best_lap(&self, rider: u32) -> u64 {
        *self.lap_times(rider).iter().min().expect("rider has no complete lap")
    }

    pub fn standings(&self) -> Vec<(u32, u64)> {
        let mut riders: Vec<u32> = self.splits.iter().map(|s| s.rider).collect();
        riders.sort();
        riders.dedup();
        let mut out: Vec<(u32, u64)> = riders.iter().map(|&r| (r, self.best_lap(r))).collect();
        out.sort_by_key(|&(_, t)| t);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sprint() -> Race {
        let mut r = Race::new(Track::standard_250());
        for (i, t) in [0u64, 17_840, 35_120, 52_230].iter().enumerate() {
            r.record(7, 0, *t);
            r.record(12, 0, t + 150 + i as u64 * 90);
        }
        r.record(31, 2, 9_000);
        r
    }

    #[test]
    fn lap_times_rider_7() {
        assert_eq!(sprint().lap_times(7), vec![17_840, 17_280, 17_110]);
    }

    #[test]
    fn best_lap_rider_12() {
        assert_eq!(sprint().best_lap(12), 17_190);
    }

    #[test]
    fn standings_order() {
        let s = sprint().standings();
        assert_eq!(s[0].0, 7);
    }

    #[test]
    #[ignore = "needs photo-finish fixture"]
    fn photo_finish_tie() {}
}
T
cat > "$P/tests/keirin.rs" <<'T'
use laptimer::race::Race;
use laptimer::track::Track;

#[test]
fn derny_pace_laps() {
    let t = Track::standard_250();
    assert_eq!(t.laps_for(1500.0), 6.0);
}

#[test]
fn keirin_final_sprint() {
    let mut r = Race::new(Track::standard_250());
    r.record(3, 0, 0);
    r.record(3, 0, 16_900);
    assert_eq!(r.best_lap(3), 16_900);
}
T
cd "$P" && cargo build --tests -q >/dev/null 2>&1
cd "$P" && {
  capture RUST_BACKTRACE=1 cargo test
} 2>&1 | neutral > "$SETDIR/outputs/cargo-test-velodrome.txt"
