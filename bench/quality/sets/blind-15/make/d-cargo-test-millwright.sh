#!/usr/bin/env bash
# d-cargo-test-millwright: `RUST_BACKTRACE=1 cargo test` of a windmill gearing
# calculator with --no-fail-fast; an unwrap panic inside the library and an
# assert_eq failure in an integration test.
WORK=${WORK:-/home/dev}
P=$WORK/millwright
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Cargo.toml <<'T'
[package]
name = "millwright"
version = "1.4.2"
edition = "2021"
T

cat > src/lib.rs <<'T'
//! Gearing and sail calculations for tower windmills.
pub mod gearing;
pub mod sails;
pub mod stones;
pub mod survey;
T

cat > src/gearing.rs <<'T'
/// A pair of meshing wheels: cogs on the driver, staves (or cogs) on the driven.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mesh {
    pub driver_cogs: u32,
    pub driven_cogs: u32,
}

impl Mesh {
    pub fn new(driver_cogs: u32, driven_cogs: u32) -> Self {
        Mesh { driver_cogs, driven_cogs }
    }

    pub fn ratio(&self) -> f64 {
        self.driver_cogs as f64 / self.driven_cogs as f64
    }

    /// True when every cog meets every stave before a repeat ("hunting cog").
    pub fn is_hunting(&self) -> bool {
        gcd(self.driver_cogs, self.driven_cogs) == 1
    }
}

pub fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Overall ratio of a train of meshes from windshaft to stone spindle.
pub fn train_ratio(train: &[Mesh]) -> f64 {
    train.iter().map(|m| m.ratio()).product()
}

/// Stone speed in rpm for a given sail speed.
pub fn stone_rpm(sail_rpm: f64, train: &[Mesh]) -> f64 {
    (sail_rpm * train_ratio(train) * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brake_wheel_train() -> Vec<Mesh> {
        vec![Mesh::new(99, 33), Mesh::new(88, 27)]
    }

    #[test]
    fn ratio_of_single_mesh() {
        assert_eq!(Mesh::new(60, 20).ratio(), 3.0);
    }

    #[test]
    fn gcd_basics() {
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(17, 5), 1);
    }

    #[test]
    fn hunting_cog_detected() {
        assert!(Mesh::new(99, 32).is_hunting());
        assert!(!Mesh::new(99, 33).is_hunting());
    }

    #[test]
    fn train_ratio_multiplies() {
        let r = train_ratio(&brake_wheel_train());
        assert!((r - 9.777).abs() < 0.001, "ratio was {r}");
    }

    #[test]
    fn stone_speed_at_twelve_sail_rpm() {
        assert_eq!(stone_rpm(12.0, &brake_wheel_train()), 117.3);
    }

    #[test]
    fn stone_speed_rounds_to_tenths() {
        assert_eq!(stone_rpm(10.0, &brake_wheel_train()), 97.8);
    }

    #[test]
    fn empty_train_is_direct_drive() {
        assert_eq!(train_ratio(&[]), 1.0);
    }
}
T

cat > src/sails.rs <<'T'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SailKind {
    Common,
    Spring,
    Patent,
}

#[derive(Debug, Clone)]
pub struct Sail {
    pub kind: SailKind,
    pub length_m: f64,
    pub width_m: f64,
    pub shutters: u32,
}

impl Sail {
    pub fn area(&self) -> f64 {
        self.length_m * self.width_m
    }

    /// Tip speed ratio for a sail turning at rpm in a wind of wind_ms.
    pub fn tip_speed_ratio(&self, rpm: f64, wind_ms: f64) -> f64 {
        let tip = 2.0 * std::f64::consts::PI * self.length_m * rpm / 60.0;
        tip / wind_ms
    }

    pub fn reefable(&self) -> bool {
        matches!(self.kind, SailKind::Spring | SailKind::Patent)
    }
}

