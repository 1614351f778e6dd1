#!/usr/bin/env bash
# cargo build of a telescope-observatory scheduler whose many generated instrument drivers produce a wall of rustc warnings; the build succeeds.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/cargo-observatory-warnings.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/observatory
rm -rf "$P"; mkdir -p "$P/src/drivers"; cd "$P"
cat > Cargo.toml <<'X'
[package]
name = "observatory"
version = "1.8.2"
edition = "2021"

[dependencies]
X
INSTRUMENTS="dome shutter focuser filterwheel guider camera_main camera_guide spectrograph derotator mount_ra mount_dec weather cloudsensor allsky dewheater flatpanel rotator adaptive_optics tiptilt wavefront fibre_positioner calibration_lamp hartmann_mask seeing_monitor skyquality lightning_detector ups_monitor cryocooler vacuum_gauge chiller"
{
  echo "pub mod drivers;"
  echo "pub mod schedule;"
  echo
  echo "use std::collections::HashMap;"
  echo "use std::fmt::Write as _;"
  echo
  echo "fn main() {"
  echo "    let mut status: HashMap<&str, bool> = HashMap::new();"
  for i in $INSTRUMENTS; do
    echo "    status.insert(\"$i\", drivers::$i::Driver::connect(\"tcp://obs-ctl:7${#i}00\").is_ok());"
  done
  echo "    let plan = schedule::plan_night(&[\"M31\", \"NGC 7000\", \"M42\"]);"
  echo "    println!(\"{} instruments, {} targets\", status.len(), plan.len());"
  echo "}"
} > src/main.rs
{ for i in $INSTRUMENTS; do echo "pub mod $i;"; done; } > src/drivers/mod.rs
n=0
for i in $INSTRUMENTS; do
  n=$((n+1))
  cat > src/drivers/$i.rs <<X
use std::io::{self, Read, Write};
use std::time::{Duration, Instant};
use std::collections::BTreeMap;

pub const DEFAULT_TIMEOUT_MS: u64 = ${n}00;
const RETRIES: u32 = $((n % 4 + 1));

#[derive(Debug)]
pub struct Driver {
    endpoint: String,
    timeout: Duration,
    last_reply: Option<String>,
    serial_number: u32,
}

#[derive(Debug)]
pub enum State {
    Idle,
    Busy(u32),
    Fault(String),
}

impl Driver {
    pub fn connect(endpoint: &str) -> io::Result<Driver> {
        let started = Instant::now();
        let mut attempts = 0;
        let Timeout = Duration::from_millis(DEFAULT_TIMEOUT_MS);
        Ok(Driver { endpoint: endpoint.to_string(), timeout: Timeout, last_reply: None, serial_number: $n })
    }

    pub fn state(&self) -> State {
        match &self.last_reply {
            Some(r) if r.starts_with("ERR") => State::Fault(r.clone()),
            Some(r) => State::Busy(r.len() as u32),
            None => State::Idle,
        }
    }

    fn checksum(frame: &[u8]) -> u8 {
        frame.iter().fold(0u8, |a, b| a.wrapping_add(*b))
    }

    fn reset(&mut self) {
        self.last_reply = None;
    }
}
X
done
# two drivers get distinctive problems
cat >> src/drivers/cryocooler.rs <<'X'

pub fn log_cold_head(temps: &[f64], out: &mut impl Write) {
    for t in temps {
        writeln!(out, "cold head {:.2} K", t);
    }
}
X
cat >> src/drivers/filterwheel.rs <<'X'

pub fn slot_name(slot: u8) -> &'static str {
    match slot {
        0 => "L",
        1 => "R",
        2 => "G",
        3 => "B",
        0..=7 => "narrowband",
        2 => "Ha",
        _ => "empty",
    }
}
X
cat > src/schedule.rs <<'X'
#[derive(Debug, Clone)]
pub struct Slot {
    pub target: String,
    pub start_min: u32,
    pub minutes: u32,
}

pub fn plan_night(targets: &[&str]) -> Vec<Slot> {
    let mut t = 0;
    let mut out = Vec::new();
    for name in targets {
        out.push(Slot { target: name.to_string(), start_min: t, minutes: 90 });
        t += 95;
    }
    out
}
X
{ echo '$ cargo build'; cargo build 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
