#!/bin/bash
# vending-machine change maker: cargo build with type and borrow errors
source "$(dirname "$0")/_common.sh"
fresh vending-change
mkdir -p src
cat > Cargo.toml <<'EOF'
[package]
name = "vending-change"
version = "0.2.0"
edition = "2021"

[dependencies]
EOF
cat > src/coins.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Coin {
    Cent5,
    Cent10,
    Cent20,
    Cent50,
    Euro1,
    Euro2,
}

impl Coin {
    pub const ALL: [Coin; 6] = [Coin::Euro2, Coin::Euro1, Coin::Cent50, Coin::Cent20, Coin::Cent10, Coin::Cent5];

    pub fn cents(self) -> u32 {
        match self {
            Coin::Cent5 => 5,
            Coin::Cent10 => 10,
            Coin::Cent20 => 20,
            Coin::Cent50 => 50,
            Coin::Euro1 => 100,
            Coin::Euro2 => 200,
        }
    }
}
EOF
cat > src/tube.rs <<'EOF'
use std::collections::BTreeMap;

use crate::coins::Coin;

pub const TUBE_CAPACITY: u32 = 40;

#[derive(Debug, Default)]
pub struct Tubes {
    counts: BTreeMap<Coin, u32>,
}

impl Tubes {
    pub fn count(&self, c: Coin) -> u32 {
        *self.counts.get(&c).unwrap_or(&0)
    }

    pub fn insert(&mut self, c: Coin) -> bool {
        let n = self.counts.entry(c).or_insert(0);
        if *n >= TUBE_CAPACITY {
            return false;
        }
        *n += 1;
        true
    }

    pub fn take(&mut self, c: Coin, n: u32) {
        let slot = self.counts.get_mut(&c).expect("coin tube missing");
        *slot -= n;
    }

    pub fn total_cents(&self) -> u32 {
        self.counts.iter().map(|(c, n)| c.cents() * n).sum()
    }

    pub fn low_tubes(&self) -> Vec<&Coin> {
        let mut low = Vec::new();
        for (coin, n) in &self.counts {
            if *n < 5 {
                low.push(coin);
            }
        }
        self.counts.clear();
        low
    }
}
EOF
cat > src/change.rs <<'EOF'
use crate::coins::Coin;
use crate::tube::Tubes;

#[derive(Debug)]
pub enum ChangeError {
    CannotMakeChange { remaining: u32 },
    ExactChangeOnly,
}

/// Greedy change from the largest coin down, limited by what the tubes hold.
pub fn make_change(tubes: &mut Tubes, amount: u32) -> Result<Vec<Coin>, ChangeError> {
    let mut remaining = amount;
    let mut out = Vec::new();
    for coin in Coin::ALL {
        let want = remaining / coin.cents();
        let have = tubes.count(coin);
        let n = want.min(have);
        for _ in 0..n {
            out.push(coin);
        }
        remaining -= n * coin.cents();
    }
    if remaining > 0 {
        return Err(ChangeError::CannotMakeChange { remaining });
    }
    for coin in &out {
        tubes.take(coin, 1);
    }
    Ok(out)
}

pub fn exact_change_only(tubes: &Tubes) -> bool {
    tubes.count(Coin::Cent10) < 3 || tubes.count(Coin::Cent5) < 2
}

pub fn describe(coins: &[Coin]) -> String {
    let total: u32 = coins.iter().map(|c| c.cents()).sum();
    format!("{} coins, {}.{:02} EUR", coins.len(), total / 100, total % 100)
}
EOF
cat > src/machine.rs <<'EOF'
use std::collections::HashMap;

use crate::change::{exact_change_only, make_change, ChangeError};
use crate::coins::Coin;
use crate::tube::Tubes;

pub struct Product {
    pub name: String,
    pub price_cents: u32,
    pub stock: u32,
}

pub struct Machine {
    pub tubes: Tubes,
    pub products: HashMap<String, Product>,
    credit: u32,
    log: Vec<String>,
}

