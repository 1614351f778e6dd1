#!/usr/bin/env bash
# cargo test (RUST_BACKTRACE=1) of a hotel luggage-routing crate: large generated suite, one panic, ignored tests
set -u
WORK=${WORK:-/home/dev}
P=$WORK/bellhop-router
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "bellhop-router"
version = "1.4.0"
edition = "2021"

[dependencies]
T
cat > src/lib.rs <<'T'
pub mod cart;
pub mod floors;

#[derive(Debug, Clone, PartialEq)]
pub struct Bag {
    pub tag: u32,
    pub room: u16,
    pub kg: f32,
}

pub fn floor_of(room: u16) -> u16 {
    room / 100
}
T
cat > src/cart.rs <<'T'
use crate::Bag;

pub const CART_LIMIT_KG: f32 = 120.0;

pub struct Cart {
    pub bags: Vec<Bag>,
}

impl Cart {
    pub fn new() -> Self { Cart { bags: Vec::new() } }

    pub fn load(&mut self, bag: Bag) -> Result<(), String> {
        let total: f32 = self.bags.iter().map(|b| b.kg).sum();
        if total + bag.kg > CART_LIMIT_KG {
            return Err(format!("cart over limit by {:.1} kg", total + bag.kg - CART_LIMIT_KG));
        }
        self.bags.push(bag);
        Ok(())
    }

    pub fn next_stop(&self) -> u16 {
        let mut floors: Vec<u16> = self.bags.iter().map(|b| crate::floor_of(b.room)).collect();
        floors.sort();
        floors[0]
    }
}
T
cat > src/floors.rs <<'T'
pub fn elevator_order(stops: &[u16], start: u16) -> Vec<u16> {
    let mut up: Vec<u16> = stops.iter().copied().filter(|&f| f >= start).collect();
    let mut down: Vec<u16> = stops.iter().copied().filter(|&f| f < start).collect();
    up.sort();
    down.sort_by(|a, b| b.cmp(a));
    up.extend(down);
    up
}

pub fn wing_for(room: u16) -> char {
    match room % 100 {
        0..=24 => 'N',
        25..=49 => 'E',
        50..=74 => 'S',
        _ => 'W',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    macro_rules! wing_case {
        ($($name:ident: $room:expr => $w:expr,)*) => {$(
            #[test] fn $name() { assert_eq!(wing_for($room), $w); }
        )*};
    }
    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/wing_cases.rs"));

    #[test]
    fn order_goes_up_first() {
        assert_eq!(elevator_order(&[3, 7, 1, 5], 4), vec![5, 7, 3, 1]);
    }

    #[test]
    #[ignore = "needs the lobby elevator simulator"]
    fn order_with_express_car() {}
}
T
python3 - <<'PY'
import random
random.seed(17)
lines=["wing_case! {"]
for i in range(1,1951):
    room=random.randint(101,1299)
    w='N' if room%100<=24 else 'E' if room%100<=49 else 'S' if room%100<=74 else 'W'
    lines.append(f"    wing_room_{i:04d}_{room}: {room} => '{w}',")
lines.append("}")
open("src/wing_cases.rs","w").write("\n".join(lines)+"\n")
PY
cat > tests/cart_load.rs <<'T'
use bellhop_router::cart::Cart;
use bellhop_router::Bag;

fn bag(tag: u32, room: u16, kg: f32) -> Bag { Bag { tag, room, kg } }

#[test]
fn loads_under_limit() {
    let mut c = Cart::new();
    c.load(bag(1, 412, 23.0)).unwrap();
    c.load(bag(2, 518, 31.5)).unwrap();
    assert_eq!(c.bags.len(), 2);
}

#[test]
fn rejects_over_limit() {
    let mut c = Cart::new();
    c.load(bag(1, 412, 80.0)).unwrap();
    assert!(c.load(bag(2, 518, 45.0)).is_err());
}

#[test]
fn next_stop_on_empty_cart_is_lobby() {
    let c = Cart::new();
    assert_eq!(c.next_stop(), 0);
}

#[test]
fn next_stop_is_lowest_floor() {
    let mut c = Cart::new();
    c.load(bag(1, 912, 10.0)).unwrap();
    c.load(bag(2, 305, 12.0)).unwrap();
    assert_eq!(c.next_stop(), 3);
}

#[test]
#[ignore]
fn heavy_trunk_needs_two_porters() {}
T
cargo build --tests -q >/dev/null 2>&1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ RUST_BACKTRACE=1 cargo test'; RUST_BACKTRACE=1 cargo test 2>&1; echo "exit status: $?"; } | neutral
