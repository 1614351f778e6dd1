#!/usr/bin/env bash
# Beehive scale telemetry crate: cargo build with a borrow-checker error and an unused-import warning.
P=${WORK:-/home/dev}/hivescale
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > Cargo.toml <<'EOF'
[package]
name = "hivescale"
version = "0.2.0"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
use std::collections::HashMap;
use std::fmt::Write;

#[derive(Debug)]
struct Reading { hive: String, grams: i64, hour: u8 }

fn nectar_flow(readings: &mut Vec<Reading>) -> HashMap<String, i64> {
    let mut gain = HashMap::new();
    let first = &readings[0];
    for r in readings.iter() {
        *gain.entry(r.hive.clone()).or_insert(0) += r.grams;
    }
    readings.retain(|r| r.hour >= 6);
    println!("baseline hive {} at {}g", first.hive, first.grams);
    gain
}

fn main() {
    let mut rs = vec![
        Reading { hive: "linden-3".into(), grams: 41250, hour: 5 },
        Reading { hive: "linden-3".into(), grams: 41980, hour: 12 },
        Reading { hive: "heather-1".into(), grams: 38800, hour: 12 },
    ];
    let g = nectar_flow(&mut rs);
    println!("{:?}", g);
}
EOF
echo '$ cargo build'
cargo build 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