impl Machine {
    pub fn new() -> Self {
        Machine { tubes: Tubes::default(), products: HashMap::new(), credit: 0, log: Vec::new() }
    }

    pub fn insert_coin(&mut self, c: Coin) {
        if self.tubes.insert(c) {
            self.credit += c.cents();
        }
    }

    pub fn vend(&mut self, slot: &str) -> Result<(String, Vec<Coin>), ChangeError> {
        let product = self.products.get_mut(slot).ok_or(ChangeError::ExactChangeOnly)?;
        if self.credit < product.price_cents {
            return Err(ChangeError::CannotMakeChange { remaining: product.price_cents - self.credit });
        }
        if exact_change_only(&self.tubes) && self.credit != product.price_cents {
            return Err(ChangeError::ExactChangeOnly);
        }
        let change = make_change(&mut self.tubes, self.credit - product.price_cents)?;
        product.stock -= 1;
        self.credit = 0;
        self.log.push(format!("vend {} ({} left)", product.name, product.stock));
        Ok((product.name, change))
    }

    pub fn refund(&mut self) -> Vec<Coin> {
        let amount = self.credit;
        let coins = make_change(&mut self.tubes, amount).unwrap_or_default();
        self.credit = 0;
        coins
    }

    pub fn report(&self) -> String {
        let names: Vec<String> = self.products.values().map(|p| p.name).collect();
        format!("{} products, {} cents in tubes, credit {}", names.len(), self.tubes.total_cents(), self.credit)
    }

    pub fn restock(&mut self, slot: &str, qty: i32) {
        if let Some(p) = self.products.get_mut(slot) {
            p.stock += qty;
        }
    }
}
EOF
cat > src/audit.rs <<'EOF'
use crate::coins::Coin;

#[derive(Debug)]
pub struct AuditEntry {
    pub slot: String,
    pub paid: Vec<Coin>,
    pub change: Vec<Coin>,
}

pub struct AuditLog {
    entries: Vec<AuditEntry>,
}

impl AuditLog {
    pub fn new() -> Self {
        AuditLog { entries: Vec::new() }
    }

    pub fn record(&mut self, slot: String, paid: Vec<Coin>, change: Vec<Coin>) {
        let entry = AuditEntry { slot, paid, change };
        self.entries.push(entry);
        println!("recorded vend from slot {}", entry.slot);
    }

    /// Drop entries where no change was given, keeping a count per slot.
    pub fn compact(&mut self) -> usize {
        let mut removed = 0;
        for e in &self.entries {
            if e.change.is_empty() {
                self.entries.retain(|x| x.slot != e.slot);
                removed += 1;
            }
        }
        removed
    }

    pub fn last_slot(&self) -> &str {
        let last = self.entries.last().map(|e| e.slot.clone()).unwrap_or_default();
        &last
    }

    pub fn cash_in(&self) -> u32 {
        self.entries.iter().flat_map(|e| e.paid.iter()).map(|c| c.cents()).sum()
    }
}
EOF
cat > src/main.rs <<'EOF'
mod audit;
mod change;
mod coins;
mod machine;
mod tube;

use coins::Coin;
use machine::{Machine, Product};

fn main() {
    let mut m = Machine::new();
    for c in [Coin::Cent10, Coin::Cent10, Coin::Cent10, Coin::Cent5, Coin::Cent5, Coin::Cent20, Coin::Cent50] {
        m.insert_coin(c);
    }
    m.products.insert("A1".into(), Product { name: "Sparkling water".into(), price_cents: 120, stock: 6 });
    m.products.insert("B3".into(), Product { name: "Oat bar".into(), price_cents: "95", stock: 10 });
    m.insert_coin(Coin::Euro2);
    match m.vend("A1") {
        Ok((name, change)) => println!("{} -> {}", name, change::describe(&change)),
        Err(e) => println!("error: {:?}", e),
    }
    let unused_total = m.tubes.total_cents();
    println!("{}", m.report());
}
EOF
{
  echo '$ cargo build'
  cargo build 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/cargo-build-vending.txt"
