#!/usr/bin/env bash
# Cron-expression parser crate (no dependencies); cargo test with RUST_BACKTRACE=1, one panic and one assert_eq failure.
set -u
NAME=cargo-test-cronspec-panic; PROJ=cronspec
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p src tests
cat > Cargo.toml <<'EOF'
[package]
name = "cronspec"
version = "0.2.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
//! Parse five-field cron expressions and compute the next firing minute.
mod field;
pub mod schedule;

pub use field::{Field, FieldKind};
pub use schedule::{Schedule, ParseError};
EOF
cat > src/field.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FieldKind { Minute, Hour, DayOfMonth, Month, DayOfWeek }

impl FieldKind {
    pub fn bounds(self) -> (u32, u32) {
        match self {
            FieldKind::Minute => (0, 59),
            FieldKind::Hour => (0, 23),
            FieldKind::DayOfMonth => (1, 31),
            FieldKind::Month => (1, 12),
            FieldKind::DayOfWeek => (0, 6),
        }
    }
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DAYS: [&str; 7] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub kind: FieldKind,
    pub allowed: Vec<bool>,
}

impl Field {
    pub fn parse(kind: FieldKind, text: &str) -> Result<Field, String> {
        let (lo, hi) = kind.bounds();
        let mut allowed = vec![false; (hi + 1) as usize];
        for part in text.split(',') {
            let (range, step) = match part.split_once('/') {
                Some((r, s)) => (r, s.parse::<u32>().map_err(|e| format!("bad step {s:?}: {e}"))?),
                None => (part, 1),
            };
            let (start, end) = if range == "*" {
                (lo, hi)
            } else if let Some((a, b)) = range.split_once('-') {
                (value(kind, a)?, value(kind, b)?)
            } else {
                let v = value(kind, range)?;
                (v, if step > 1 { hi } else { v })
            };
            let mut v = start;
            while v <= end {
                allowed[v as usize] = true;
                v += step;
            }
        }
        Ok(Field { kind, allowed })
    }

    pub fn matches(&self, v: u32) -> bool {
        self.allowed.get(v as usize).copied().unwrap_or(false)
    }

    pub fn next_from(&self, v: u32) -> Option<u32> {
        (v..self.allowed.len() as u32).find(|&x| self.allowed[x as usize])
    }
}

fn value(kind: FieldKind, s: &str) -> Result<u32, String> {
    let lower = s.to_ascii_lowercase();
    let named = match kind {
        FieldKind::Month => MONTHS.iter().position(|m| *m == lower).map(|i| i as u32 + 1),
        FieldKind::DayOfWeek => DAYS.iter().position(|d| *d == lower).map(|i| i as u32),
        _ => None,
    };
    match named {
        Some(v) => Ok(v),
        None => s.parse::<u32>().map_err(|e| format!("bad value {s:?} for {kind:?}: {e}")),
    }
}
EOF
cat > src/schedule.rs <<'EOF'
use crate::field::{Field, FieldKind};

#[derive(Debug, PartialEq)]
pub enum ParseError {
    FieldCount(usize),
    Field { index: usize, message: String },
}

#[derive(Debug)]
pub struct Schedule {
    fields: Vec<Field>,
}

/// A wall-clock minute, without a calendar: day-of-month and weekday are given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Minute {
    pub month: u32,
    pub day: u32,
    pub weekday: u32,
    pub hour: u32,
    pub minute: u32,
}

const KINDS: [FieldKind; 5] =
    [FieldKind::Minute, FieldKind::Hour, FieldKind::DayOfMonth, FieldKind::Month, FieldKind::DayOfWeek];

impl Schedule {
    pub fn parse(expr: &str) -> Result<Schedule, ParseError> {
        let expr = match expr.trim() {
            "@hourly" => "0 * * * *",
            "@daily" | "@midnight" => "0 0 * * *",
            "@weekly" => "0 0 * * 0",
            other => other,
        };
        let parts: Vec<&str> = expr.split_whitespace().collect();
        if parts.len() != 5 {
            return Err(ParseError::FieldCount(parts.len()));
        }
        let mut fields = Vec::with_capacity(5);
        for (index, (kind, text)) in KINDS.iter().zip(parts).enumerate() {
            let f = Field::parse(*kind, text).map_err(|message| ParseError::Field { index, message })?;
            fields.push(f);
        }
        Ok(Schedule { fields })
    }

