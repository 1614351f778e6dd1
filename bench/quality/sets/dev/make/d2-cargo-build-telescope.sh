#!/usr/bin/env bash
# d2-cargo-build-telescope: telescope mount controller crate; cargo build with type and borrow errors plus warnings.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/mountctl
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "mountctl"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod axis;
mod coords;
mod guide;

use std::collections::HashMap;
use std::fmt;

use axis::{Axis, AxisState};
use coords::{Equatorial, Horizontal};

#[derive(Debug)]
enum Command {
    Slew(Equatorial),
    Park,
    Track(bool),
    Nudge { axis: char, arcsec: f64 },
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Command::Slew(eq) => write!(f, "SLEW {:.4} {:.4}", eq.ra_hours, eq.dec_deg),
            Command::Park => write!(f, "PARK"),
            Command::Track(on) => write!(f, "TRACK {}", on),
        }
    }
}

struct Mount {
    ra: Axis,
    dec: Axis,
    site_lat: f64,
    log: Vec<String>,
}

impl Mount {
    fn apply(&mut self, cmd: Command) {
        let entry = format!("{}", cmd);
        match cmd {
            Command::Slew(target) => {
                let alt = target.to_horizontal(self.site_lat, 0.0).alt_deg;
                if alt < 10.0 {
                    self.log.push(format!("refused slew below horizon limit: {}", entry));
                    return;
                }
                self.ra.goto(target.ra_hours * 15.0);
                self.dec.goto(target.dec_deg);
            }
            Command::Park => {
                self.ra.goto(0.0);
                self.dec.goto(90.0);
            }
            Command::Track(on) => self.ra.state = if on { AxisState::Tracking } else { AxisState::Idle },
            Command::Nudge { axis, arcsec } => {
                let ax = if axis == 'r' { &mut self.ra } else { &mut self.dec };
                ax.nudge(arcsec);
            }
        }
        self.log.push(entry);
    }

    fn busiest_axis(&self) -> &Axis {
        let axes = vec![&self.ra, &self.dec];
        let first = axes[0];
        for a in &axes {
            if a.moves > first.moves {
                first = a;
            }
        }
        first
    }
}

fn main() {
    let mut mount = Mount {
        ra: Axis::new("RA", 0.5),
        dec: Axis::new("DEC", 0.5),
        site_lat: 47.3,
        log: Vec::new(),
    };
    let target = Equatorial { ra_hours: 5.5877, dec_deg: -5.391 };
    let queue = vec![Command::Slew(target), Command::Track(true), Command::Nudge { axis: 'r', arcsec: 12.5 }];
    for cmd in queue {
        mount.apply(cmd);
    }
    println!("last target was {:?}", target);
    let mut counts: HashMap<&str, u32> = HashMap::new();
    for line in &mount.log {
        let verb = line.split_whitespace().next().unwrap();
        *counts.entry(verb).or_insert(0) += 1;
    }
    let horizon: Horizontal = target.to_horizontal(mount.site_lat, 1.25);
    let total_steps: u32 = mount.ra.steps + mount.dec.steps;
    println!("{:?} {:?} {}", counts, horizon, total_steps);
}
EOF
cat > src/axis.rs <<'EOF'
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AxisState {
    Idle,
    Slewing,
    Tracking,
}

#[derive(Debug)]
pub struct Axis {
    pub name: String,
    pub position_deg: f64,
    pub backlash_deg: f32,
    pub state: AxisState,
    pub moves: u32,
    pub steps: u64,
}

const STEPS_PER_DEG: f64 = 14400.0;

impl Axis {
    pub fn new(name: &str, backlash_deg: f64) -> Axis {
        Axis {
            name: name.to_string(),
            position_deg: 0.0,
            backlash_deg,
            state: AxisState::Idle,
            moves: 0,
            steps: 0,
        }
    }

    pub fn goto(&mut self, target_deg: f64) {
        let delta = target_deg - self.position_deg;
        let reversing = delta.signum() != self.last_direction();
        let correction = if reversing { self.backlash_deg } else { 0.0 };
        self.steps += ((delta.abs() + correction) * STEPS_PER_DEG) as u64;
        self.position_deg = target_deg;
        self.moves += 1;
        self.state = AxisState::Slewing;
    }

    pub fn nudge(&mut self, arcsec: f64) {
        let timeout = Duration::from_millis(250);
        self.goto(self.position_deg + arcsec / 3600.0);
    }

    fn last_direction(&self) -> f64 {
        if self.moves == 0 { 0.0 } else { 1.0 }
    }
}
EOF
cat > src/coords.rs <<'EOF'
#[derive(Debug)]
pub struct Equatorial {
    pub ra_hours: f64,
    pub dec_deg: f64,
}

#[derive(Debug)]
pub struct Horizontal {
    pub alt_deg: f64,
    pub az_deg: f64,
}

impl Equatorial {
    pub fn to_horizontal(&self, lat_deg: f64, lst_hours: f64) -> Horizontal {
        let ha = (lst_hours - self.ra_hours) * 15.0_f64;
        let (lat, dec, ha) = (lat_deg.to_radians(), self.dec_deg.to_radians(), ha.to_radians());
        let sin_alt = dec.sin() * lat.sin() + dec.cos() * lat.cos() * ha.cos();
        let alt = sin_alt.asin();
        let cos_az = (dec.sin() - alt.sin() * lat.sin()) / (alt.cos() * lat.cos());
        let mut az = cos_az.clamp(-1.0, 1.0).acos().to_degrees();
        if ha.sin() > 0.0 {
            az = 360.0 - az;
        }
        Horizontal { alt_deg: alt.to_degrees(), az_deg: az }
    }
}
EOF
cat > src/guide.rs <<'EOF'
use std::collections::VecDeque;

pub struct GuideLog {
    samples: VecDeque<(f64, f64)>,
    cap: usize,
}

impl GuideLog {
    pub fn new(cap: usize) -> Self {
        GuideLog { samples: VecDeque::with_capacity(cap), cap }
    }

    pub fn push(&mut self, ra_err: f64, dec_err: f64) {
        if self.samples.len() == self.cap {
            self.samples.pop_front();
        }
        self.samples.push_back((ra_err, dec_err));
    }

    pub fn worst(&self) -> (f64, f64) {
        let mut worst = self.samples[0];
        for s in self.samples {
            if s.0.abs() + s.1.abs() > worst.0.abs() + worst.1.abs() {
                worst = s;
            }
        }
        worst
    }

    pub fn rms(&self) -> f64 {
        let n = self.samples.len() as f64;
        let sum: f64 = self.samples.iter().map(|(r, d)| r * r + d * d).sum();
        (sum / n).sqrt()
    }
}
EOF
cargo build 2>&1 | neutral
