#!/bin/bash
# cargo clippy on a campfire-permit service: lints across several modules, builds fine
source "$(dirname "$0")/d-lib.sh"
P=$WORK/campfirepermit
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "campfirepermit"
version = "2.1.0"
edition = "2021"
T
cat > src/main.rs <<'T'
mod permit;
mod weather;
mod zones;

fn main() {
    let zones = zones::load();
    let w = weather::Reading { wind_kmh: 18.0, humidity: 0.31, temp_c: 27.5 };
    let level = weather::danger_level(&w);
    for z in &zones {
        let p = permit::issue(z, level);
        match p {
            Some(p) => println!("{} -> {:?}", z.name, p),
            None => println!("{} -> refused", z.name),
        }
    }
}
T
cat > src/weather.rs <<'T'
pub struct Reading { pub wind_kmh: f64, pub humidity: f64, pub temp_c: f64 }

pub fn danger_level(r: &Reading) -> u8 {
    let mut score = 0.0;
    score = score + r.wind_kmh / 10.0;
    score = score + (1.0 - r.humidity) * 3.0;
    if r.temp_c > 25.0 { score += 1.0; }
    if score > 5.0 { return 5; }
    return score as u8;
}

pub fn is_red_flag(levels: &Vec<u8>) -> bool {
    let mut count = 0;
    for i in 0..levels.len() {
        if levels[i] >= 4 { count += 1; }
    }
    count >= 3
}

pub fn avg_humidity(rs: &[Reading]) -> f64 {
    if rs.len() == 0 { return 0.0; }
    rs.iter().map(|r| r.humidity).sum::<f64>() / rs.len() as f64
}
T
cat > src/zones.rs <<'T'
#[derive(Debug, Clone)]
pub struct Zone { pub name: String, pub max_level: u8, pub ranger: Option<String>, pub pits: u32 }

pub fn load() -> Vec<Zone> {
    let raw = vec![("Lakeshore", 3, Some("Okafor"), 12), ("Pine Ridge", 2, None, 4), ("Meadow Loop", 4, Some("Lindqvist"), 20)];
    let mut out = Vec::new();
    for (name, max, ranger, pits) in raw.iter() {
        out.push(Zone { name: name.to_string(), max_level: *max, ranger: ranger.map(|r| r.to_string()), pits: *pits });
    }
    out
}

pub fn ranger_for(z: &Zone) -> Option<String> {
    match &z.ranger {
        Some(r) => Some(r.clone()),
        None => None,
    }
}

pub fn total_pits(zones: &[Zone]) -> u32 {
    zones.iter().fold(0, |acc, z| acc + z.pits)
}
T
cat > src/permit.rs <<'T'
use crate::zones::Zone;

#[derive(Debug)]
pub struct Permit { pub zone: String, pub level: u8, pub hours: u32 }

pub fn issue(z: &Zone, level: u8) -> Option<Permit> {
    if (level > z.max_level) == true { return None; }
    let zone = z.name.clone();
    let hours = if level <= 1 { 8 } else if level == 2 { 6 } else { 3 };
    Some(Permit { zone: zone.clone(), level, hours })
}

pub fn fee_cents(p: &Permit) -> u64 {
    let base: u64 = 1500;
    let extra = (p.hours as u64) * 250;
    return base + extra;
}
T
cargo build -q >/dev/null 2>&1
touch src/main.rs
{ run "cargo clippy"; } | neutral > "$OUTDIR/d-clippy-campfirepermit.txt"
