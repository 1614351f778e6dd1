#!/usr/bin/env bash
# Tide-gauge sample ring buffer crate (no dependencies); cargo build with type and borrow errors.
set -u
NAME=cargo-build-tidegauge; PROJ=tidegauge
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p src
cat > Cargo.toml <<'EOF'
[package]
name = "tidegauge"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod ring;
pub mod stats;
pub mod station;

pub use ring::Ring;
pub use station::{Station, Sample};
EOF
cat > src/ring.rs <<'EOF'
/// Fixed-capacity ring buffer that overwrites the oldest sample.
pub struct Ring<T> {
    buf: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T: Clone> Ring<T> {
    pub fn with_capacity(cap: usize) -> Self {
        Ring { buf: vec![None; cap], head: 0, len: 0 }
    }

    pub fn push(&mut self, item: T) -> Option<T> {
        let cap = self.buf.len();
        let slot = (self.head + self.len) % cap;
        if self.len == cap {
            let old = self.buf[self.head].replace(item);
            self.head = (self.head + 1) % cap;
            old
        } else {
            self.buf[slot] = Some(item);
            self.len += 1;
            None
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        (0..self.len).map(move |i| self.buf[(self.head + i) % self.buf.len()].as_ref().unwrap())
    }

    pub fn latest(&self) -> Option<&T> {
        if self.len == 0 {
            return None;
        }
        let idx = (self.head + self.len - 1) % self.buf.len();
        self.buf[idx].as_ref()
    }
}
EOF
cat > src/stats.rs <<'EOF'
pub fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.iter().sum::<f64>() / values.len() as f64
}

pub fn median(values: &mut Vec<f64>) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let mid = values.len() / 2;
    Some(if values.len() % 2 == 0 { (values[mid - 1] + values[mid]) / 2.0 } else { values[mid] })
}

/// Difference between highest and lowest level, in millimetres.
pub fn range_mm(values: &[f64]) -> u32 {
    let hi = values.iter().cloned().fold(f64::MIN, f64::max);
    let lo = values.iter().cloned().fold(f64::MAX, f64::min);
    ((hi - lo) * 1000.0)
}
EOF
cat > src/station.rs <<'EOF'
use crate::ring::Ring;
use crate::stats;

#[derive(Clone, Debug)]
pub struct Sample {
    pub epoch: u64,
    pub level_m: f64,
    pub flags: Vec<String>,
}

pub struct Station {
    pub code: String,
    pub datum_offset_m: f64,
    samples: Ring<Sample>,
    alarms: Vec<String>,
}

impl Station {
    pub fn new(code: &str, capacity: usize) -> Station {
        Station { code: code.to_string(), datum_offset_m: 0.0, samples: Ring::with_capacity(capacity), alarms: Vec::new() }
    }

    pub fn record(&mut self, sample: Sample) {
        if sample.level_m > 4.5 {
            self.raise_alarm(format!("{} high water {:.2} m", self.code, sample.level_m));
        }
        let dropped = self.samples.push(sample);
        if let Some(old) = dropped {
            log_dropped(&self.code, old);
        }
        println!("recorded {} at {}", self.code, sample.epoch);
    }

    fn raise_alarm(&mut self, msg: String) {
        self.alarms.push(msg);
    }

    pub fn flagged(&mut self) -> Vec<&Sample> {
        let mut out = Vec::new();
        for s in self.samples.iter() {
            if !s.flags.is_empty() {
                self.alarms.push(format!("flagged sample at {}", s.epoch));
                out.push(s);
            }
        }
        out
    }

    pub fn summary(&self) -> String {
        let levels: Vec<f64> = self.samples.iter().map(|s| s.level_m + self.datum_offset_m).collect();
        let avg = stats::mean(&levels).unwrap_or(0.0);
        let spread = stats::range_mm(&levels);
        format!("{}: n={} mean={:.3} range={}mm", self.code, self.samples.len(), avg, spread)
    }

    pub fn last_epoch(&self) -> u64 {
        self.samples.latest().map(|s| s.epoch)
    }
}

fn log_dropped(code: &str, sample: Sample) {
    let spike_threshold = 0.25;
    eprintln!("{code}: dropped sample {} ({} flags)", sample.epoch, sample.flags.len());
}
EOF
cat > src/export.rs <<'EOF'
use std::fmt::Write;

use crate::station::{Sample, Station};

/// CSV with one row per sample: epoch,level_m,flags
pub fn samples_csv(samples: &[Sample]) -> String {
    let mut out = String::from("epoch,level_m,flags\n");
    for s in samples {
        writeln!(out, "{},{:.3},{}", s.epoch, s.level_m, s.flags.join("|")).unwrap();
    }
    out
}

pub fn station_line(st: &Station) -> String {
    format!("{};{}", st.code, st.summary())
}

pub fn flag_counts(samples: &[Sample]) -> Vec<(String, usize)> {
    let mut counts: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for s in samples {
        for f in &s.flags {
            *counts.entry(f).or_insert(0) += 1;
        }
    }
    let mut v: Vec<(String, usize)> = counts.into_iter().map(|(k, n)| (k.to_string(), n)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    v.truncate(MAX_FLAGS);
    v
}

pub fn describe(sample: &Sample) -> String {
    format!("sample {}", sample)
}

pub fn latest_level(st: &Station) -> f64 {
    st.latest_sample().level_m
}
EOF
sed -i 's/^pub mod station;$/pub mod station;\npub mod export;/' src/lib.rs
( cargo build 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
