#!/usr/bin/env bash
# cargo clippy (pedantic warnings) on a thatched-roof quoting crate; one deny-by-default lint fails the build.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/thatchquote
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > Cargo.toml <<'TOML'
[package]
name = "thatchquote"
version = "0.4.1"
edition = "2021"

[dependencies]
TOML
cat > src/lib.rs <<'RS'
pub mod reed;
pub mod ridge;
pub mod quote;
RS
cat > src/reed.rs <<'RS'
/// Water reed bundles, by grade.
#[derive(Debug, Clone, PartialEq)]
pub enum ReedGrade {
    Norfolk,
    Turkish,
    Combed,
}

pub struct ReedStock {
    pub grade: ReedGrade,
    pub bundles: u32,
    pub price_per_bundle_pence: u32,
}

impl ReedStock {
    pub fn new(grade: ReedGrade, bundles: u32, price: u32) -> ReedStock {
        ReedStock { grade: grade, bundles: bundles, price_per_bundle_pence: price }
    }

    pub fn total_pence(&self) -> u64 {
        return self.bundles as u64 * self.price_per_bundle_pence as u64;
    }

    pub fn bundles_f(&self) -> f64 {
        self.bundles as f64
    }

    pub fn is_empty(&self) -> bool {
        if self.bundles == 0 { true } else { false }
    }

    pub fn grade_name(&self) -> String {
        match self.grade {
            ReedGrade::Norfolk => "norfolk".to_string(),
            ReedGrade::Turkish => "turkish".to_string(),
            ReedGrade::Combed => "combed".to_string(),
        }
    }
}

pub fn bundles_for_area(area_m2: f64, bundles_per_m2: f64) -> u32 {
    (area_m2 * bundles_per_m2).ceil() as u32
}

pub fn parse_grade(s: &str) -> Result<ReedGrade, String> {
    match s {
        "norfolk" => Ok(ReedGrade::Norfolk),
        "turkish" => Ok(ReedGrade::Turkish),
        "combed" => Ok(ReedGrade::Combed),
        other => Err(format!("unknown reed grade {}", other)),
    }
}
RS
cat > src/ridge.rs <<'RS'
/// Ridge styles: block-cut or flush, with liggers and spars.
pub struct Ridge {
    pub length_m: f64,
    pub pattern: String,
    pub liggers: Vec<u32>,
}

impl Ridge {
    pub fn new(length_m: f64, pattern: &str) -> Ridge {
        Ridge { length_m, pattern: pattern.to_string(), liggers: Vec::new() }
    }

    pub fn spar_count(&self) -> usize {
        let mut n = 0;
        for i in 0..self.liggers.len() {
            n += self.liggers[i] as usize;
        }
        n
    }

    pub fn has_liggers(&self) -> bool {
        self.liggers.len() > 0
    }

    pub fn scallops(&self) -> u32 {
        (self.length_m / 0.45) as u32
    }

    pub fn pattern_is(&self, p: &String) -> bool {
        self.pattern == *p
    }

    pub fn copy_pattern(&self) -> String {
        let s = self.pattern.clone();
        s.clone()
    }

    pub fn hazel_bundles(&self, per_metre: u32) -> u32 {
        let m = self.length_m as u32;
        m * per_metre + if m % 2 == 0 { 0 } else { 1 }
    }
}
RS
cat > src/quote.rs <<'RS'
use crate::reed::ReedStock;
use crate::ridge::Ridge;

pub struct QuoteLine {
    pub label: String,
    pub pence: u64,
}

pub struct QuoteBuilder {
    pub lines: Vec<QuoteLine>,
    pub vat_rate: f64,
}

impl QuoteBuilder {
    pub fn new() -> QuoteBuilder {
        QuoteBuilder { lines: vec![], vat_rate: 0.2 }
    }

    pub fn add_reed(&mut self, stock: &ReedStock) {
        self.lines.push(QuoteLine { label: format!("reed ({})", stock.grade_name()), pence: stock.total_pence() });
    }

    pub fn add_ridge(&mut self, ridge: &Ridge, pence_per_metre: u32) {
        let cost = (ridge.length_m * pence_per_metre as f64) as u64;
        self.lines.push(QuoteLine { label: format!("ridge {}", ridge.pattern), pence: cost });
    }

    pub fn subtotal(&self) -> u64 {
        self.lines.iter().map(|l| l.pence).fold(0, |a, b| a + b)
    }

    pub fn vat(&self) -> u64 {
        (self.subtotal() as f64 * self.vat_rate) as u64
    }

    /// Area of a conical (round-house) roof from its radius and slant.
    pub fn cone_area(radius_m: f64, slant_m: f64) -> f64 {
        3.14159 * radius_m * slant_m
    }

    pub fn total(&self) -> u64 {
        let total = self.subtotal() + self.vat();
        return total;
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        for line in self.lines.iter() {
            out.push_str(&format!("{:<30}{:>10}\n", line.label, line.pence));
        }
        out.push_str(&format!("{:<30}{:>10}\n", "total", self.total()));
        out
    }
}
RS
{
  echo '$ cargo clippy --all-targets -- -W clippy::pedantic'
  cargo clippy --all-targets --color never -- -W clippy::pedantic 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
