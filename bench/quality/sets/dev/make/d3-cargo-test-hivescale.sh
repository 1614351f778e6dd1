#!/usr/bin/env bash
# Beehive weight-scale telemetry crate: `cargo test --no-fail-fast` with about 1,000 unit and
# integration tests (most generated from calibration tables), a few ignored, one failing.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hivescale
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"

cat > Cargo.toml <<'EOF'
[package]
name = "hivescale"
version = "0.4.1"
edition = "2021"
description = "Load-cell telemetry for beehive scales: calibration, swarm and nectar-flow detection"

[dependencies]
EOF

cat > src/lib.rs <<'EOF'
//! Hive-scale telemetry.
//!
//! ```
//! let g = hivescale::calib::raw_to_grams(84_000, 12_000, 20.0);
//! assert_eq!(g, 3_600);
//! ```
pub mod calib;
pub mod events;
pub mod frames;
EOF

cat > src/calib.rs <<'EOF'
/// Convert a raw HX711 reading to grams given the tare offset and counts per gram.
///
/// ```
/// assert_eq!(hivescale::calib::raw_to_grams(12_000, 12_000, 20.0), 0);
/// ```
pub fn raw_to_grams(raw: i64, tare: i64, counts_per_gram: f64) -> i64 {
    ((raw - tare) as f64 / counts_per_gram).round() as i64
}

/// Temperature compensation of the load cell: -0.02 % of reading per degree above 20 C.
pub fn compensate(grams: i64, celsius: f64) -> i64 {
    let factor = 1.0 - 0.0002 * (celsius - 20.0);
    (grams as f64 / factor).round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    include!("calib_cases.rs");
}
EOF

cat > src/events.rs <<'EOF'
/// A change between two consecutive readings (grams, minutes apart).
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum Event {
    Steady,
    NectarFlow,
    Robbing,
    Swarm,
    Harvest,
}

