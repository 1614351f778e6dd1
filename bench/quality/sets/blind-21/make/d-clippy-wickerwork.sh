#!/bin/bash
# cargo clippy on a basket-weaving order tracker: several lints, one deny-level error.
WORK=${WORK:-/home/dev}; P=$WORK/wickerwork; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "wickerwork"
version = "0.2.7"
edition = "2021"
[dependencies]
T
cat > src/orders.rs <<'T'
#[derive(Debug, Clone)]
pub struct Order { pub id: u32, pub willow_kg: f64, pub style: String, pub rush: bool }

pub fn total_willow(orders: &Vec<Order>) -> f64 {
    let mut total = 0.0;
    for i in 0..orders.len() {
        total = total + orders[i].willow_kg;
    }
    return total;
}

pub fn find_style<'a>(orders: &'a [Order], style: &str) -> Option<&'a Order> {
    orders.iter().filter(|o| o.style == style).next()
}

pub fn rush_count(orders: &[Order]) -> usize {
    let rushes: Vec<&Order> = orders.iter().filter(|o| o.rush == true).collect();
    rushes.len()
}

pub fn is_heavy(o: &Order) -> bool {
    if o.willow_kg > 4.5 { true } else { false }
}

pub fn label(o: &Order) -> String {
    let s = format!("{}", o.style);
    s.clone()
}

pub fn average_weight(orders: &[Order]) -> f64 {
    if orders.len() == 0 { return 0.0; }
    total_willow(&orders.to_vec()) / orders.len() as f64
}

pub fn same_weight(a: &Order, b: &Order) -> bool {
    a.willow_kg == b.willow_kg
}
T
cat > src/main.rs <<'T'
mod orders;
use orders::*;

fn main() {
    let list = vec![
        Order { id: 1, willow_kg: 3.2, style: "log basket".into(), rush: false },
        Order { id: 2, willow_kg: 5.1, style: "cradle".into(), rush: true },
    ];
    let x = 3.14159;
    println!("{}", total_willow(&list) * x);
    if let Some(o) = find_style(&list, "cradle") { println!("{} {}", o.id, label(o)); }
    println!("{} {} {}", rush_count(&list), is_heavy(&list[0]), average_weight(&list));
    println!("{}", same_weight(&list[0], &list[1]));
    let _ = list.iter().map(|o| o.id).collect::<Vec<_>>().len();
}
T
{ echo '$ cargo clippy'; cargo clippy 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/target(s) in [0-9.]*s/target(s) in 0.84s/'
