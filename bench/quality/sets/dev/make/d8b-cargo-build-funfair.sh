#!/bin/bash
# cargo build of a funfair ride-queue workspace: warnings in one crate, borrow and type errors in another
WORK=${WORK:-/home/dev}
P=$WORK/funfair-queues
rm -rf "$P"; mkdir -p "$P/crates/tickets/src" "$P/crates/rides/src" "$P/crates/gate/src"
cd "$P"
cat > Cargo.toml <<'EOF'
[workspace]
members = ["crates/tickets", "crates/rides", "crates/gate"]
resolver = "2"
EOF
for c in tickets rides gate; do
cat > crates/$c/Cargo.toml <<EOF
[package]
name = "funfair-$c"
version = "0.7.1"
edition = "2021"

[dependencies]
EOF
done
cat >> crates/rides/Cargo.toml <<'EOF'
funfair-tickets = { path = "../tickets" }
EOF
cat >> crates/gate/Cargo.toml <<'EOF'
funfair-tickets = { path = "../tickets" }
funfair-rides = { path = "../rides" }
EOF
cat > crates/tickets/src/legacy.rs <<'EOF'
//! Token arithmetic kept from the 2019 paper-ticket system.
EOF
for name in dodgems_tokens carousel_tokens ghost_train_tokens helter_skelter_tokens big_wheel_tokens waltzer_tokens \
            hook_a_duck_tokens coconut_shy_tokens chair_o_plane_tokens teacups_tokens miniature_rail_tokens mirror_maze_tokens \
            cakewalk_tokens swingboats_tokens octopus_tokens twister_tokens log_flume_tokens paratrooper_tokens skid_tokens rifle_range_tokens; do
cat >> crates/tickets/src/legacy.rs <<EOF

fn ${name}(riders: u32, off_peak: bool) -> u32 {
    let surcharge = if off_peak { 0 } else { 1 };
    riders * 2
}
EOF
done
cat > crates/tickets/src/lib.rs <<'EOF'
mod legacy;
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Band { Child, Adult, Family, Season }

#[derive(Debug, Clone)]
pub struct Ticket {
    pub serial: u64,
    pub band: Band,
    pub tokens: u32,
    pub height_cm: u16,
}

pub struct Wallet {
    tickets: HashMap<u64, Ticket>,
    audit: Vec<String>,
}

impl Wallet {
    pub fn new() -> Self {
        Wallet { tickets: HashMap::new(), audit: Vec::new() }
    }

    pub fn issue(&mut self, serial: u64, band: Band, tokens: u32, height_cm: u16) {
        let price = match band { Band::Child => 3, Band::Adult => 5, Band::Family => 12, Band::Season => 0 };
        self.tickets.insert(serial, Ticket { serial, band, tokens, height_cm });
    }

    pub fn spend(&mut self, serial: u64, cost: u32) -> Result<u32, String> {
        let t = self.tickets.get_mut(&serial).ok_or(format!("unknown ticket {serial}"))?;
        if t.tokens < cost {
            return Err(format!("ticket {serial} has {} tokens, ride costs {cost}", t.tokens));
        }
        t.tokens -= cost;
        Ok(t.tokens)
    }

    pub fn get(&self, serial: u64) -> Option<&Ticket> { self.tickets.get(&serial) }

    fn reconcile(&self) -> usize { self.audit.len() }
}
EOF
cat > crates/rides/src/lib.rs <<'EOF'
use funfair_tickets::{Ticket, Wallet};
use std::collections::VecDeque;
use std::fmt;

#[derive(Debug)]
pub struct Ride {
    pub name: &'static str,
    pub min_height_cm: u16,
    pub cost: u32,
    pub seats: usize,
    queue: VecDeque<u64>,
}

#[derive(Debug)]
pub enum Refusal { TooShort { need: u16, got: u16 }, Tokens(String), Unknown(u64) }

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::TooShort { need, got } => write!(f, "rider {got} cm, ride needs {need} cm"),
            Refusal::Tokens(m) => write!(f, "{m}"),
            Refusal::Unknown(s) => write!(f, "no ticket {s}"),
        }
    }
}

impl Ride {
    pub fn new(name: &'static str, min_height_cm: u16, cost: u32, seats: usize) -> Self {
        Ride { name, min_height_cm, cost, seats, queue: VecDeque::new() }
    }

    pub fn join(&mut self, wallet: &mut Wallet, serial: u64) -> Result<usize, Refusal> {
        let ticket = wallet.get(serial).ok_or(Refusal::Unknown(serial))?;
        if ticket.height_cm < self.min_height_cm {
            return Err(Refusal::TooShort { need: self.min_height_cm, got: ticket.height_cm });
        }
        wallet.spend(serial, self.cost).map_err(Refusal::Tokens)?;
        println!("{} joins {} (band {:?})", ticket.serial, self.name, ticket.band);
        self.queue.push_back(serial);
        Ok(self.queue.len())
    }

    pub fn board(&mut self) -> Vec<u64> {
        let n = self.seats.min(self.queue.len());
        self.queue.drain(..n).collect()
    }

    pub fn wait_minutes(&self, cycle_s: u32) -> u32 {
        let cycles = self.queue.len() / self.seats;
        cycles * cycle_s / 60
    }
}
EOF
cat > crates/gate/src/main.rs <<'EOF'
use funfair_rides::Ride;
use funfair_tickets::{Band, Wallet};

fn main() {
    let mut wallet = Wallet::new();
    for s in 1..=40u64 {
        let band = if s % 4 == 0 { Band::Family } else { Band::Adult };
        wallet.issue(1000 + s, band, 10, 95 + (s as u16 * 3) % 80);
    }
    let mut waltzer = Ride::new("Waltzer", 120, 3, 8);
    for s in 1..=40u64 {
        match waltzer.join(&mut wallet, 1000 + s) {
            Ok(pos) => println!("{} queued at {}", 1000 + s, pos),
            Err(e) => println!("{} refused: {}", 1000 + s, e),
        }
    }
    println!("wait {} min", waltzer.wait_minutes(150));
}
EOF
cargo build -q -p funfair-tickets >/dev/null 2>&1
{
echo '$ cargo build'
cargo build 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
