#!/bin/bash
# cargo clippy (pedantic warnings, -D clippy::correctness) on a jukebox queue/credit crate.
# usage: WORK=<scratch dir> bash d6d-clippy-jukebox.sh > ../outputs/d6d-clippy-jukebox.txt
WORK=${WORK:-/home/dev}
P=$WORK/jukebox
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "jukebox"
version = "0.9.1"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod credits;
pub mod queue;
pub mod catalog;
pub mod stats;
EOF
cat > src/credits.rs <<'EOF'
/// Coin handling: credits per coin, bonus plays.
pub struct CoinBox {
    pub cents: u64,
    pub credits: u32,
}

pub const CENTS_PER_CREDIT: u64 = 25;

impl CoinBox {
    pub fn new() -> CoinBox {
        CoinBox { cents: 0, credits: 0 }
    }

    pub fn insert(&mut self, coin_cents: u64) -> u32 {
        self.cents = self.cents + coin_cents;
        let new_credits = (self.cents / CENTS_PER_CREDIT) as u32;
        if new_credits > 0 {
            self.cents = self.cents % CENTS_PER_CREDIT;
        }
        self.credits = self.credits + new_credits;
        return self.credits;
    }

    pub fn bonus_for(&self, dollars: u64) -> u32 {
        let bonus = if dollars >= 5 { 3 } else if dollars >= 2 { 1 } else { 0 };
        bonus as u32
    }

    pub fn spend(&mut self) -> bool {
        if self.credits == 0 {
            return false;
        } else {
            self.credits -= 1;
            return true;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.credits == 0 && self.cents == 0
    }
}
EOF
cat > src/queue.rs <<'EOF'
use std::collections::VecDeque;

#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub track: u32,
    pub requested_by: String,
    pub priority: bool,
}

pub struct PlayQueue {
    items: VecDeque<Request>,
    max_len: usize,
}

impl PlayQueue {
    pub fn new(max_len: usize) -> Self {
        PlayQueue { items: VecDeque::new(), max_len }
    }

    pub fn push(&mut self, r: Request) -> Result<(), String> {
        if self.items.len() >= self.max_len {
            return Err(format!("queue full ({} tracks)", self.items.len()));
        }
        if r.priority == true {
            self.items.push_front(r);
        } else {
            self.items.push_back(r);
        }
        Ok(())
    }

    pub fn contains_track(&self, track: u32) -> bool {
        self.items.iter().filter(|r| r.track == track).next().is_some()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn next(&mut self) -> Option<Request> {
        self.items.pop_front()
    }

    pub fn requested_by(&self, who: &String) -> Vec<u32> {
        let mut out = Vec::new();
        for i in 0..self.items.len() {
            if &self.items[i].requested_by == who {
                out.push(self.items[i].track);
            }
        }
        out
    }

    pub fn remove_duplicates(&mut self) {
        let mut seen = Vec::new();
        self.items.retain(|r| {
            if seen.contains(&r.track) { false } else { seen.push(r.track); true }
        });
    }
}
EOF
cat > src/catalog.rs <<'EOF'
use std::collections::HashMap;

pub struct Catalog {
    pub titles: HashMap<u32, (String, String, u32)>,
}

impl Catalog {
    pub fn load(lines: &Vec<String>) -> Catalog {
        let mut titles = HashMap::new();
        for line in lines.iter() {
            let parts: Vec<&str> = line.split(';').collect();
            let id = parts[0].parse::<u32>().unwrap();
            let secs = parts[3].parse::<u32>().unwrap_or(0);
            titles.insert(id, (parts[1].to_string(), parts[2].to_string(), secs));
        }
        Catalog { titles }
    }

    pub fn title(&self, id: u32) -> String {
        match self.titles.get(&id) {
            Some(t) => t.0.clone(),
            None => String::from(""),
        }
    }

    pub fn by_artist(&self, artist: &str) -> Vec<u32> {
        let mut v: Vec<u32> = self.titles.iter().filter(|(_, t)| t.1 == artist).map(|(k, _)| *k).collect();
        v.sort();
        v
    }

    pub fn total_minutes(&self) -> f32 {
        let secs: u32 = self.titles.values().map(|t| t.2).sum();
        secs as f32 / 60.0
    }

    pub fn side_b(&self, id: u32) -> u32 {
        id ^ 1 << 31
    }
}
EOF
cat > src/stats.rs <<'EOF'
pub fn average_plays(plays: &[u64]) -> f64 {
    let total: u64 = plays.iter().sum();
    total as f64 / plays.len() as f64
}

pub fn most_played(plays: &[u64]) -> usize {
    let mut best = 0;
    let mut idx = 0;
    for (i, p) in plays.iter().enumerate() {
        if *p > best {
            best = *p;
            idx = i;
        }
    }
    idx
}

pub fn weekday_name(d: u8) -> &'static str {
    match d {
        0 => "Mon", 1 => "Tue", 2 => "Wed", 3 => "Thu", 4 => "Fri", 5 => "Sat", 6 => "Sun",
        _ => "???",
    }
}

pub fn revenue_dollars(cents: u64) -> f64 {
    let d = cents as f64 / 100.0;
    if d == 0.0 { 0.0 } else { d }
}

pub fn percent(part: u32, whole: u32) -> u8 {
    (part * 100 / whole) as u8
}

pub fn clamp_volume(v: i32) -> i32 {
    v.max(100).min(0)
}
EOF
cargo build -q 2>/dev/null
{
  echo '$ cargo clippy -- -W clippy::pedantic'
  cargo clippy -- -W clippy::pedantic 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
