#!/bin/bash
# cargo clippy on a toy lighting-shop (lava lamp stock and pricing) crate: a page of
# style/complexity/perf lints, one deny-level correctness lint that fails the run.
# Usage: WORK=<dir> bash d17d-clippy-lavalamp.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/lavalamp
rm -rf "$P"; mkdir -p "$P/src"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > Cargo.toml <<'EOF'
[package]
name = "lavalamp"
version = "0.7.1"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod stock;
mod pricing;
mod wax;

fn main() {
    let shelf = stock::demo_shelf();
    println!("{} lamps, value {}", shelf.len(), pricing::shelf_value(&shelf));
    println!("{}", wax::blend_name(3));
}
EOF
cat > src/stock.rs <<'EOF'
#[derive(Debug, Clone, PartialEq)]
pub struct Lamp {
    pub sku: String,
    pub colour: String,
    pub height_cm: u32,
    pub watts: u32,
    pub in_stock: u32,
}

pub fn demo_shelf() -> Vec<Lamp> {
    let mut v = Vec::new();
    for (i, c) in ["amber", "violet", "teal", "magenta", "lime"].iter().enumerate() {
        v.push(Lamp { sku: format!("LL-{}", i), colour: c.to_string(), height_cm: 34 + i as u32 * 4, watts: 25, in_stock: i as u32 * 3 });
    }
    v
}

pub fn find_by_colour<'a>(shelf: &'a Vec<Lamp>, colour: &str) -> Option<&'a Lamp> {
    for i in 0..shelf.len() {
        if shelf[i].colour == colour.to_string() {
            return Some(&shelf[i]);
        }
    }
    return None;
}

pub fn out_of_stock(shelf: &[Lamp]) -> usize {
    shelf.iter().filter(|l| l.in_stock == 0).collect::<Vec<_>>().len()
}

pub fn tall(shelf: &[Lamp]) -> bool {
    if shelf.iter().any(|l| l.height_cm > 40) == true { true } else { false }
}

pub fn restock(lamp: &mut Lamp, n: u32) {
    lamp.in_stock = lamp.in_stock + n;
}

pub fn label(lamp: &Lamp) -> String {
    let s = format!("{}", lamp.sku);
    s.clone()
}
EOF
cat > src/pricing.rs <<'EOF'
use crate::stock::Lamp;

pub const VAT: f64 = 0.2;

pub fn price_pence(lamp: &Lamp) -> u64 {
    let base: u64 = match lamp.height_cm {
        0..=35 => 2499,
        36..=42 => 3499,
        _ => 4999,
    };
    let mut p = base;
    if lamp.watts > 30 {
        p = p + 500;
    }
    p as u64
}

pub fn shelf_value(shelf: &Vec<Lamp>) -> u64 {
    let mut total = 0;
    for l in shelf.iter() {
        total += price_pence(l) * l.in_stock as u64;
    }
    total
}

pub fn with_vat(pence: u64) -> f64 {
    let v = pence as f64 * (1.0 + VAT);
    if v == 0.0 { return 0.0 }
    v
}

pub fn discount(pence: u64, pct: u64) -> u64 {
    if pct > 100 { return 0; }
    pence - pence * pct / 100
}

pub fn bulk(qty: u32) -> bool {
    let threshold = 10;
    qty >= threshold && qty >= threshold
}
EOF
cat > src/wax.rs <<'EOF'
pub fn blend_name(code: u8) -> &'static str {
    let names = ["paraffin", "paraffin+mineral", "paraffin+carbon", "bee-blend"];
    if code as usize >= names.len() + 1 { return "unknown"; }
    names[code as usize]
}

pub fn melt_minutes(ambient_c: f32) -> f32 {
    let mut m = 90.0;
    if ambient_c < 15.0 {
        m = m * 1.3;
    }
    m
}

pub fn is_ready(temp: f32) -> bool {
    temp >= 60.0 && temp < 60.0
}

pub fn viscosity_table() -> Vec<(u32, f32)> {
    let mut v = vec![];
    v.push((40, 3.1));
    v.push((50, 2.2));
    v.push((60, 1.4));
    v
}
EOF
{
  echo '$ cargo clippy --all-targets'
  timeout 120 cargo clippy --all-targets 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
