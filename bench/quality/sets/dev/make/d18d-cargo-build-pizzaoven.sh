#!/usr/bin/env bash
# d18d: cargo build of a workspace "pizzaoven" (wood-fired oven scheduling): warnings in two crates, then errors (type mismatch, trait bound, borrow) in the app crate.
WORK=${WORK:-/home/dev}
P=$WORK/pizzaoven
rm -rf "$P"; mkdir -p "$P"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's#/home/dev/\.rustup/toolchains/[^/]*/#/usr/lib/rust/#g'; }
cat > Cargo.toml <<'T'
[workspace]
members = ["crates/dough", "crates/firebox", "crates/ledger", "crates/toppings", "crates/orders", "crates/ovenctl"]
resolver = "2"
T
mk() { mkdir -p crates/$1/src; cat > crates/$1/Cargo.toml <<T
[package]
name = "$1"
version = "0.3.1"
edition = "2021"

[dependencies]
$2
T
}
mk dough ''
mk firebox ''
mk ledger ''
mk toppings 'dough = { path = "../dough" }'
mk orders 'dough = { path = "../dough" }
toppings = { path = "../toppings" }'
mk ovenctl 'firebox = { path = "../firebox" }
ledger = { path = "../ledger" }
orders = { path = "../orders" }
toppings = { path = "../toppings" }'
cat > crates/dough/src/lib.rs <<'R'
#[derive(Debug, Clone, PartialEq)]
pub struct DoughBall {
    pub grams: u32,
    pub hydration_pct: u8,
    pub proof_hours: u8,
}

impl DoughBall {
    pub fn new(grams: u32, hydration_pct: u8) -> Self {
        let unused_salt = grams / 50;
        DoughBall { grams, hydration_pct, proof_hours: 24 }
    }

    pub fn is_ready(&self, hours_elapsed: u8) -> bool {
        hours_elapsed >= self.proof_hours
    }
}

pub fn flour_for(balls: &[DoughBall]) -> u32 {
    let mut total = 0;
    for b in balls {
        let flour = b.grams * 100 / (100 + b.hydration_pct as u32);
        total += flour;
    }
    total
}
R
cat > crates/firebox/src/lib.rs <<'R'
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wood { Oak, Beech, Ash, Cherry }

pub struct Firebox {
    pub dome_temp_c: f32,
    pub floor_temp_c: f32,
    logs: Vec<Wood>,
    burn_rate: HashMap<Wood, f32>,
}

impl Firebox {
    pub fn new() -> Self {
        let mut burn_rate = HashMap::new();
        burn_rate.insert(Wood::Oak, 1.0);
        burn_rate.insert(Wood::Beech, 1.1);
        burn_rate.insert(Wood::Ash, 1.3);
        burn_rate.insert(Wood::Cherry, 0.9);
        Firebox { dome_temp_c: 20.0, floor_temp_c: 20.0, logs: Vec::new(), burn_rate }
    }

    pub fn add_log(&mut self, w: Wood) {
        self.logs.push(w);
    }

    pub fn tick(&mut self, minutes: u32) {
        let mut heat = 0.0;
        for w in &self.logs {
            heat += self.burn_rate[w] * minutes as f32;
        }
        self.dome_temp_c += heat * 0.8;
        self.floor_temp_c += heat * 0.35;
    }

    fn vent(&mut self) {
        self.dome_temp_c -= 15.0;
    }
}

pub fn ready_for_neapolitan(f: &Firebox) -> bool {
    f.floor_temp_c >= 430.0 && f.dome_temp_c >= 480.0
}
R
cat > crates/ledger/src/lib.rs <<'R'
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;

pub struct Till {
    takings_pence: u64,
    card_fees_pence: u64,
    tips: Vec<u32>,
}

const VAT_RATE: f64 = 0.2;
const SERVICE_CHARGE: f64 = 0.125;

impl Till {
    pub fn new() -> Self { Till { takings_pence: 0, card_fees_pence: 0, tips: vec![] } }

    pub fn ring(&mut self, pence: u64, card: bool) {
        self.takings_pence += pence;
        if card {
            let fee = pence * 175 / 10000;
            self.card_fees_pence += fee;
        }
    }

