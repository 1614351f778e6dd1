#!/usr/bin/env bash
# cargo build of a tide-table crate that fails: borrow errors, type mismatch, missing trait.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tidewatch
neutral() {
  sed -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
export CARGO_TARGET_DIR="$P/target"
cat > Cargo.toml <<'EOF'
[package]
name = "tidewatch"
version = "0.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod station;
pub mod harmonic;
pub mod table;
EOF
cat > src/harmonic.rs <<'EOF'
use std::f64::consts::PI;

#[derive(Debug, Clone)]
pub struct Constituent {
    pub name: &'static str,
    pub amplitude_m: f64,
    pub phase_deg: f64,
    pub speed_deg_per_hr: f64,
}

pub const M2: f64 = 28.984_104_2;
pub const S2: f64 = 30.0;
pub const K1: f64 = 15.041_068_6;
pub const O1: f64 = 13.943_035_6;

impl Constituent {
    pub fn height_at(&self, hours: f64) -> f64 {
        let arg = (self.speed_deg_per_hr * hours - self.phase_deg) * PI / 180.0;
        self.amplitude_m * arg.cos()
    }
}

pub fn predict(datum_m: f64, parts: &[Constituent], hours: f64) -> f64 {
    datum_m + parts.iter().map(|c| c.height_at(hours)).sum::<f64>()
}
EOF
cat > src/station.rs <<'EOF'
use crate::harmonic::{Constituent, K1, M2, O1, S2};
use std::collections::HashMap;

#[derive(Debug)]
pub struct Station {
    pub id: u32,
    pub name: String,
    pub datum_m: f64,
    pub parts: Vec<Constituent>,
}

pub struct Registry {
    by_id: HashMap<u32, Station>,
}

impl Registry {
    pub fn new() -> Self {
        Registry { by_id: HashMap::new() }
    }

    pub fn add(&mut self, st: Station) {
        self.by_id.insert(st.id, st);
    }

    pub fn get(&self, id: u32) -> Option<&Station> {
        self.by_id.get(&id)
    }

    /// Rename a station and return the old name.
    pub fn rename(&mut self, id: u32, name: &str) -> Option<String> {
        let st = self.by_id.get(&id)?;
        let old = st.name;
        st.name = name.to_string();
        Some(old)
    }

    pub fn strongest(&self) -> Option<&Station> {
        self.by_id.values().max_by(|a, b| a.parts[0].amplitude_m.partial_cmp(&b.parts[0].amplitude_m).unwrap())
    }
}

pub fn demo_station(id: u32, name: &str) -> Station {
    Station {
        id,
        name: name.to_string(),
        datum_m: 2.41,
        parts: vec![
            Constituent { name: "M2", amplitude_m: 1.62, phase_deg: 112.0, speed_deg_per_hr: M2 },
            Constituent { name: "S2", amplitude_m: 0.54, phase_deg: 148.0, speed_deg_per_hr: S2 },
            Constituent { name: "K1", amplitude_m: 0.11, phase_deg: 201.0, speed_deg_per_hr: K1 },
            Constituent { name: "O1", amplitude_m: 0.09, phase_deg: 187.0, speed_deg_per_hr: O1 },
        ],
    }
}
EOF
cat > src/table.rs <<'EOF'
use crate::harmonic::predict;
use crate::station::Station;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    High,
    Low,
}

pub struct Extreme {
    pub hours: f64,
    pub height_m: f64,
    pub kind: Kind,
}

impl fmt::Display for Extreme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = self.hours as u32;
        let m = ((self.hours - h as f64) * 60.0).round() as u32;
        write!(f, "{:02}:{:02} {:>5.2} m {:?}", h, m, self.height_m, self.kind)
    }
}

pub fn extremes(st: &Station, from_hr: f64, to_hr: f64, step_min: u32) -> Vec<Extreme> {
    let step = step_min as f64 / 60.0;
    let mut out = Vec::new();
    let mut prev = predict(st.datum_m, &st.parts, from_hr - step);
    let mut cur = predict(st.datum_m, &st.parts, from_hr);
    let mut t = from_hr;
    while t < to_hr {
        let next = predict(st.datum_m, &st.parts, t + step);
        if cur > prev && cur >= next {
            out.push(Extreme { hours: t, height_m: cur, kind: Kind::High });
        } else if cur < prev && cur <= next {
            out.push(Extreme { hours: t, height_m: cur, kind: Kind::Low });
        }
        prev = cur;
        cur = next;
        t += step;
    }
    out
}

pub fn daily_range(list: &[Extreme]) -> f64 {
    let highs = list.iter().filter(|e| e.kind == Kind::High).map(|e| e.height_m);
    let lows = list.iter().filter(|e| e.kind == Kind::Low).map(|e| e.height_m);
    highs.fold(f64::MIN, f64::max) - lows.fold(f64::MAX, f64::min)
}

pub fn render(st: &Station, list: Vec<Extreme>) -> String {
    let mut s = format!("{} (#{})\n", st.name, st.id);
    for e in list {
        s.push_str(&format!("  {}\n", e));
    }
    let range = daily_range(&list);
    s.push_str(&format!("  range {:.2} m\n", range));
    s
}

pub fn spring_tide(list: &[Extreme]) -> bool {
    let threshold: u32 = 4.0;
    daily_range(list) > threshold
}

pub fn sort_by_height(list: &mut Vec<Extreme>) {
    list.sort_by_key(|e| e.height_m);
}
EOF
mkdir -p src/bin
cat > src/bin/tides.rs <<'EOF'
use tidewatch::station::{demo_station, Registry};
use tidewatch::table::{extremes, render};

fn main() {
    let mut reg = Registry::new();
    reg.add(demo_station(8, "Kessock Narrows"));
    reg.add(demo_station(14, "Pell Harbour"));
    let st = reg.get(8).expect("station 8");
    let list = extremes(st, 0.0, 24.0, 6);
    println!("{}", render(st, list));
}
EOF
{
  echo '$ cargo build'
  cargo build 2>&1
  echo "exit status: $?"
} | neutral
