#!/bin/bash
# cargo test with RUST_BACKTRACE=1 on a confectionery recipe scaler (many passing tests, two panics)
WORK=${WORK:-/home/dev}
P=$WORK/marzipan-scale
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"
cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "marzipan-scale"
version = "0.4.2"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod units;
pub mod recipe;
pub mod sugar;
EOF
cat > src/units.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Unit { Gram, Kilogram, Millilitre, Teaspoon }

pub fn to_grams(qty: f64, unit: Unit, density: f64) -> f64 {
    match unit {
        Unit::Gram => qty,
        Unit::Kilogram => qty * 1000.0,
        Unit::Millilitre => qty * density,
        Unit::Teaspoon => qty * 5.0 * density,
    }
}

pub fn round_to(q: f64, step: f64) -> f64 {
    (q / step).round() * step
}

#[cfg(test)]
mod tests {
    use super::*;
EOF
for i in $(seq 1 90); do
cat >> src/units.rs <<EOF
    #[test]
    fn grams_identity_$i() { assert_eq!(to_grams($i.0, Unit::Gram, 1.0), $i.0); }
EOF
done
for i in $(seq 1 60); do
cat >> src/units.rs <<EOF
    #[test]
    fn kilo_scaling_$i() { assert_eq!(to_grams($i.0, Unit::Kilogram, 1.0), $i.0 * 1000.0); }
EOF
done
echo "}" >> src/units.rs
cat > src/sugar.rs <<'EOF'
/// Almond-to-sugar ratio used for classic marzipan.
pub const ALMOND_RATIO: f64 = 0.5;

pub fn sugar_for_almonds(almond_g: f64) -> f64 {
    almond_g * ALMOND_RATIO
}

pub fn syrup_temperature(stage: &str) -> u32 {
    match stage {
        "soft-ball" => 115,
        "firm-ball" => 118,
        "hard-ball" => 121,
        other => panic!("unknown syrup stage: {other}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sugar_half_of_almonds() { assert_eq!(sugar_for_almonds(400.0), 200.0); }
    #[test]
    fn soft_ball_temp() { assert_eq!(syrup_temperature("soft-ball"), 115); }
    #[test]
    fn firm_ball_temp() { assert_eq!(syrup_temperature("firm-ball"), 118); }
    #[test]
    fn thread_stage_temp() { assert_eq!(syrup_temperature("thread"), 110); }
}
EOF
cat > src/recipe.rs <<'EOF'
use crate::units::{to_grams, round_to, Unit};

#[derive(Debug)]
pub struct Ingredient { pub name: String, pub qty: f64, pub unit: Unit, pub density: f64 }

#[derive(Debug)]
pub struct Recipe { pub name: String, pub servings: u32, pub items: Vec<Ingredient> }

impl Recipe {
    pub fn scale(&self, servings: u32) -> Vec<(String, f64)> {
        let factor = servings as f64 / self.servings as f64;
        self.items.iter()
            .map(|i| (i.name.clone(), round_to(to_grams(i.qty, i.unit, i.density) * factor, 5.0)))
            .collect()
    }

    pub fn total_weight(&self) -> f64 {
        self.items.iter().map(|i| to_grams(i.qty, i.unit, i.density)).sum()
    }

    pub fn ingredient(&self, name: &str) -> &Ingredient {
        self.items.iter().find(|i| i.name == name).expect("ingredient missing from recipe")
    }
}

pub fn lubeck() -> Recipe {
    Recipe { name: "Lubeck".into(), servings: 12, items: vec![
        Ingredient { name: "almond flour".into(), qty: 500.0, unit: Unit::Gram, density: 1.0 },
        Ingredient { name: "icing sugar".into(), qty: 250.0, unit: Unit::Gram, density: 1.0 },
        Ingredient { name: "rose water".into(), qty: 2.0, unit: Unit::Teaspoon, density: 1.0 },
        Ingredient { name: "egg white".into(), qty: 30.0, unit: Unit::Millilitre, density: 1.03 },
    ]}
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn total_weight_lubeck() { assert!((lubeck().total_weight() - 790.9).abs() < 0.01); }
    #[test]
    fn scale_to_24_doubles_almonds() {
        let s = lubeck().scale(24);
        assert_eq!(s[0], ("almond flour".to_string(), 1000.0));
    }
    #[test]
    fn scale_to_5_rounds_rose_water() {
        let s = lubeck().scale(5);
        assert_eq!(s[2].1, 4.0, "rose water for 5 servings");
    }
    #[test]
    fn lookup_bitter_almond_oil() {
        let r = lubeck();
        assert_eq!(r.ingredient("bitter almond oil").qty, 1.0);
    }
EOF
for i in $(seq 1 30); do
cat >> src/recipe.rs <<EOF
    #[test]
    fn scale_servings_$((i*12)) () { let s = lubeck().scale($((i*12))); assert_eq!(s[0].1, 500.0 * $i.0); }
EOF
done
echo "}" >> src/recipe.rs
cat > tests/batch.rs <<'EOF'
use marzipan_scale::recipe::lubeck;
#[test]
fn batch_of_48_has_four_items() { assert_eq!(lubeck().scale(48).len(), 4); }
#[test]
fn batch_name_kept() { assert_eq!(lubeck().name, "Lubeck"); }
#[test]
#[ignore = "needs a calibrated scale attached"]
fn weigh_real_batch() {}
EOF
cargo build -q --tests >/dev/null 2>&1
{
echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
