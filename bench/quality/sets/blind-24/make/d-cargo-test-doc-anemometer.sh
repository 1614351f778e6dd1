#!/bin/bash
# cargo test of an anemometer-calibration crate: unit, integration and doc tests; a should_panic test
# that does not panic, and one ignored test
. "$(dirname "$0")/d-lib.sh"
proj anemometer
cargo init --lib --name cupwind -q .
mkdir -p tests
cat > src/lib.rs <<'RS'
//! Cup-anemometer calibration helpers.

/// Convert a cup rotation rate (Hz) to wind speed in m/s with a linear transfer function.
///
/// ```
/// let v = cupwind::speed_ms(10.0, 0.765, 0.35);
/// assert!((v - 8.0).abs() < 0.01);
/// ```
pub fn speed_ms(hz: f64, slope: f64, offset: f64) -> f64 {
    if hz <= 0.0 { return 0.0; }
    hz * slope + offset
}

/// Beaufort number for a wind speed in m/s.
///
/// ```
/// assert_eq!(cupwind::beaufort(5.0), 3);
/// assert_eq!(cupwind::beaufort(11.0), 6);
/// ```
pub fn beaufort(ms: f64) -> u8 {
    const LIMITS: [f64; 12] = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7];
    LIMITS.iter().position(|&l| ms < l).unwrap_or(12) as u8
}

/// Gust factor: peak over mean. Panics on a zero mean.
pub fn gust_factor(peak: f64, mean: f64) -> f64 {
    peak / mean
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test] fn still_air() { assert_eq!(speed_ms(0.0, 0.765, 0.35), 0.0); }
    #[test] fn calm_is_zero() { assert_eq!(beaufort(0.2), 0); }
    #[test] fn hurricane() { assert_eq!(beaufort(40.0), 12); }
    #[test] #[should_panic(expected = "zero mean")] fn gust_zero_mean() { gust_factor(12.0, 0.0); }
    #[test] #[ignore = "needs wind tunnel rig on /dev/ttyUSB0"] fn tunnel_calibration() {}
}
RS
cat > tests/transfer.rs <<'RS'
use cupwind::*;
#[test] fn typical_breeze() { assert!((speed_ms(6.0, 0.765, 0.35) - 4.94).abs() < 0.01); }
#[test] fn beaufort_monotonic() {
    let mut last = 0;
    for i in 0..400 { let b = beaufort(i as f64 / 10.0); assert!(b >= last); last = b; }
}
RS
cargo test --no-run -q 2>/dev/null
capture d-cargo-test-doc-anemometer 'cargo test --no-fail-fast'
