#!/usr/bin/env bash
# fishing-licence registry: cargo test with a panic, RUST_BACKTRACE=1
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/fishing-licences"
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > Cargo.toml <<'EOF'
[package]
name = "fishing-licences"
version = "0.9.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod licence;
pub mod registry;
pub mod waters;
EOF
cat > src/licence.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Day,
    Week,
    Season,
    Junior,
}

#[derive(Debug, Clone)]
pub struct Licence {
    pub number: u32,
    pub holder: String,
    pub kind: Kind,
    pub age: u8,
    pub issued_day: u16,
}

impl Licence {
    pub fn fee_cents(&self) -> u32 {
        match self.kind {
            Kind::Day => 1200,
            Kind::Week => 3500,
            Kind::Season => 9800,
            Kind::Junior => 0,
        }
    }

    pub fn valid_days(&self) -> u16 {
        match self.kind {
            Kind::Day => 1,
            Kind::Week => 7,
            Kind::Season => 214,
            Kind::Junior => 365,
        }
    }

    pub fn is_valid_on(&self, day: u16) -> bool {
        day >= self.issued_day && day - self.issued_day < self.valid_days()
    }

    pub fn rod_limit(&self) -> u8 {
        if self.kind == Kind::Junior { 1 } else { 2 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lic(kind: Kind, issued_day: u16) -> Licence {
        Licence { number: 1, holder: "Ola".into(), kind, age: 40, issued_day }
    }

    #[test] fn day_fee() { assert_eq!(lic(Kind::Day, 1).fee_cents(), 1200); }
    #[test] fn week_fee() { assert_eq!(lic(Kind::Week, 1).fee_cents(), 3500); }
    #[test] fn season_fee() { assert_eq!(lic(Kind::Season, 1).fee_cents(), 9800); }
    #[test] fn junior_free() { assert_eq!(lic(Kind::Junior, 1).fee_cents(), 0); }
    #[test] fn week_valid_on_day_seven() { assert!(lic(Kind::Week, 100).is_valid_on(106)); }
    #[test] fn week_expired_on_day_eight() { assert!(!lic(Kind::Week, 100).is_valid_on(107)); }
    #[test] fn not_valid_before_issue() { assert!(!lic(Kind::Day, 100).is_valid_on(99)); }
    #[test] fn junior_one_rod() { assert_eq!(lic(Kind::Junior, 1).rod_limit(), 1); }
    #[test] fn adult_two_rods() { assert_eq!(lic(Kind::Season, 1).rod_limit(), 2); }
}
EOF
cat > src/waters.rs <<'EOF'
#[derive(Debug)]
pub struct Water {
    pub name: &'static str,
    pub closed_from: u16,
    pub closed_to: u16,
    pub daily_catch_limit: u8,
}

pub const WATERS: &[Water] = &[
    Water { name: "Glomma", closed_from: 274, closed_to: 365, daily_catch_limit: 3 },
    Water { name: "Tana", closed_from: 244, closed_to: 365, daily_catch_limit: 2 },
    Water { name: "Mjosa", closed_from: 0, closed_to: 0, daily_catch_limit: 10 },
    Water { name: "Namsen", closed_from: 245, closed_to: 365, daily_catch_limit: 2 },
];

pub fn find(name: &str) -> Option<&'static Water> {
    WATERS.iter().find(|w| w.name.eq_ignore_ascii_case(name))
}

pub fn is_open(w: &Water, day: u16) -> bool {
    !(w.closed_from..w.closed_to).contains(&day)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test] fn find_is_case_insensitive() { assert!(find("tana").is_some()); }
    #[test] fn unknown_water() { assert!(find("Thames").is_none()); }
    #[test] fn glomma_closed_in_october() { assert!(!is_open(find("Glomma").unwrap(), 280)); }
    #[test] fn mjosa_always_open() { assert!(is_open(find("Mjosa").unwrap(), 300)); }
    #[test] fn tana_open_in_june() { assert!(is_open(find("Tana").unwrap(), 160)); }
    #[test] fn namsen_closed_last_day() { assert!(!is_open(find("Namsen").unwrap(), 365)); }
}
EOF
cat > src/registry.rs <<'EOF'
use std::collections::BTreeMap;

use crate::licence::{Kind, Licence};
use crate::waters;

