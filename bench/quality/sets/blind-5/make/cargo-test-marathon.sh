#!/bin/bash
# marathon split calculator: cargo test with RUST_BACKTRACE=1, one panic and one assert_eq failure
source "$(dirname "$0")/_common.sh"
fresh marathon-splits
mkdir -p src tests
cat > Cargo.toml <<'EOF'
[package]
name = "marathon-splits"
version = "0.5.1"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod pace;
pub mod plan;
pub mod parse;
EOF
cat > src/pace.rs <<'EOF'
pub const MARATHON_KM: f64 = 42.195;
pub const HALF_KM: f64 = 21.0975;
pub const MILE_KM: f64 = 1.609344;

/// Seconds per kilometre for a finish time over a distance.
pub fn pace_per_km(total_s: u32, km: f64) -> f64 {
    total_s as f64 / km
}

pub fn per_mile(pace_km_s: f64) -> f64 {
    pace_km_s * MILE_KM
}

pub fn format_hms(total_s: u32) -> String {
    let h = total_s / 3600;
    let m = (total_s % 3600) / 60;
    let s = total_s % 60;
    if h > 0 {
        format!("{}:{:02}:{:02}", h, m, s)
    } else {
        format!("{}:{:02}", m, s)
    }
}

pub fn format_pace(pace_s: f64) -> String {
    let whole = pace_s.round() as u32;
    format!("{}:{:02}/km", whole / 60, whole % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_hour_marathon_pace() {
        assert_eq!(format_pace(pace_per_km(3 * 3600, MARATHON_KM)), "4:16/km");
    }

    #[test]
    fn formats_under_an_hour() {
        assert_eq!(format_hms(59 * 60 + 7), "59:07");
    }

    #[test]
    fn formats_hours() {
        assert_eq!(format_hms(3 * 3600 + 29 * 60 + 5), "3:29:05");
    }

    #[test]
    fn mile_pace() {
        let p = per_mile(300.0);
        assert!((p - 482.8).abs() < 0.1, "got {p}");
    }
}
EOF
cat > src/plan.rs <<'EOF'
use crate::pace::MARATHON_KM;

#[derive(Debug, Clone, PartialEq)]
pub struct Split {
    pub km: f64,
    pub elapsed_s: u32,
}

#[derive(Debug, Clone, Copy)]
pub enum Strategy {
    Even,
    /// second half faster by this many seconds in total
    Negative(u32),
    /// slow down on climbs: (km_from, km_to, extra seconds per km)
    Hills(&'static [(f64, f64, u32)]),
}

pub fn splits(target_s: u32, every_km: f64, strategy: Strategy) -> Vec<Split> {
    let n = (MARATHON_KM / every_km).floor() as usize;
    let base = target_s as f64 / MARATHON_KM;
    let mut out = Vec::with_capacity(n + 1);
    let mut elapsed = 0.0;
    for i in 1..=n {
        let km = i as f64 * every_km;
        let seg_pace = match strategy {
            Strategy::Even => base,
            Strategy::Negative(diff) => {
                let half = MARATHON_KM / 2.0;
                let delta = diff as f64 / MARATHON_KM;
                if km <= half { base + delta } else { base - delta }
            }
            Strategy::Hills(climbs) => {
                let extra: u32 = climbs.iter().filter(|(a, b, _)| km > *a && km <= *b).map(|c| c.2).sum();
                base + extra as f64
            }
        };
        elapsed += seg_pace * every_km;
        out.push(Split { km, elapsed_s: elapsed.round() as u32 });
    }
    out.push(Split { km: MARATHON_KM, elapsed_s: target_s });
    out
}

pub fn halfway(splits: &[Split]) -> &Split {
    let idx = splits.iter().position(|s| s.km >= MARATHON_KM / 2.0).unwrap();
    &splits[idx]
}

pub fn wristband(splits: &[Split], marks: &[usize]) -> Vec<String> {
    marks
        .iter()
        .map(|&k| {
            let s = &splits[k - 1];
            format!("{:>4.1} km  {}", s.km, crate::pace::format_hms(s.elapsed_s))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_splits_end_on_target() {
        let s = splits(3 * 3600, 5.0, Strategy::Even);
        assert_eq!(s.last().unwrap().elapsed_s, 10800);
        assert_eq!(s.len(), 9);
    }

    #[test]
    fn even_5k_split() {
        let s = splits(3 * 3600, 5.0, Strategy::Even);
        assert_eq!(s[0].elapsed_s, 1280);
    }

    #[test]
    fn negative_split_first_half_slower() {
        let s = splits(4 * 3600, 1.0, Strategy::Negative(120));
        let h = halfway(&s);
        assert!(h.elapsed_s > 2 * 3600, "halfway at {}", h.elapsed_s);
    }

    #[test]
    fn hills_add_time() {
        static CLIMBS: [(f64, f64, u32); 1] = [(30.0, 35.0, 20)];
        let flat = splits(3 * 3600, 1.0, Strategy::Even);
        let hilly = splits(3 * 3600, 1.0, Strategy::Hills(&CLIMBS));
        assert_eq!(hilly[34].elapsed_s - flat[34].elapsed_s, 100);
    }

    #[test]
    fn wristband_every_10k() {
        let s = splits(3 * 3600 + 30 * 60, 1.0, Strategy::Even);
        let band = wristband(&s, &[10, 20, 30, 40, 42]);
        assert_eq!(band[0], "10.0 km  49:46");
        assert_eq!(band[4], "42.2 km  3:30:00");
    }
}
EOF
cat > src/parse.rs <<'EOF'
#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    BadField(String),
}

/// Parses "h:mm:ss", "mm:ss" or plain seconds.
pub fn parse_time(s: &str) -> Result<u32, ParseError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let parts: Vec<&str> = s.split(':').collect();
    let mut total = 0u32;
    for p in &parts {
        let v: u32 = p.parse().map_err(|_| ParseError::BadField(p.to_string()))?;
        total = total * 60 + v;
    }
    Ok(total)
}

pub fn parse_distance(s: &str) -> Result<f64, ParseError> {
    match s.trim().to_lowercase().as_str() {
        "marathon" | "full" => Ok(crate::pace::MARATHON_KM),
        "half" => Ok(crate::pace::HALF_KM),
        other => {
            let num = other.trim_end_matches("km");
            num.parse().map_err(|_| ParseError::BadField(other.to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hms() { assert_eq!(parse_time("3:05:09"), Ok(11109)); }
    #[test]
    fn ms() { assert_eq!(parse_time("45:30"), Ok(2730)); }
    #[test]
    fn seconds() { assert_eq!(parse_time("59"), Ok(59)); }
    #[test]
    fn empty() { assert_eq!(parse_time("  "), Err(ParseError::Empty)); }
    #[test]
    fn bad_field() { assert_eq!(parse_time("3:xx:00"), Err(ParseError::BadField("xx".into()))); }
    #[test]
    fn named_distances() {
        assert_eq!(parse_distance("Half"), Ok(21.0975));
        assert_eq!(parse_distance("marathon"), Ok(42.195));
    }
    #[test]
    fn km_suffix() { assert_eq!(parse_distance("10km"), Ok(10.0)); }
    #[test]
    fn miles_not_supported() { assert!(parse_distance("26.2mi").is_err()); }
}
EOF
cat > tests/cli_plan.rs <<'EOF'
use marathon_splits::parse::parse_time;
use marathon_splits::plan::{splits, wristband, Strategy};

#[test]
fn plan_from_text_target() {
    let t = parse_time("3:15:00").unwrap();
    let s = splits(t, 5.0, Strategy::Even);
    assert_eq!(s.len(), 9);
}

#[test]
fn wristband_with_custom_marks() {
    let t = parse_time("2:59:59").unwrap();
    let s = splits(t, 5.0, Strategy::Even);
    let band = wristband(&s, &[1, 4, 8, 9, 10]);
    assert_eq!(band.len(), 5);
}

#[test]
#[ignore = "needs GPX fixtures"]
fn plan_from_gpx_elevation() {}
EOF
{
  echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
  RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/cargo-test-marathon.txt"
