#!/usr/bin/env bash
# d-cargo-build-millinery: `cargo build` of a small hat-shop crate with borrow,
# trait-bound, move and type errors (plus a few warnings).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cargo-build-millinery.txt}
P=$WORK/millinery
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
  -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rustup/toolchains/stable/#g" \
  -e "s#$HOME/.cargo/#/usr/local/cargo/#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "millinery"
version = "0.4.2"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod blocks;
pub mod orders;
pub mod sizing;
pub mod trims;
EOF
cat > src/sizing.rs <<'EOF'
//! Head circumference to hat size conversion.

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HeadSize {
    pub circumference_cm: f32,
}

#[derive(Debug, Clone, PartialEq)]
pub enum SizeSystem {
    Us,
    Uk,
    Metric,
}

pub fn to_us_size(head: HeadSize) -> f32 {
    let inches = head.circumference_cm / 2.54;
    (inches / 3.1416 * 8.0).round() / 8.0
}

pub fn to_uk_size(head: HeadSize) -> f32 {
    to_us_size(head) - 0.125
}

pub fn label(head: HeadSize, system: SizeSystem) -> String {
    match system {
        SizeSystem::Us => format!("US {:.3}", to_us_size(head)),
        SizeSystem::Uk => format!("UK {:.3}", to_uk_size(head)),
        SizeSystem::Metric => format!("{} cm", head.circumference_cm.round()),
    }
}

pub fn sorted_sizes(mut heads: Vec<HeadSize>) -> Vec<HeadSize> {
    heads.sort_by_key(|h| h.circumference_cm);
    heads
}

pub fn nearest_block(head: HeadSize, blocks: &[u32]) -> Option<u32> {
    let target: u32 = head.circumference_cm * 10.0;
    blocks.iter().copied().min_by_key(|b| b.abs_diff(target))
}
EOF
cat > src/blocks.rs <<'EOF'
//! Wooden hat blocks kept in the workshop.
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Block {
    pub id: u32,
    pub crown_shape: String,
    pub circumference_mm: u32,
    pub in_use: bool,
}

#[derive(Debug, Default)]
pub struct BlockRack {
    blocks: Vec<Block>,
    by_shape: HashMap<String, Vec<u32>>,
}

impl BlockRack {
    pub fn add(&mut self, block: Block) {
        self.by_shape
            .entry(block.crown_shape.clone())
            .or_default()
            .push(block.id);
        self.blocks.push(block);
    }

    pub fn free_blocks(&self) -> impl Iterator<Item = &Block> {
        self.blocks.iter().filter(|b| !b.in_use)
    }

    pub fn reserve_first_free(&mut self, shape: &str) -> Option<u32> {
        let candidates = self.by_shape.get(shape)?;
        for id in candidates {
            if let Some(block) = self.blocks.iter_mut().find(|b| b.id == *id && !b.in_use) {
                block.in_use = true;
                self.by_shape.remove(shape);
                return Some(block.id);
            }
        }
        None
    }

    pub fn release_all(&mut self) {
        for block in self.free_blocks() {
            self.blocks.retain(|b| b.id != block.id);
        }
    }
}
EOF
cat > src/trims.rs <<'EOF'
//! Ribbons, feathers and veils.
use std::collections::HashSet;

#[derive(Debug, Clone, PartialEq)]
pub struct Trim {
    pub kind: String,
    pub colour: String,
    pub length_cm: f32,
}

pub fn unique_trims(trims: &[Trim]) -> HashSet<Trim> {
    trims.iter().cloned().collect()
}

pub fn total_ribbon(trims: &[Trim]) -> f32 {
    let unused_margin = 2.5;
    trims.iter().filter(|t| t.kind == "ribbon").map(|t| t.length_cm).sum()
}
EOF
cat > src/orders.rs <<'EOF'
//! Customer orders.
use crate::sizing::{label, HeadSize, SizeSystem};
use crate::trims::Trim;

#[derive(Debug)]
pub struct Order {
    pub customer: String,
    pub head: HeadSize,
    pub style: String,
    pub trims: Vec<Trim>,
    pub deposit_pence: u64,
}

pub struct Ledger {
    pub orders: Vec<Order>,
}

impl Ledger {
    pub fn new() -> Self {
        Ledger { orders: Vec::new() }
    }

    pub fn take(&mut self, order: Order) -> usize {
        self.orders.push(order);
        println!("took order for {}", order.customer);
        self.orders.len()
    }

    pub fn balance_due(&self, price_pence: u64) -> i64 {
        let deposits: u64 = self.orders.iter().map(|o| o.deposit_pence).sum();
        price_pence - deposits
    }

    pub fn size_labels(&self, system: SizeSystem) -> Vec<String> {
        self.orders.iter().map(|o| label(o.head, system)).collect()
    }

    pub fn rush(&mut self) -> Option<&mut Order> {
        let first = self.orders.first_mut();
        let count = self.orders.len();
        if count > 3 {
            return first;
        }
        None
    }
}
EOF
{ echo '$ cargo build'; CARGO_NET_OFFLINE=true cargo build 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
