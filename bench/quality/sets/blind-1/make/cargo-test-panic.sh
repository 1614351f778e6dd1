#!/usr/bin/env bash
# RUST_BACKTRACE=1 cargo test on a small semver-range crate: one panic inside library code, one assert_eq failure.
NAME=cargo-test-panic; . "$(dirname "$0")/_lib.sh"; setup_project verspec
mkdir -p src tests
cat > Cargo.toml <<'EOF'
[package]
name = "verspec"
version = "0.1.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
//! Tiny semver-ish version and range matching.
use std::cmp::Ordering;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

pub fn parse_version(s: &str) -> Version {
    let nums: Vec<u64> = s
        .trim_start_matches('v')
        .split('.')
        .map(|p| p.parse().expect("version component is not a number"))
        .collect();
    Version { major: nums[0], minor: nums[1], patch: nums[2] }
}

#[derive(Debug, PartialEq)]
pub enum Req {
    Exact(Version),
    Caret(Version),
    Tilde(Version),
    AtLeast(Version),
}

pub fn parse_req(s: &str) -> Req {
    let s = s.trim();
    if let Some(rest) = s.strip_prefix(">=") {
        Req::AtLeast(parse_version(rest.trim()))
    } else if let Some(rest) = s.strip_prefix('^') {
        Req::Caret(parse_version(rest))
    } else if let Some(rest) = s.strip_prefix('~') {
        Req::Tilde(parse_version(rest))
    } else {
        Req::Exact(parse_version(s.trim_start_matches('=')))
    }
}

pub fn matches(req: &Req, v: &Version) -> bool {
    match req {
        Req::Exact(r) => r == v,
        Req::AtLeast(r) => v >= r,
        Req::Tilde(r) => v.major == r.major && v.minor == r.minor && v.patch >= r.patch,
        Req::Caret(r) => {
            if v.cmp(r) == Ordering::Less {
                return false;
            }
            if r.major > 0 {
                v.major == r.major
            } else {
                v.major == 0 && v.minor == r.minor
            }
        }
    }
}

pub fn highest_matching<'a>(req: &Req, candidates: &'a [&'a str]) -> Option<Version> {
    candidates.iter().map(|c| parse_version(c)).filter(|v| matches(req, v)).max()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[ignore]
    fn fuzz_roundtrip_slow() {
        for i in 0..1_000_000u64 {
            let v = Version { major: i % 7, minor: i % 13, patch: i };
            assert_eq!(parse_version(&v.to_string()), v);
        }
    }

    #[test]
    fn parses_plain_version() {
        assert_eq!(parse_version("1.4.2"), Version { major: 1, minor: 4, patch: 2 });
    }

    #[test]
    fn parses_v_prefix() {
        assert_eq!(parse_version("v2.0.11").to_string(), "2.0.11");
    }

    #[test]
    fn caret_zero_major_pins_minor() {
        let r = parse_req("^0.3.1");
        assert!(matches(&r, &parse_version("0.3.9")));
        assert!(!matches(&r, &parse_version("0.4.0")));
    }

    #[test]
    fn caret_zero_zero_pins_patch() {
        let r = parse_req("^0.0.3");
        assert!(matches(&r, &parse_version("0.0.3")));
        assert!(!matches(&r, &parse_version("0.0.4")), "^0.0.3 must not accept 0.0.4");
    }

    #[test]
    fn tilde_allows_patch_bumps() {
        let r = parse_req("~1.2.3");
        assert!(matches(&r, &parse_version("1.2.7")));
        assert!(!matches(&r, &parse_version("1.3.0")));
    }

    #[test]
    fn at_least_with_space() {
        assert_eq!(parse_req(">= 1.0.0"), Req::AtLeast(parse_version("1.0.0")));
    }
}
EOF
cat > tests/resolve.rs <<'EOF'
use verspec::*;

const PUBLISHED: &[&str] = &["0.9.0", "1.0.0", "1.1.0", "1.1.4", "1.2.0", "2.0.0-rc.1", "2.0.0"];
const STABLE: &[&str] = &["0.9.0", "1.0.0", "1.1.0", "1.1.4", "1.2.0", "2.0.0"];

#[test]
fn picks_highest_caret_match() {
    let got = highest_matching(&parse_req("^1.1"), STABLE);
    assert_eq!(got.map(|v| v.to_string()), Some("1.2.0".to_string()));
}

#[test]
fn picks_highest_tilde_match() {
    let got = highest_matching(&parse_req("~1.1.0"), STABLE);
    assert_eq!(got.unwrap().to_string(), "1.1.4");
}

#[test]
fn skips_prereleases() {
    let got = highest_matching(&parse_req(">=1.0.0"), PUBLISHED);
    assert_eq!(got.unwrap().to_string(), "2.0.0");
}

#[test]
#[ignore = "needs the registry index fixture"]
fn resolves_against_registry_index() {
    let index = std::fs::read_to_string("fixtures/index.txt").unwrap();
    let names: Vec<&str> = index.lines().collect();
    assert!(highest_matching(&parse_req("^1"), &names).is_some());
}

#[test]
fn exact_match_none() {
    assert_eq!(highest_matching(&parse_req("=3.0.0"), STABLE), None);
}
EOF
cargo build --quiet 2>/dev/null
capture "RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1; echo \"exit status: \$?\""
