#!/bin/bash
# cargo clippy on a beach lifeguard rota planner: a batch of lints, build otherwise fine
WORK=${WORK:-/home/dev}; P=$WORK/lifeguard
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "lifeguard"
version = "0.5.0"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod flags;
mod rota;

fn main() {
    let towers = vec!["North Groyne".to_string(), "Pier".to_string(), "Rock Pools".to_string()];
    let plan = rota::plan(&towers, 9, 18);
    for (t, g) in plan.iter() {
        println!("{} -> {}", t, g);
    }
    println!("flag: {:?}", flags::flag_for(1.8, 14.0));
}
EOF
cat > src/flags.rs <<'EOF'
#[derive(Debug, PartialEq)]
pub enum Flag { Green, Yellow, Red, RedYellow }

pub fn flag_for(wave_m: f64, wind_kn: f64) -> Flag {
    if wave_m > 2.5 || wind_kn > 25.0 {
        return Flag::Red;
    } else if wave_m > 1.2 {
        return Flag::Yellow;
    } else if wind_kn == 0.0 {
        return Flag::RedYellow;
    }
    return Flag::Green;
}

pub fn describe(f: &Flag) -> String {
    match f {
        &Flag::Green => format!("{}", "safe to swim"),
        &Flag::Yellow => format!("{}", "caution"),
        &Flag::Red => format!("{}", "no swimming"),
        &Flag::RedYellow => format!("{}", "patrolled area"),
    }
}
EOF
cat > src/rota.rs <<'EOF'
use std::collections::HashMap;

pub fn plan(towers: &Vec<String>, start: u32, end: u32) -> HashMap<String, String> {
    let guards = vec!["Ana", "Bex", "Cody", "Dev", "Eli"];
    let mut out = HashMap::new();
    let mut i = 0;
    for t in towers.iter() {
        let shift_len = end - start;
        if (shift_len > 8) == true {
            out.insert(t.clone(), format!("{} + {}", guards[i % guards.len()], guards[(i + 1) % guards.len()]));
        } else {
            out.insert(t.clone(), guards[i % guards.len()].to_string());
        }
        i = i + 1;
    }
    let _count = out.len() as usize;
    out
}

pub fn hours_on_duty(shifts: &[(u32, u32)]) -> u32 {
    let mut total = 0;
    for idx in 0..shifts.len() {
        total += shifts[idx].1 - shifts[idx].0;
    }
    total
}
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run cargo clippy --color never | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -E -e 's/in [0-9]+\.[0-9]+s$/in 1.37s/'
