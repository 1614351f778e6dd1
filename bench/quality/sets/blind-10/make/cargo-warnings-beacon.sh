#!/usr/bin/env bash
# cargo build of a weather-beacon firmware simulator: succeeds with many rustc warnings.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/beaconsim
neutral() {
  sed -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src/sensors"; cd "$P"
export CARGO_TARGET_DIR="$P/target"
cat > Cargo.toml <<'EOF'
[package]
name = "beaconsim"
version = "0.9.2"
edition = "2021"

[dependencies]
EOF
sensors="anemometer barometer hygrometer pyranometer raingauge thermistor lightning soilprobe uvindex snowdepth"
{
  echo "pub mod sensors;"
  echo "pub mod uplink;"
} > src/lib.rs
: > src/sensors/mod.rs
for s in $sensors; do
  echo "pub mod $s;" >> src/sensors/mod.rs
  S=$(echo "$s" | sed 's/./\U&/')
  cat > src/sensors/$s.rs <<EOF
use std::collections::HashMap;
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct ${S}Reading {
    pub raw: u16,
    pub scaled: f32,
    pub taken_at_ms: u64,
}

pub struct ${S} {
    pub channel: u8,
    calibration: f32,
    history: Vec<${S}Reading>,
    last_error: Option<String>,
}

impl ${S} {
    pub fn new(channel: u8) -> Self {
        let warmup = Duration::from_millis(250);
        ${S} { channel, calibration: 1.0, history: Vec::new(), last_error: None }
    }

    pub fn sample(&mut self, raw: u16, now_ms: u64) -> f32 {
        let mut scaled = raw as f32 * self.calibration / 65535.0;
        let reading = ${S}Reading { raw, scaled, taken_at_ms: now_ms };
        self.history.push(reading);
        scaled
    }

    fn smooth(&self, window: usize) -> f32 {
        let n = self.history.len().min(window);
        self.history.iter().rev().take(n).map(|r| r.scaled).sum::<f32>() / n as f32
    }
}
EOF
done
cat > src/uplink.rs <<'EOF'
use std::fs::OpenOptions;
use std::io::Write;

pub enum Link {
    Lora { spreading_factor: u8 },
    Satellite { modem_id: u32 },
    Cellular,
}

pub fn frame(payload: &[u8]) -> Vec<u8> {
    let mut out = vec![0x7e, payload.len() as u8];
    out.extend_from_slice(payload);
    let crc = payload.iter().fold(0u8, |a, b| a ^ b);
    out.push(crc);
    out
}

pub fn describe(link: &Link) -> &'static str {
    match link {
        Link::Lora { .. } => "lora",
        Link::Satellite { modem_id } => "satellite",
        Link::Cellular => "cellular",
        _ => "unknown",
    }
}

pub fn spool(path: &str, payload: &[u8]) {
    let mut f = OpenOptions::new().create(true).append(true).open(path).unwrap();
    f.write_all(&frame(payload));
}

#[allow(deprecated)]
pub fn backoff_ms(attempt: u32) -> u64 {
    let base: u64 = 500;
    base * 2u64.pow(attempt) as u64
}
EOF
mkdir -p src/bin
cat > src/bin/beacon.rs <<'EOF'
use beaconsim::sensors::anemometer::Anemometer;
use beaconsim::sensors::barometer::Barometer;
use beaconsim::uplink::{describe, spool, Link};

fn main() {
    let mut wind = Anemometer::new(0);
    let mut pressure = Barometer::new(1);
    let link = Link::Lora { spreading_factor: 9 };
    for t in 0..10u64 {
        let w = wind.sample((t * 1200) as u16, t * 1000);
        let p = pressure.sample(40000 + t as u16, t * 1000);
        println!("{} w={:.3} p={:.3}", describe(&link), w, p);
    }
    spool("spool.bin", b"hello");
}
EOF
{
  echo '$ cargo build --release'
  cargo build --release 2>&1
  echo "exit status: $?"
} | neutral
