#!/usr/bin/env bash
# cargo build of a railway signal-box interlocking crate: a few compile errors and warnings.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/cargo-interlock-build.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/interlock
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'X'
[package]
name = "interlock"
version = "0.3.0"
edition = "2021"

[dependencies]
X
cat > src/main.rs <<'X'
mod route;
mod lever;
mod track;

use lever::Frame;
use route::{Route, RouteTable};

fn main() {
    let mut frame = Frame::new(24);
    let table = RouteTable::standard();
    for r in table.routes() {
        match frame.set_route(r) {
            Ok(()) => println!("route {} set", r.name),
            Err(e) => println!("route {} refused: {}", r.name, e),
        }
    }
    let unused_count = 3;
    println!("{}", frame.describe());
}
X
cat > src/track.rs <<'X'
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CircuitId(pub u16);

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Occupancy {
    Clear,
    Occupied,
    Failed,
}

pub struct TrackCircuits {
    state: HashMap<CircuitId, Occupancy>,
}

impl TrackCircuits {
    pub fn new() -> Self {
        TrackCircuits { state: HashMap::new() }
    }

    pub fn is_clear(&self, id: CircuitId) -> bool {
        matches!(self.state.get(&id), Some(Occupancy::Clear) | None)
    }

    pub fn occupy(&mut self, id: CircuitId) {
        self.state.insert(id, Occupancy::Occupied);
    }
}
X
cat > src/lever.rs <<'X'
use std::fmt;

use crate::route::Route;
use crate::track::TrackCircuits;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LeverState {
    Normal,
    Reverse,
}

pub struct Lever {
    pub number: u8,
    pub state: LeverState,
    pub locked_by: Option<String>,
}

pub struct Frame {
    levers: Vec<Lever>,
    circuits: TrackCircuits,
}

#[derive(Debug)]
pub enum Refusal {
    Locked { lever: u8, by: String },
    TrackOccupied(u16),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Locked { lever, by } => write!(f, "lever {} locked by {}", lever, by),
            Refusal::TrackOccupied(c) => write!(f, "track circuit T{} occupied", c),
        }
    }
}

impl Frame {
    pub fn new(n: u8) -> Self {
        let levers = (1..=n)
            .map(|number| Lever { number, state: LeverState::Normal, locked_by: None })
            .collect();
        Frame { levers, circuits: TrackCircuits::new() }
    }

    fn lever_mut(&mut self, n: u8) -> &mut Lever {
        &mut self.levers[n as usize - 1]
    }

    pub fn set_route(&mut self, route: &Route) -> Result<(), Refusal> {
        for c in &route.circuits {
            if !self.circuits.is_clear(*c) {
                return Err(Refusal::TrackOccupied(c.0));
            }
        }
        let first = self.lever_mut(route.levers[0]);
        for &n in &route.levers {
            let lever = self.lever_mut(n);
            if let Some(by) = &lever.locked_by {
                return Err(Refusal::Locked { lever: n, by: by.clone() });
            }
            lever.state = LeverState::Reverse;
            lever.locked_by = Some(route.name);
        }
        first.state = LeverState::Reverse;
        Ok(())
    }

    pub fn describe(&self) -> String {
        self.levers
            .iter()
            .filter(|l| l.state == LeverState::Reverse)
            .map(|l| format!("{}R", l.number))
            .collect::<Vec<_>>()
            .join(" ")
    }
}
X
cat > src/route.rs <<'X'
use crate::track::CircuitId;

#[derive(Debug, Clone)]
pub struct Route {
    pub name: String,
    pub levers: Vec<u8>,
    pub circuits: Vec<CircuitId>,
    pub overlap: Option<CircuitId>,
}

pub struct RouteTable {
    routes: Vec<Route>,
}

impl RouteTable {
    pub fn standard() -> Self {
        let mk = |name: &str, levers: &[u8], circuits: &[u16]| Route {
            name: name.to_string(),
            levers: levers.to_vec(),
            circuits: circuits.iter().map(|c| CircuitId(*c)).collect(),
            overlap: None,
        };
        RouteTable {
            routes: vec![
                mk("1A", &[1, 4, 7], &[101, 102]),
                mk("2B", &[2, 5, 7, 9], &[103, 104, 105]),
                mk("3A", &[3, 8], &[106]),
            ],
        }
    }

    pub fn routes(&self) -> impl Iterator<Item = &Route> {
        self.routes.iter()
    }

    pub fn conflicting(&self, a: &Route, b: &Route) -> bool {
        a.levers.iter().any(|l| b.levers.contains(l)) || a.overlap == b.overlap
    }

    pub fn by_name(&self, name: &str) -> Option<&Route> {
        self.routes.iter().find(|r| r.name == name).map(|r| r.clone())
    }
}
X
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