#[derive(Default)]
pub struct Registry {
    next_number: u32,
    licences: BTreeMap<u32, Licence>,
    catches: Vec<(u32, &'static str, u16, u8)>,
}

impl Registry {
    pub fn new() -> Self {
        Registry { next_number: 1000, ..Default::default() }
    }

    pub fn issue(&mut self, holder: &str, age: u8, kind: Kind, day: u16) -> u32 {
        let kind = if age < 16 { Kind::Junior } else { kind };
        let number = self.next_number;
        self.next_number += 1;
        self.licences.insert(number, Licence { number, holder: holder.into(), kind, age, issued_day: day });
        number
    }

    pub fn get(&self, number: u32) -> &Licence {
        self.licences.get(&number).expect("licence number not in registry")
    }

    pub fn log_catch(&mut self, number: u32, water: &str, day: u16, fish: u8) -> Result<u8, String> {
        let lic = self.get(number);
        if !lic.is_valid_on(day) {
            return Err(format!("licence {} not valid on day {}", number, day));
        }
        let w = waters::find(water).ok_or_else(|| format!("unknown water {}", water))?;
        if !waters::is_open(w, day) {
            return Err(format!("{} closed on day {}", w.name, day));
        }
        let already: u8 = self.catches.iter()
            .filter(|c| c.0 == number && c.1 == w.name && c.2 == day)
            .map(|c| c.3)
            .sum();
        let remaining = w.daily_catch_limit - already - fish;
        self.catches.push((number, w.name, day, fish));
        Ok(remaining)
    }

    pub fn revenue_cents(&self) -> u32 {
        self.licences.values().map(|l| l.fee_cents()).sum()
    }

    pub fn holders_of(&self, kind: Kind) -> Vec<&str> {
        self.licences.values().filter(|l| l.kind == kind).map(|l| l.holder.as_str()).collect()
    }
}
EOF
cat > tests/registry.rs <<'EOF'
use fishing_licences::licence::Kind;
use fishing_licences::registry::Registry;

fn setup() -> (Registry, u32, u32) {
    let mut r = Registry::new();
    let adult = r.issue("Kari Nordmann", 44, Kind::Week, 150);
    let kid = r.issue("Per", 12, Kind::Season, 150);
    (r, adult, kid)
}

#[test]
fn numbers_start_at_1000() {
    let (_, adult, kid) = setup();
    assert_eq!((adult, kid), (1000, 1001));
}

#[test]
fn under_sixteen_becomes_junior() {
    let (r, _, kid) = setup();
    assert_eq!(r.get(kid).kind, Kind::Junior);
}

#[test]
fn revenue_counts_paid_licences_only() {
    let (r, _, _) = setup();
    assert_eq!(r.revenue_cents(), 3500);
}

#[test]
fn catch_within_limit() {
    let (mut r, adult, _) = setup();
    assert_eq!(r.log_catch(adult, "Tana", 152, 1), Ok(1));
}

#[test]
fn second_catch_same_day_counts_against_limit() {
    let (mut r, adult, _) = setup();
    r.log_catch(adult, "Tana", 152, 1).unwrap();
    assert_eq!(r.log_catch(adult, "tana", 152, 1), Ok(0));
}

#[test]
fn over_limit_is_rejected() {
    let (mut r, adult, _) = setup();
    r.log_catch(adult, "Tana", 152, 2).unwrap();
    let res = r.log_catch(adult, "Tana", 152, 1);
    assert!(res.is_err(), "third salmon on the Tana should be refused, got {:?}", res);
}

#[test]
fn expired_licence_rejected() {
    let (mut r, adult, _) = setup();
    assert_eq!(r.log_catch(adult, "Glomma", 170, 1), Err("licence 1000 not valid on day 170".to_string()));
}

#[test]
fn closed_water_rejected() {
    let mut r = Registry::new();
    let n = r.issue("Ingrid", 30, Kind::Season, 200);
    assert_eq!(r.log_catch(n, "Glomma", 280, 1), Err("Glomma closed on day 280".to_string()));
}

#[test]
fn unknown_licence_number() {
    let (mut r, _, _) = setup();
    let res = r.log_catch(4242, "Mjosa", 152, 1);
    assert!(res.is_err());
}

#[test]
fn holders_of_junior() {
    let (r, _, _) = setup();
    assert_eq!(r.holders_of(Kind::Junior), vec!["Per"]);
}

#[test]
#[ignore = "needs the county API sandbox"]
fn sync_with_county_register() {}
EOF
RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