    pub fn matches(&self, m: &Minute) -> bool {
        let vals = [m.minute, m.hour, m.day, m.month, m.weekday];
        self.fields.iter().zip(vals).all(|(f, v)| f.matches(v))
    }

    /// Next minute in the same hour-day that fires, if any.
    pub fn next_in_hour(&self, m: &Minute) -> Option<Minute> {
        if !self.fields[1].matches(m.hour) {
            return None;
        }
        self.fields[0].next_from(m.minute).map(|minute| Minute { minute, ..*m })
    }
}
EOF
cat > tests/parse.rs <<'EOF'
use cronspec::schedule::Minute;
use cronspec::{Field, FieldKind, ParseError, Schedule};

fn at(month: u32, day: u32, weekday: u32, hour: u32, minute: u32) -> Minute {
    Minute { month, day, weekday, hour, minute }
}

#[test]
fn every_fifteen_minutes() {
    let f = Field::parse(FieldKind::Minute, "*/15").unwrap();
    let hits: Vec<u32> = (0..60).filter(|&m| f.matches(m)).collect();
    assert_eq!(hits, vec![0, 15, 30, 45]);
}

#[test]
fn named_months_and_days() {
    let s = Schedule::parse("30 9 * jan-mar mon-fri").unwrap();
    assert!(s.matches(&at(2, 14, 3, 9, 30)));
    assert!(!s.matches(&at(4, 14, 3, 9, 30)));
    assert!(!s.matches(&at(2, 17, 0, 9, 30)));
}

#[test]
fn wrong_field_count() {
    assert_eq!(Schedule::parse("* * * *").unwrap_err(), ParseError::FieldCount(4));
}

#[test]
fn macros_expand() {
    let s = Schedule::parse("@daily").unwrap();
    assert!(s.matches(&at(7, 1, 1, 0, 0)));
    assert!(!s.matches(&at(7, 1, 1, 0, 1)));
}

#[test]
fn step_from_single_value() {
    let f = Field::parse(FieldKind::Hour, "6/8").unwrap();
    let hits: Vec<u32> = (0..24).filter(|&h| f.matches(h)).collect();
    assert_eq!(hits, vec![6, 14, 22]);
}

#[test]
fn out_of_range_value_is_an_error() {
    let err = Schedule::parse("0 0 * 13 *").unwrap_err();
    assert!(matches!(err, ParseError::Field { index: 3, .. }), "got {err:?}");
}

#[test]
fn sunday_as_seven() {
    // many crontabs accept 7 for Sunday
    let s = Schedule::parse("0 12 * * 7").unwrap();
    assert!(s.matches(&at(5, 5, 0, 12, 0)));
}

#[test]
fn next_in_hour_skips_to_listed_minute() {
    let s = Schedule::parse("5,35 * * * *").unwrap();
    assert_eq!(s.next_in_hour(&at(1, 1, 1, 10, 6)).map(|m| m.minute), Some(35));
    assert_eq!(s.next_in_hour(&at(1, 1, 1, 10, 36)), None);
}

#[test]
fn list_with_ranges_and_steps() {
    let f = Field::parse(FieldKind::DayOfMonth, "1-5,10-20/5,28").unwrap();
    let hits: Vec<u32> = (1..32).filter(|&d| f.matches(d)).collect();
    assert_eq!(hits, vec![1, 2, 3, 4, 5, 10, 15, 20, 28]);
}

#[test]
fn weekday_range_wraps() {
    let f = Field::parse(FieldKind::DayOfWeek, "fri-mon").unwrap();
    let hits: Vec<u32> = (0..7).filter(|&d| f.matches(d)).collect();
    assert_eq!(hits, vec![0, 1, 5, 6]);
}
EOF
( RUST_BACKTRACE=1 cargo test 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
