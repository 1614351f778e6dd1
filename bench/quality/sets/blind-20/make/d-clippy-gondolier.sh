#!/bin/bash
# cargo clippy over a gondola-ride booking workspace (three local crates), warnings only.
WORK=${WORK:-/home/dev}; P=$WORK/gondolier
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > Cargo.toml <<'EOF'
[workspace]
members = ["fares", "canals", "booking"]
resolver = "2"
EOF
mkdir -p fares/src canals/src booking/src
cat > fares/Cargo.toml <<'EOF'
[package]
name = "fares"
version = "0.2.0"
edition = "2021"
EOF
cat > fares/src/lib.rs <<'EOF'
pub struct Fare { pub base_cents: u64, pub per_minute_cents: u64, pub night: bool }

pub fn price(f: &Fare, minutes: u64, passengers: u64) -> u64 {
    let mut total = f.base_cents + f.per_minute_cents * minutes;
    if f.night == true {
        total = total + total / 4;
    }
    if passengers > 2 {
        total = total + (passengers - 2) * 500;
    }
    return total;
}

pub fn discount(total: u64, code: &String) -> u64 {
    if code.len() == 0 { return total; }
    match code.as_str() {
        "LAGOON10" => total * 90 / 100,
        "SUNSET" => total - 1000,
        _ => total,
    }
}
EOF
cat > canals/Cargo.toml <<'EOF'
[package]
name = "canals"
version = "0.5.3"
edition = "2021"
EOF
cat > canals/src/lib.rs <<'EOF'
#[derive(Debug, Clone)]
pub struct Canal { pub name: String, pub length_m: u32, pub low_bridges: Vec<u32> }

pub fn network() -> Vec<Canal> {
    vec![
        Canal { name: "Rio della Pieta".into(), length_m: 420, low_bridges: vec![120, 300] },
        Canal { name: "Rio di San Lorenzo".into(), length_m: 610, low_bridges: vec![] },
        Canal { name: "Rio dei Greci".into(), length_m: 380, low_bridges: vec![55] },
    ]
}

pub fn route_length(route: &Vec<Canal>) -> u32 {
    let mut len = 0;
    for i in 0..route.len() {
        len += route[i].length_m;
    }
    len
}

pub fn has_low_bridge(c: &Canal) -> bool {
    c.low_bridges.iter().filter(|b| **b > 0).count() > 0
}

pub fn find(name: &str) -> Option<Canal> {
    network().into_iter().find(|c| c.name == name).map(|c| c.clone())
}
EOF
cat > booking/Cargo.toml <<'EOF'
[package]
name = "booking"
version = "1.1.0"
edition = "2021"

[dependencies]
fares = { path = "../fares" }
canals = { path = "../canals" }
EOF
cat > booking/src/main.rs <<'EOF'
use canals::{network, route_length, has_low_bridge};
use fares::{price, discount, Fare};

struct Booking { rider: String, minutes: u64, passengers: u64, code: String }

fn tall_gondolier_ok(route: &[canals::Canal]) -> bool {
    for c in route {
        if has_low_bridge(c) { return false; } else { continue; }
    }
    true
}

fn main() {
    let fare = Fare { base_cents: 8000, per_minute_cents: 150, night: false };
    let route = network();
    let b = Booking { rider: "Ottavia".to_string(), minutes: 40, passengers: 4, code: "LAGOON10".to_string() };
    let total = discount(price(&fare, b.minutes, b.passengers), &b.code);
    let metres = route_length(&route);
    let pace = metres as f64 / b.minutes as f64;
    let ok = tall_gondolier_ok(&route);
    if ok == false { println!("needs a short gondolier"); }
    println!("{} pays {} for {} m at {:.1} m/min", b.rider, total, metres, pace);
    let _ = 3.14159 * 2.0;
}
EOF
{ echo '$ cargo clippy --workspace'; cargo clippy --workspace 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
