#!/usr/bin/env bash
# cargo test with RUST_BACKTRACE=1 on a change-ringing (church bell method) crate: a panic in library code and an assert_eq failure.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/cargo-changeringing-test.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/changeringing
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'X'
[package]
name = "changeringing"
version = "0.2.0"
edition = "2021"

[dependencies]
X
cat > src/lib.rs <<'X'
//! Change ringing: rows of bells permuted by place notation.
pub mod method;
pub mod row;

pub use method::{Method, PlaceNotation};
pub use row::Row;
X
cat > src/row.rs <<'X'
use std::fmt;

pub const BELL_CHARS: &[u8] = b"1234567890ETABCD";

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Row(pub Vec<u8>);

impl Row {
    pub fn rounds(stage: usize) -> Row {
        Row((0..stage as u8).collect())
    }

    pub fn stage(&self) -> usize {
        self.0.len()
    }

    pub fn is_rounds(&self) -> bool {
        self.0.iter().enumerate().all(|(i, &b)| i as u8 == b)
    }

    /// Swap every pair of bells except those making the given places (1-based).
    pub fn apply(&self, places: &[usize]) -> Row {
        let mut out = self.0.clone();
        let mut i = 0;
        while i < out.len() {
            if places.contains(&(i + 1)) {
                i += 1;
                continue;
            }
            out.swap(i, i + 1);
            i += 2;
        }
        Row(out)
    }

    pub fn parse(s: &str) -> Option<Row> {
        s.bytes()
            .map(|c| BELL_CHARS.iter().position(|&b| b == c).map(|p| p as u8))
            .collect::<Option<Vec<_>>>()
            .map(Row)
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &b in &self.0 {
            write!(f, "{}", BELL_CHARS[b as usize] as char)?;
        }
        Ok(())
    }
}
X
cat > src/method.rs <<'X'
use crate::row::Row;

#[derive(Debug, Clone)]
pub enum PlaceNotation {
    Cross,
    Places(Vec<usize>),
}

impl PlaceNotation {
    pub fn parse_all(s: &str) -> Vec<PlaceNotation> {
        let mut out = Vec::new();
        for tok in s.split('.') {
            for part in tok.split_inclusive('-') {
                let p = part.trim_end_matches('-');
                if !p.is_empty() {
                    out.push(PlaceNotation::Places(
                        p.chars().map(|c| c.to_digit(16).unwrap() as usize).collect(),
                    ));
                }
                if part.ends_with('-') {
                    out.push(PlaceNotation::Cross);
                }
            }
        }
        out
    }
}

pub struct Method {
    pub name: String,
    pub stage: usize,
    pub lead: Vec<PlaceNotation>,
}

impl Method {
    pub fn new(name: &str, stage: usize, notation: &str) -> Method {
        Method { name: name.into(), stage, lead: PlaceNotation::parse_all(notation) }
    }

    pub fn plain_lead(&self, start: &Row) -> Vec<Row> {
        let mut rows = vec![start.clone()];
        for pn in &self.lead {
            let last = rows.last().unwrap();
            let next = match pn {
                PlaceNotation::Cross => last.apply(&[]),
                PlaceNotation::Places(p) => last.apply(p),
            };
            rows.push(next);
        }
        rows
    }

    pub fn plain_course(&self) -> Vec<Row> {
        let mut all = Vec::new();
        let mut start = Row::rounds(self.stage);
        loop {
            let lead = self.plain_lead(&start);
            start = lead.last().unwrap().clone();
            all.extend(lead.into_iter().take(self.lead.len()));
            if start.is_rounds() || all.len() > 10_000 {
                break;
            }
        }
        all
    }

    pub fn lead_head(&self) -> Row {
        self.plain_lead(&Row::rounds(self.stage)).pop().unwrap()
    }
}
X
cat > tests/methods.rs <<'X'
use changeringing::{Method, Row};

#[test]
fn rounds_is_rounds() {
    assert!(Row::rounds(8).is_rounds());
}

#[test]
fn parse_and_display_roundtrip() {
    let r = Row::parse("2143657890ET").unwrap();
    assert_eq!(r.to_string(), "2143657890ET");
}

#[test]
fn cross_swaps_all_pairs_on_even_stage() {
    assert_eq!(Row::rounds(6).apply(&[]).to_string(), "214365");
}

#[test]
fn plain_hunt_minimus_lead_head() {
    let m = Method::new("Plain Hunt Minimus", 4, "-14-14-14-14");
    assert!(m.lead_head().is_rounds());
}

#[test]
fn plain_bob_doubles_lead_head() {
    // five bells: 5.1.5.1.5.1.5.1.5.125
    let m = Method::new("Plain Bob Doubles", 5, "5.1.5.1.5.1.5.1.5.125");
    assert_eq!(m.lead_head().to_string(), "13524");
}

#[test]
fn plain_bob_minor_course_length() {
    let m = Method::new("Plain Bob Minor", 6, "-16-16-16-16-16-12");
    assert_eq!(m.plain_course().len(), 60);
}

#[test]
fn plain_bob_minor_first_rows() {
    let m = Method::new("Plain Bob Minor", 6, "-16-16-16-16-16-12");
    let lead = m.plain_lead(&Row::rounds(6));
    assert_eq!(lead[1].to_string(), "214365");
    assert_eq!(lead[2].to_string(), "241653", "row 3 of the plain lead");
}

#[test]
fn grandsire_triples_lead_length() {
    let m = Method::new("Grandsire Triples", 7, "3.1.7.1.7.1.7.1.7.1.7.1.7.1");
    assert_eq!(m.plain_lead(&Row::rounds(7)).len(), 15);
}

#[test]
fn cambridge_royal_lead_head() {
    let m = Method::new(
        "Cambridge Surprise Royal",
        10,
        "-30-14-1250-36-1470-58-16-70-18-90-18-70-16-58-1470-36-1250-14-30-12",
    );
    assert_eq!(m.lead_head().to_string(), "1352749608");
}
X
{ echo '$ RUST_BACKTRACE=1 cargo test'; RUST_BACKTRACE=1 cargo test 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
