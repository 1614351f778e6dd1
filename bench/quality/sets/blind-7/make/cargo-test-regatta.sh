#!/usr/bin/env bash
# Sailing-regatta results board: cargo test with RUST_BACKTRACE=1, one panic and one assert_eq failure.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/cargo-test-regatta.txt"
P="$BASE/regatta-board"
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "regatta-board"
version = "0.2.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod handicap;
pub mod scoring;
pub mod board;
EOF
cat > src/handicap.rs <<'EOF'
/// Portsmouth Yardstick corrected time.
pub fn corrected_secs(elapsed_secs: u32, py: u32) -> u32 {
    ((elapsed_secs as u64 * 1000) / py as u64) as u32
}

pub fn parse_elapsed(s: &str) -> u32 {
    let parts: Vec<&str> = s.split(':').collect();
    let h: u32 = parts[0].parse().unwrap();
    let m: u32 = parts[1].parse().unwrap();
    let sec: u32 = parts[2].parse().unwrap();
    h * 3600 + m * 60 + sec
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laser_corrected() {
        assert_eq!(corrected_secs(3600, 1100), 3272);
    }

    #[test]
    fn topper_corrected() {
        assert_eq!(corrected_secs(3000, 1365), 2197);
    }

    #[test]
    fn parse_hms() {
        assert_eq!(parse_elapsed("1:02:03"), 3723);
    }

    #[test]
    fn parse_minutes_only() {
        assert_eq!(parse_elapsed("47:10"), 2830);
    }
}
EOF
cat > src/scoring.rs <<'EOF'
#[derive(Debug, Clone, PartialEq)]
pub enum Finish {
    Place(u32),
    Dnf,
    Dns,
    Ocs,
}

pub fn points(f: &Finish, entries: u32) -> f32 {
    match f {
        Finish::Place(p) => if *p == 1 { 0.75 } else { *p as f32 },
        Finish::Dnf | Finish::Ocs => (entries + 1) as f32,
        Finish::Dns => (entries + 1) as f32,
    }
}

pub fn series_total(results: &[Finish], entries: u32, discards: usize) -> f32 {
    let mut pts: Vec<f32> = results.iter().map(|f| points(f, entries)).collect();
    pts.sort_by(|a, b| b.partial_cmp(a).unwrap());
    pts.iter().skip(discards).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winner_gets_low_point_bonus() {
        assert_eq!(points(&Finish::Place(1), 12), 0.75);
    }

    #[test]
    fn dnf_scores_entries_plus_one() {
        assert_eq!(points(&Finish::Dnf, 12), 13.0);
    }

    #[test]
    fn dns_scores_entries_plus_two() {
        assert_eq!(points(&Finish::Dns, 12), 14.0);
    }

    #[test]
    fn discard_worst() {
        let r = vec![Finish::Place(2), Finish::Dnf, Finish::Place(1), Finish::Place(4)];
        assert_eq!(series_total(&r, 10, 1), 6.75);
    }

    #[test]
    fn no_discards() {
        let r = vec![Finish::Place(3), Finish::Place(3)];
        assert_eq!(series_total(&r, 10, 0), 6.0);
    }
}
EOF
cat > src/board.rs <<'EOF'
use crate::scoring::{series_total, Finish};

pub struct Entry {
    pub sail_no: String,
    pub helm: String,
    pub results: Vec<Finish>,
}

pub fn standings(entries: &[Entry], discards: usize) -> Vec<(String, f32)> {
    let n = entries.len() as u32;
    let mut rows: Vec<(String, f32)> = entries
        .iter()
        .map(|e| (e.sail_no.clone(), series_total(&e.results, n, discards)))
        .collect();
    rows.sort_by(|a, b| a.1.partial_cmp(&b.1).unwrap());
    rows
}

pub fn render(rows: &[(String, f32)]) -> String {
    rows.iter()
        .enumerate()
        .map(|(i, (s, p))| format!("{:>2}. {:<8} {:>6.2}", i + 1, s, p))
        .collect::<Vec<_>>()
        .join("\n")
}
EOF
cat > tests/board_it.rs <<'EOF'
use regatta_board::board::{render, standings, Entry};
use regatta_board::scoring::Finish;

fn fleet() -> Vec<Entry> {
    vec![
        Entry { sail_no: "GBR 211".into(), helm: "Okafor".into(), results: vec![Finish::Place(1), Finish::Place(3), Finish::Place(2)] },
        Entry { sail_no: "GBR 87".into(), helm: "Lindqvist".into(), results: vec![Finish::Place(2), Finish::Place(1), Finish::Ocs] },
        Entry { sail_no: "IRL 14".into(), helm: "Brennan".into(), results: vec![Finish::Place(3), Finish::Place(2), Finish::Place(1)] },
    ]
}

#[test]
fn leader_after_discard() {
    let rows = standings(&fleet(), 1);
    assert_eq!(rows[0].0, "GBR 87");
}

#[test]
fn render_has_one_line_per_boat() {
    let rows = standings(&fleet(), 0);
    assert_eq!(render(&rows).lines().count(), 3);
}

#[test]
fn empty_fleet_renders_nothing() {
    assert_eq!(render(&standings(&[], 0)), "");
}
EOF
RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1 | neut > "$OUT"
