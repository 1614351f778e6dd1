#!/usr/bin/env bash
# d-cargo-build-terrarium: `cargo build` of a terrarium climate controller
# binary: Send bound across thread::spawn and a borrow of a temporary.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cargo-build-terrarium.txt}
P=$WORK/terrarium
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
  -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rustup/toolchains/stable/#g" \
  -e "s#$HOME/.cargo/#/usr/local/cargo/#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "terrarium-ctl"
version = "0.3.0"
edition = "2021"

[[bin]]
name = "terrariumd"
path = "src/main.rs"

[dependencies]
EOF
cat > src/climate.rs <<'EOF'
use std::cell::RefCell;
use std::rc::Rc;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Biome {
    Desert,
    Tropical,
    Temperate,
}

#[derive(Debug, Default)]
pub struct Reading {
    pub temp_c: f32,
    pub humidity_pct: f32,
    pub uv_index: f32,
}

pub struct Tank {
    pub name: String,
    pub biome: Biome,
    pub history: Rc<RefCell<Vec<Reading>>>,
}

impl Tank {
    pub fn new(name: &str, biome: Biome) -> Tank {
        Tank { name: name.to_string(), biome, history: Rc::new(RefCell::new(Vec::new())) }
    }

    pub fn target_humidity(&self) -> (f32, f32) {
        match self.biome {
            Biome::Desert => (10.0, 30.0),
            Biome::Tropical => (70.0, 90.0),
            Biome::Temperate => (40.0, 60.0),
        }
    }

    pub fn latest(&self) -> Option<&Reading> {
        self.history.borrow().last()
    }
}

pub fn hottest<'a>(a: &'a Tank, b: &'a Tank) -> &'a str {
    let ta = a.history.borrow().last().map(|r| r.temp_c).unwrap_or(0.0);
    let tb = b.history.borrow().last().map(|r| r.temp_c).unwrap_or(0.0);
    if ta >= tb { &a.name } else { &b.name }
}
EOF
cat > src/main.rs <<'EOF'
mod climate;

use climate::{Biome, Reading, Tank};
use std::thread;
use std::time::Duration;

fn main() {
    let gecko = Tank::new("leopard-gecko", Biome::Desert);
    let frog = Tank::new("dart-frog", Biome::Tropical);

    let history = gecko.history.clone();
    let sampler = thread::spawn(move || {
        for i in 0..10 {
            history.borrow_mut().push(Reading { temp_c: 30.0 + i as f32 * 0.2, humidity_pct: 22.0, uv_index: 4.5 });
            thread::sleep(Duration::from_millis(100));
        }
    });

    sampler.join().unwrap();
    let (lo, hi) = frog.target_humidity();
    println!("{} humidity target {lo}-{hi}%", frog.name);
    println!("hottest: {}", climate::hottest(&gecko, &frog));
}
EOF
{ echo '$ cargo build'; CARGO_NET_OFFLINE=true cargo build 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
