#!/usr/bin/env bash
# cargo test on a map-projection crate with ~190 generated round-trip tests: one failure, two ignored tests.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/cargo-mapproj-test.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/mapproj
export RUST_BACKTRACE=1   # as in the developer shell this was captured from
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'X'
[package]
name = "mapproj"
version = "0.7.1"
edition = "2021"

[dependencies]
X
cat > src/lib.rs <<'X'
//! Forward and inverse map projections on the sphere (radians in, metres out).
pub mod mercator;
pub mod lambert;
pub mod stereo;
pub mod sinusoidal;

pub const EARTH_RADIUS_M: f64 = 6_371_008.8;

pub trait Projection {
    fn forward(&self, lon: f64, lat: f64) -> (f64, f64);
    fn inverse(&self, x: f64, y: f64) -> (f64, f64);
}

#[cfg(test)]
mod roundtrip {
    use super::*;

    fn check<P: Projection>(p: &P, lon_deg: f64, lat_deg: f64) {
        let (x, y) = p.forward(lon_deg.to_radians(), lat_deg.to_radians());
        let (lon, lat) = p.inverse(x, y);
        let dlon = (lon.to_degrees() - lon_deg).abs();
        let dlat = (lat.to_degrees() - lat_deg).abs();
        assert!(dlon < 1e-9 && dlat < 1e-9,
            "round trip drifted at ({lon_deg}, {lat_deg}): got ({}, {})", lon.to_degrees(), lat.to_degrees());
    }

