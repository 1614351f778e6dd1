#!/bin/bash
# cargo tree of a gyrocopter flight-log workspace (path dependencies only, offline).
WORK=${WORK:-/home/dev}; P=$WORK/gyrocopter; rm -rf "$P"; mkdir -p "$P"; cd "$P"
mk() { # name version deps...
  local n=$1 v=$2; shift 2; mkdir -p "$n/src"; echo "pub fn id() -> &'static str { \"$n\" }" > "$n/src/lib.rs"
  { echo "[package]"; echo "name = \"$n\""; echo "version = \"$v\""; echo 'edition = "2021"'; echo; echo "[dependencies]"
    for d in "$@"; do dn=${d%%:*}; rest=${d#*:}; echo "$dn = { path = \"../$dn\"$rest }"; done; } > "$n/Cargo.toml"; }
mk units 0.3.2
mk geodesy 1.1.0 "units:"
mk baro-sensor 0.6.4 "units:"
mk gps-nmea 2.0.1 "units:" "geodesy:"
mk rotor-rpm 0.2.9 "units:"
mk imu-fusion 0.8.0 "units:" "geodesy:"
mk logfmt 0.5.5
mk compress-lz 1.4.2
mk flightlog 3.2.0 "logfmt:" "compress-lz:, optional = true" "units:"
mk telemetry 1.7.3 "baro-sensor:" "gps-nmea:" "rotor-rpm:" "imu-fusion:" "flightlog:"
mk weather-metar 0.4.0 "units:" "geodesy:"
mk preflight 0.9.1 "weather-metar:" "telemetry:" "logfmt:"
mk replay 0.3.0 "flightlog:, features = [\"compress-lz\"]" "geodesy:" "imu-fusion:"
mk groundstation 4.0.0-beta.2 "telemetry:" "preflight:" "replay:" "logfmt:"
cat > Cargo.toml <<'T'
[workspace]
resolver = "2"
members = ["units","geodesy","baro-sensor","gps-nmea","rotor-rpm","imu-fusion","logfmt","compress-lz","flightlog","telemetry","weather-metar","preflight","replay","groundstation"]
T
{ echo '$ cargo tree -p groundstation -e features'; cargo tree --offline -p groundstation -e features 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