/// Classify a weight change. A swarm leaves suddenly (> 1.2 kg lost within 15 minutes);
/// a harvest removes more than 5 kg at once; nectar flow adds weight during the day.
pub fn classify(delta_g: i64, minutes: u32, daytime: bool) -> Event {
    if delta_g <= -5000 {
        Event::Harvest
    } else if delta_g <= -1200 && minutes <= 15 {
        Event::Swarm
    } else if delta_g < -300 && daytime {
        Event::Robbing
    } else if delta_g > 150 && daytime {
        Event::NectarFlow
    } else {
        Event::Steady
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    include!("event_cases.rs");
}
EOF

cat > src/frames.rs <<'EOF'
/// Parse one LoRa frame "HIVE<id>;<raw>;<tare>;<temp_decicelsius>".
pub fn parse(frame: &str) -> Result<(u16, i64, i64, f64), String> {
    let rest = frame.strip_prefix("HIVE").ok_or_else(|| format!("bad prefix in {frame:?}"))?;
    let parts: Vec<&str> = rest.split(';').collect();
    if parts.len() != 4 {
        return Err(format!("expected 4 fields, got {}", parts.len()));
    }
    let id = parts[0].parse::<u16>().map_err(|e| format!("hive id: {e}"))?;
    let raw = parts[1].parse::<i64>().map_err(|e| format!("raw: {e}"))?;
    let tare = parts[2].parse::<i64>().map_err(|e| format!("tare: {e}"))?;
    let temp = parts[3].parse::<i32>().map_err(|e| format!("temp: {e}"))? as f64 / 10.0;
    Ok((id, raw, tare, temp))
}

#[cfg(test)]
mod tests {
    use super::*;
    include!("frame_cases.rs");

    #[test]
    #[ignore = "needs a LoRa gateway on /dev/ttyUSB0"]
    fn live_gateway_roundtrip() {}

    #[test]
    #[ignore = "slow: replays the 2023 season log (41 MB)"]
    fn replay_full_season() {}
}
EOF

python3 - <<'PYEOF'
import random
random.seed(11)
with open("src/calib_cases.rs", "w") as f:
    for hive in range(1, 21):
        for k in range(18):
            tare = 11000 + hive * 37
            grams = 18000 + k * 1750 + hive * 11
            cpg = 20.0 + (hive % 4) * 0.5
            raw = tare + int(round(grams * cpg))
            f.write(f"#[test] fn hive{hive:02d}_cal_{k:02d}() {{ assert_eq!(raw_to_grams({raw}, {tare}, {cpg:.1f}), {grams}); }}\n")
    for t in range(-10, 41):
        name = f"m{-t}" if t < 0 else f"{t}"
        f.write(f"#[test] fn compensate_at_{name}c() {{ let g = compensate(40000, {t:.1f}); assert!((g - 40000).abs() < 400, \"{{}}\", g); }}\n")
with open("src/event_cases.rs", "w") as f:
    n = 0
    for d in range(-6000, 1200, 40):
        for minutes, day in ((10, True), (60, False)):
            n += 1
            if d <= -5000: e = "Harvest"
            elif d <= -1200 and minutes <= 15: e = "Swarm"
            elif d < -300 and day: e = "Robbing"
            elif d > 150 and day: e = "NectarFlow"
            else: e = "Steady"
            name = f"delta_m{-d}" if d < 0 else f"delta_{d}"
            f.write(f"#[test] fn {name}_{minutes}min_{'day' if day else 'night'}() {{ assert_eq!(classify({d}, {minutes}, {str(day).lower()}), Event::{e}); }}\n")
with open("src/frame_cases.rs", "w") as f:
    for hive in range(1, 201):
        raw = 400000 + hive * 311
        f.write(f"#[test] fn frame_hive{hive:03d}() {{ assert_eq!(parse(\"HIVE{hive};{raw};11200;215\").unwrap().0, {hive}); }}\n")
    for bad, msg in (("HIVX1;2;3;4", "bad prefix"), ("HIVE1;2;3", "expected 4 fields"), ("HIVE1;x;3;4", "raw:"), ("HIVE70000;2;3;4", "hive id:")):
        fn = bad.replace(";", "_").lower()
        f.write(f"#[test] fn rejects_{fn}() {{ assert!(parse(\"{bad}\").unwrap_err().contains(\"{msg}\")); }}\n")
PYEOF

cat > tests/season.rs <<'EOF'
use hivescale::calib::{compensate, raw_to_grams};
use hivescale::events::{classify, Event};
use hivescale::frames::parse;

struct Reading { minute: u32, frame: &'static str }

const APIARY_NORTH: &[Reading] = &[
    Reading { minute: 0, frame: "HIVE7;856000;11200;182" },
    Reading { minute: 10, frame: "HIVE7;857100;11200;190" },
    Reading { minute: 20, frame: "HIVE7;826400;11200;196" },
    Reading { minute: 30, frame: "HIVE7;826000;11200;201" },
];

fn grams(r: &Reading) -> i64 {
    let (_, raw, tare, t) = parse(r.frame).unwrap();
    compensate(raw_to_grams(raw, tare, 20.0), t)
}

#[test]
fn north_apiary_detects_swarm_at_minute_20() {
    let w: Vec<i64> = APIARY_NORTH.iter().map(grams).collect();
    let delta = w[2] - w[1];
    assert_eq!(classify(delta, 10, true), Event::Swarm, "delta was {delta} g");
}

#[test]
fn north_apiary_swarm_weight_loss_matches_field_notes() {
    // field notes: "swarm left 11:40, approx 1.6 kg of bees"
    let w: Vec<i64> = APIARY_NORTH.iter().map(grams).collect();
    let lost = w[1] - w[2];
    assert_eq!(lost, 1600, "weights were {:?}", w);
}

#[test]
fn north_apiary_steady_after_swarm() {
    let w: Vec<i64> = APIARY_NORTH.iter().map(grams).collect();
    assert_eq!(classify(w[3] - w[2], 10, true), Event::Steady);
}
EOF

cat > tests/frames_fuzzish.rs <<'EOF'
use hivescale::frames::parse;

macro_rules! roundtrip {
    ($($name:ident: $id:expr, $temp:expr;)*) => {$(
        #[test]
        fn $name() {
            let s = format!("HIVE{};{};{};{}", $id, 500000 + $id * 7, 11000, $temp);
            let (id, _, _, t) = parse(&s).unwrap();
            assert_eq!(id, $id);
            assert!((t * 10.0 - $temp as f64).abs() < 1e-9);
        }
    )*};
}

roundtrip! {
    rt_apiary_a_01: 1, 105; rt_apiary_a_02: 2, 110; rt_apiary_a_03: 3, 115; rt_apiary_a_04: 4, 120;
    rt_apiary_a_05: 5, 125; rt_apiary_a_06: 6, 130; rt_apiary_a_07: 7, 135; rt_apiary_a_08: 8, 140;
    rt_apiary_b_01: 101, -35; rt_apiary_b_02: 102, -20; rt_apiary_b_03: 103, 0; rt_apiary_b_04: 104, 18;
    rt_apiary_b_05: 105, 244; rt_apiary_b_06: 106, 301; rt_apiary_b_07: 107, 355; rt_apiary_b_08: 108, 402;
}
EOF

neutral() {
  sed -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cargo build --quiet --tests >/dev/null 2>&1 || true
{
  echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
  RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1
  echo "exit status: $?"
} | neutral