    macro_rules! roundtrip_tests {
        ($proj:expr; $($name:ident: $lon:expr, $lat:expr;)*) => {
            $(#[test] fn $name() { check(&$proj, $lon, $lat); })*
        };
    }
X
python3 - >> src/lib.rs <<'X'
places = [("reykjavik", -21.94, 64.15), ("quito", -78.47, -0.18), ("hobart", 147.33, -42.88), ("ushuaia", -68.30, -54.80),
          ("tromso", 18.96, 69.65), ("nairobi", 36.82, -1.29), ("honolulu", -157.86, 21.31), ("longyearbyen", 15.63, 78.22),
          ("punta_arenas", -70.91, -53.16), ("anchorage", -149.90, 61.22), ("singapore", 103.82, 1.35), ("lhasa", 91.17, 29.65),
          ("cape_town", 18.42, -33.92), ("kamchatka", 158.65, 53.02), ("alert_nu", -62.35, 82.50), ("mcmurdo", 166.67, -77.85),
          ("suva", 178.44, -18.14), ("dakar", -17.44, 14.69), ("irkutsk", 104.28, 52.29), ("perth", 115.86, -31.95),
          ("nuuk", -51.72, 64.18), ("lima", -77.04, -12.05), ("apia", -171.76, -13.83), ("zero_zero", 0.0, 0.0)]
projs = {"mercator": "crate::mercator::Mercator::new(0.0)", "lambert": "crate::lambert::LambertConic::new(0.0, 45.0f64.to_radians(), 33.0f64.to_radians(), 45.0f64.to_radians())",
         "stereo": "crate::stereo::PolarStereo::north()", "sinusoidal": "crate::sinusoidal::Sinusoidal::new(0.0)"}
for mod, ctor in projs.items():
    print(f"    mod {mod} {{")
    print("        use super::*;")
    print(f"        roundtrip_tests! {{ {ctor};")
    for name, lon, lat in places:
        if mod == "mercator" and abs(lat) > 80: continue
        if mod == "stereo" and lat < 0: continue
        print(f"            {name}: {lon!r}, {lat!r};")
    print("        }")
    print("    }")
print("}")
X
cat > src/mercator.rs <<'X'
use crate::{Projection, EARTH_RADIUS_M};
use std::f64::consts::FRAC_PI_4;

pub struct Mercator { lon0: f64 }

impl Mercator {
    pub fn new(lon0: f64) -> Self { Mercator { lon0 } }
}

impl Projection for Mercator {
    fn forward(&self, lon: f64, lat: f64) -> (f64, f64) {
        (EARTH_RADIUS_M * (lon - self.lon0), EARTH_RADIUS_M * (FRAC_PI_4 + lat / 2.0).tan().ln())
    }
    fn inverse(&self, x: f64, y: f64) -> (f64, f64) {
        (x / EARTH_RADIUS_M + self.lon0, 2.0 * (y / EARTH_RADIUS_M).exp().atan() - std::f64::consts::FRAC_PI_2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn equator_maps_to_zero_y() {
        let (_, y) = Mercator::new(0.0).forward(1.0, 0.0);
        assert!(y.abs() < 1e-6);
    }
    #[test]
    #[ignore = "needs the EPSG fixture bundle (tests/fixtures/epsg3857.csv)"]
    fn matches_epsg_3857_fixtures() {}
}
X
cat > src/lambert.rs <<'X'
use crate::{Projection, EARTH_RADIUS_M};
use std::f64::consts::FRAC_PI_4;

/// Lambert conformal conic with two standard parallels.
pub struct LambertConic { lon0: f64, n: f64, f: f64, rho0: f64 }

impl LambertConic {
    pub fn new(lon0: f64, lat0: f64, lat1: f64, lat2: f64) -> Self {
        let t = |lat: f64| (FRAC_PI_4 + lat / 2.0).tan();
        let n = (lat1.cos() / lat2.cos()).ln() / (t(lat2) / t(lat1)).ln();
        let f = lat1.cos() * t(lat1).powf(n) / n;
        let rho0 = EARTH_RADIUS_M * f / t(lat0).powf(n);
        LambertConic { lon0, n, f, rho0 }
    }
}

impl Projection for LambertConic {
    fn forward(&self, lon: f64, lat: f64) -> (f64, f64) {
        let rho = EARTH_RADIUS_M * self.f / (FRAC_PI_4 + lat / 2.0).tan().powf(self.n);
        let theta = self.n * (lon - self.lon0);
        (rho * theta.sin(), self.rho0 - rho * theta.cos())
    }
    fn inverse(&self, x: f64, y: f64) -> (f64, f64) {
        let dy = self.rho0 - y;
        let rho = self.n.signum() * (x * x + dy * dy).sqrt();
        let theta = (x / dy).atan();
        let lat = 2.0 * (EARTH_RADIUS_M * self.f / rho).powf(1.0 / self.n).atan() - std::f64::consts::FRAC_PI_2;
        (theta / self.n + self.lon0, lat)
    }
}
X
cat > src/stereo.rs <<'X'
use crate::{Projection, EARTH_RADIUS_M};
use std::f64::consts::FRAC_PI_4;

pub struct PolarStereo { k0: f64 }

impl PolarStereo {
    pub fn north() -> Self { PolarStereo { k0: 0.994 } }
}

impl Projection for PolarStereo {
    fn forward(&self, lon: f64, lat: f64) -> (f64, f64) {
        let rho = 2.0 * EARTH_RADIUS_M * self.k0 * (FRAC_PI_4 - lat / 2.0).tan();
        (rho * lon.sin(), -rho * lon.cos())
    }
    fn inverse(&self, x: f64, y: f64) -> (f64, f64) {
        let rho = x.hypot(y);
        let lat = std::f64::consts::FRAC_PI_2 - 2.0 * (rho / (2.0 * EARTH_RADIUS_M * self.k0)).atan();
        (x.atan2(-y), lat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    #[ignore]
    fn south_pole_variant() {}
}
X
cat > src/sinusoidal.rs <<'X'
use crate::{Projection, EARTH_RADIUS_M};

pub struct Sinusoidal { lon0: f64 }

impl Sinusoidal {
    pub fn new(lon0: f64) -> Self { Sinusoidal { lon0 } }
}

impl Projection for Sinusoidal {
    fn forward(&self, lon: f64, lat: f64) -> (f64, f64) {
        (EARTH_RADIUS_M * (lon - self.lon0) * lat.cos(), EARTH_RADIUS_M * lat)
    }
    fn inverse(&self, x: f64, y: f64) -> (f64, f64) {
        let lat = y / EARTH_RADIUS_M;
        (self.lon0 + x / (EARTH_RADIUS_M * lat.cos()), lat)
    }
}
X
{ echo '$ cargo test'; cargo test 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