pub fn total_area(sails: &[Sail]) -> f64 {
    sails.iter().map(Sail::area).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn patent(len: f64) -> Sail {
        Sail { kind: SailKind::Patent, length_m: len, width_m: 2.4, shutters: 36 }
    }

    #[test]
    fn area_of_patent_sail() {
        assert!((patent(10.0).area() - 24.0).abs() < 1e-9);
    }

    #[test]
    fn four_sails_total() {
        let s = vec![patent(10.0), patent(10.0), patent(10.0), patent(10.0)];
        assert!((total_area(&s) - 96.0).abs() < 1e-9);
    }

    #[test]
    fn common_sails_cannot_reef() {
        let mut s = patent(9.0);
        s.kind = SailKind::Common;
        assert!(!s.reefable());
    }

    #[test]
    fn tip_speed_ratio_typical() {
        let tsr = patent(10.0).tip_speed_ratio(12.0, 6.0);
        assert!(tsr > 2.0 && tsr < 2.2, "tsr={tsr}");
    }

    #[test]
    #[ignore = "needs anemometer fixture from the 2019 survey"]
    fn matches_field_anemometer_log() {
        unimplemented!()
    }
}
T

cat > src/stones.rs <<'T'
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Stone {
    pub name: &'static str,
    pub diameter_m: f64,
    pub grit: &'static str,
}

/// Recommended peripheral speeds (m/s) by grit.
pub fn recommended_speeds() -> HashMap<&'static str, f64> {
    let mut m = HashMap::new();
    m.insert("french-burr", 12.5);
    m.insert("peak", 11.0);
    m.insert("composite", 13.0);
    m
}

pub fn peripheral_speed(stone: &Stone, rpm: f64) -> f64 {
    std::f64::consts::PI * stone.diameter_m * rpm / 60.0
}

/// How far the stone speed is above (+) or below (-) the recommendation, in percent.
pub fn speed_margin(stone: &Stone, rpm: f64) -> f64 {
    let table = recommended_speeds();
    let target = *table.get(stone.grit).unwrap();
    (peripheral_speed(stone, rpm) - target) / target * 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn burr_stone_speed() {
        let s = Stone { name: "east", diameter_m: 1.37, grit: "french-burr" };
        let v = peripheral_speed(&s, 117.0);
        assert!((v - 8.39).abs() < 0.01, "v={v}");
    }

    #[test]
    fn margin_for_peak_stone() {
        let s = Stone { name: "west", diameter_m: 1.22, grit: "peak" };
        assert!(speed_margin(&s, 150.0) < 0.0);
    }

    #[test]
    fn margin_for_derbyshire_stone() {
        let s = Stone { name: "south", diameter_m: 1.30, grit: "derbyshire-grit" };
        assert!(speed_margin(&s, 140.0).abs() < 50.0);
    }
}
T

cat > src/survey.rs <<'T'
use crate::gearing::Mesh;

#[derive(Debug)]
pub struct WheelCount {
    pub wheel: &'static str,
    pub cogs: u32,
}

pub fn parse_count(line: &str) -> Option<WheelCount> {
    let (name, n) = line.split_once(':')?;
    let cogs = n.trim().parse().ok()?;
    let wheel = match name.trim() {
        "brake" => "brake",
        "wallower" => "wallower",
        "great-spur" => "great-spur",
        "stone-nut" => "stone-nut",
        _ => return None,
    };
    Some(WheelCount { wheel, cogs })
}

pub fn train_from_counts(counts: &[WheelCount]) -> Vec<Mesh> {
    counts.chunks(2).map(|p| Mesh::new(p[0].cogs, p[1].cogs)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_brake_wheel() {
        let c = parse_count("brake: 99").unwrap();
        assert_eq!(c.cogs, 99);
    }

    #[test]
    fn rejects_unknown_wheel() {
        assert!(parse_count("tail: 12").is_none());
    }

    #[test]
    fn builds_two_stage_train() {
        let counts: Vec<_> = ["brake: 99", "wallower: 33", "great-spur: 88", "stone-nut: 27"]
            .iter()
            .filter_map(|l| parse_count(l))
            .collect();
        assert_eq!(train_from_counts(&counts).len(), 2);
    }
}
T

cat > tests/post_mill.rs <<'T'
use millwright::gearing::{stone_rpm, Mesh};
use millwright::sails::{total_area, Sail, SailKind};

#[test]
fn post_mill_single_stage() {
    let train = [Mesh::new(72, 13)];
    assert_eq!(stone_rpm(15.0, &train), 83.0);
}

#[test]
fn post_mill_sail_area() {
    let s = Sail { kind: SailKind::Common, length_m: 8.5, width_m: 2.0, shutters: 0 };
    assert_eq!(total_area(&[s.clone(), s.clone(), s.clone(), s]), 68.0);
}
T

{
  echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
  RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1; echo "exit status: $?"
} | neutral