    pub fn net(&self) -> u64 {
        self.takings_pence - self.card_fees_pence
    }

    fn vat_due(&self) -> f64 {
        self.takings_pence as f64 * VAT_RATE / (1.0 + VAT_RATE)
    }
}

pub fn z_report(t: &Till) -> String {
    let mut by_hour: BTreeMap<u8, u64> = BTreeMap::new();
    let mut out = String::new();
    out.push_str(&format!("net {}", t.net()));
    out
}
R
cat > crates/toppings/src/lib.rs <<'R'
use dough::DoughBall;

#[derive(Debug, Clone, PartialEq)]
pub enum Topping { Tomato, FiorDiLatte, Basil, Nduja, Anchovy, Mushroom, Olive }

#[derive(Debug, Clone)]
pub struct Pizza {
    pub base: DoughBall,
    pub toppings: Vec<Topping>,
    pub name: String,
}

pub fn margherita(base: DoughBall) -> Pizza {
    Pizza { base, toppings: vec![Topping::Tomato, Topping::FiorDiLatte, Topping::Basil], name: "Margherita".into() }
}

pub fn bake_seconds(p: &Pizza) -> u32 {
    let mut secs = 60;
    for t in &p.toppings {
        match t {
            Topping::Mushroom => secs += 10,
            Topping::Anchovy => secs += 5,
            _ => {}
        }
    }
    let old_limit = 120;
    secs
}
R
cat > crates/orders/src/lib.rs <<'R'
use dough::DoughBall;
use toppings::{margherita, Pizza, Topping};
use std::fmt;

#[derive(Debug)]
pub struct Order {
    pub ticket: u32,
    pub table: Option<u8>,
    pub pizzas: Vec<Pizza>,
}

pub struct Queue {
    pub orders: Vec<Order>,
    next_ticket: u32,
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "#{} ({} pizzas)", self.ticket, self.pizzas.len())
    }
}

impl Queue {
    pub fn new() -> Self { Queue { orders: Vec::new(), next_ticket: 100 } }

    pub fn take(&mut self, table: Option<u8>, count: usize) -> u32 {
        let ticket = self.next_ticket;
        self.next_ticket += 1;
        let pizzas = (0..count).map(|_| margherita(DoughBall::new(250, 65))).collect();
        self.orders.push(Order { ticket, table, pizzas });
        ticket
    }

    pub fn with_topping(&self, t: &Topping) -> Vec<&Order> {
        self.orders.iter().filter(|o| o.pizzas.iter().any(|p| p.toppings.contains(t))).collect()
    }
}
R
cat > crates/ovenctl/src/main.rs <<'R'
use firebox::{ready_for_neapolitan, Firebox, Wood};
use orders::{Order, Queue};
use std::collections::HashMap;
use toppings::{bake_seconds, Pizza};

struct Peel {
    slot: usize,
    loaded: Option<Pizza>,
}

fn oven_slots() -> usize {
    4
}

fn schedule(queue: &mut Queue, fb: &Firebox) -> Vec<(u32, u32)> {
    let mut plan = Vec::new();
    let first = &queue.orders[0];
    queue.orders.retain(|o| !o.pizzas.is_empty());
    plan.push((first.ticket, 0));
    plan
}

fn by_ticket(queue: &Queue) -> HashMap<Order, usize> {
    let mut m = HashMap::new();
    for (i, o) in queue.orders.iter().enumerate() {
        m.insert(*o, i);
    }
    m
}

fn total_bake_time(pizzas: &[Pizza]) -> u32 {
    let total: u64 = pizzas.iter().map(bake_seconds).sum();
    total
}

fn main() {
    let mut fb = Firebox::new();
    for _ in 0..6 {
        fb.add_log(Wood::Oak);
    }
    fb.tick(45);
    let mut q = Queue::new();
    q.take(Some(4), 2);
    q.take(None, 3);
    if ready_for_neapolitan(&fb) {
        let plan = schedule(&mut q, &fb);
        println!("plan: {:?}", plan);
    }
    let peel = Peel { slot: oven_slots(), loaded: None };
    println!("slots {}", peel.slot);
}
R
{
echo "\$ cargo build 2>&1"
timeout 120 cargo build --color never 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
