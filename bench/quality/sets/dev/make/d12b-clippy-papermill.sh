#!/bin/bash
# cargo clippy on a paper-mill batch tracker crate: a pile of style/complexity warnings and one deny-by-default error
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pulpline
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/Cargo.toml" <<'EOF'
[package]
name = "pulpline"
version = "0.4.0"
edition = "2021"

[dependencies]
EOF
cat > "$P/src/main.rs" <<'EOF'
mod furnish;
mod reel;
mod grades;

fn main() {
    let batch = furnish::Batch::new("PM2-0412", 18_500.0);
    let reels = reel::cut_reels(&batch, 5.2, 8);
    println!("{} reels from {}", reels.len(), batch.id);
    grades::report(&batch);
}
EOF
cat > "$P/src/furnish.rs" <<'EOF'
use std::collections::HashMap;

pub struct Batch {
    pub id: String,
    pub kg: f64,
    pub fibres: HashMap<String, f64>,
    pub moisture_pct: f64,
    pub freeness_csf: u32,
}

impl Batch {
    pub fn new(id: &str, kg: f64) -> Batch {
        let mut fibres = HashMap::new();
        fibres.insert("bleached softwood kraft".to_string(), 0.55);
        fibres.insert("eucalyptus hardwood".to_string(), 0.30);
        fibres.insert("recycled OCC".to_string(), 0.15);
        return Batch { id: id.to_string(), kg: kg, fibres: fibres, moisture_pct: 6.5, freeness_csf: 420 };
    }

    pub fn fibre_share(&self, name: &String) -> f64 {
        match self.fibres.get(name) {
            Some(v) => *v,
            None => 0.0,
        }
    }

    pub fn is_dry(&self) -> bool {
        if self.moisture_pct < 8.0 { true } else { false }
    }

    pub fn softwood_heavy(&self) -> bool {
        (self.fibre_share(&"bleached softwood kraft".to_string()) > 0.5) == true
    }

    pub fn freeness_ok(&self) -> bool {
        self.freeness_csf >= 0 && self.freeness_csf < 700
    }

    pub fn fibre_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        for (k, _) in self.fibres.iter() {
            names.push(k.clone());
        }
        names.sort();
        names
    }
}
EOF
cat > "$P/src/reel.rs" <<'EOF'
use crate::furnish::Batch;

#[derive(Debug, Clone)]
pub struct Reel { pub no: usize, pub width_m: f64, pub kg: f64, pub grade: String }

pub fn cut_reels(batch: &Batch, deckle_m: f64, count: usize) -> Vec<Reel> {
    let mut reels = vec![];
    let mut i = 0;
    while i < count {
        let kg = batch.kg / count as f64;
        reels.push(Reel { no: i + 1, width_m: deckle_m / 2.0, kg: kg, grade: String::from("80gsm offset") });
        i += 1;
    }
    if reels.len() == 0 {
        println!("{}", format!("no reels cut for {}", batch.id));
    }
    reels
}

pub fn heaviest(reels: &Vec<Reel>) -> Option<&Reel> {
    reels.iter().max_by(|a, b| a.kg.partial_cmp(&b.kg).unwrap())
}

pub fn total_kg(reels: &[Reel]) -> f64 {
    reels.iter().map(|r| r.kg).fold(0.0, |a, b| a + b)
}

pub fn label(r: &Reel) -> String {
    let s = format!("{}-{}", r.no, r.grade);
    return s;
}
EOF
cat > "$P/src/grades.rs" <<'EOF'
use crate::furnish::Batch;

const PI_ISH: f64 = 3.14;

pub fn report(b: &Batch) {
    let names = b.fibre_names();
    for i in 0..names.len() {
        println!("{:>2} {}", i, names[i]);
    }
    let core_area = PI_ISH * 0.076 * 0.076;
    println!("core area {:.4} m2, dry: {}, softwood heavy: {}, freeness ok: {}", core_area, b.is_dry(), b.softwood_heavy(), b.freeness_ok());
    let mut brightness: Vec<f64> = Vec::new();
    brightness.push(88.5);
    brightness.push(89.1);
    brightness.push(87.9);
    let ok = brightness.iter().filter(|x| **x > 88.0).collect::<Vec<_>>().len();
    println!("{} of {} brightness readings above ISO 88", ok, brightness.len());
    let x: u8 = 200;
    if x > 255 { println!("impossible"); }
}
EOF
cd "$P"
{
echo '$ cargo clippy'
timeout 120 cargo clippy 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
