#!/usr/bin/env bash
# Toy crate "verspec" (version-constraint matching, no dependencies) whose tests panic;
# runs `RUST_BACKTRACE=1 cargo test --no-fail-fast`.
# Usage: WORKDIR=<scratch dir> bash make/cargo-test-panic.sh > outputs/cargo-test-panic.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/verspec"
neutral() { sed -e "s#$P#/home/dev/verspec#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"

cat > Cargo.toml <<'EOF'
[package]
name = "verspec"
version = "0.2.0"
edition = "2021"

[dependencies]
EOF

cat > src/lib.rs <<'EOF'
//! Parse versions like `1.4.2-rc.1` and match them against constraints like `^1.4`, `~2.0.3`, `>=1.2, <2`.

pub mod version;
pub mod constraint;

pub use constraint::Constraint;
pub use version::Version;
EOF

cat > src/version.rs <<'EOF'
use std::cmp::Ordering;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Vec<String>,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
}

impl Version {
    pub fn parse(s: &str) -> Result<Version, ParseError> {
        let s = s.trim().trim_start_matches('v');
        if s.is_empty() {
            return Err(ParseError::Empty);
        }
        let (core, pre) = match s.split_once('-') {
            Some((c, p)) => (c, p.split('.').map(String::from).collect()),
            None => (s, Vec::new()),
        };
        let nums: Vec<&str> = core.split('.').collect();
        let num = |i: usize| -> Result<u64, ParseError> {
            nums[i].parse::<u64>().map_err(|_| ParseError::BadNumber(nums[i].to_string()))
        };
        Ok(Version { major: num(0)?, minor: num(1)?, patch: num(2)?, pre })
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        if !self.pre.is_empty() {
            write!(f, "-{}", self.pre.join("."))?;
        }
        Ok(())
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.major, self.minor, self.patch)
            .cmp(&(other.major, other.minor, other.patch))
            .then_with(|| match (self.pre.is_empty(), other.pre.is_empty()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                (false, false) => self.pre.cmp(&other.pre),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_full() {
        let v = Version::parse("1.4.2").unwrap();
        assert_eq!((v.major, v.minor, v.patch), (1, 4, 2));
    }

    #[test]
    fn parses_prerelease() {
        let v = Version::parse("v2.0.0-rc.1").unwrap();
        assert_eq!(v.pre, vec!["rc", "1"]);
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(Version::parse("1.x.3"), Err(ParseError::BadNumber("x".into())));
    }

    #[test]
    fn parses_two_components() {
        let v = Version::parse("3.7").unwrap();
        assert_eq!(v.to_string(), "3.7.0");
    }

    #[test]
    fn prerelease_sorts_before_release() {
        assert!(Version::parse("1.0.0-alpha").unwrap() < Version::parse("1.0.0").unwrap());
    }

    #[test]
    fn numeric_prerelease_ordering() {
        let a = Version::parse("1.0.0-rc.2").unwrap();
        let b = Version::parse("1.0.0-rc.10").unwrap();
        assert!(a < b, "expected {} < {}", a, b);
    }
}
EOF

cat > src/constraint.rs <<'EOF'
use crate::version::Version;

#[derive(Debug)]
pub enum Op { Exact, Caret, Tilde, Gte, Lt }

#[derive(Debug)]
pub struct Constraint {
    pub parts: Vec<(Op, Version)>,
}

impl Constraint {
    pub fn parse(s: &str) -> Constraint {
        let mut parts = Vec::new();
        for raw in s.split(',') {
            let raw = raw.trim();
            let (op, rest) = if let Some(r) = raw.strip_prefix(">=") {
                (Op::Gte, r)
            } else if let Some(r) = raw.strip_prefix('<') {
                (Op::Lt, r)
            } else if let Some(r) = raw.strip_prefix('^') {
                (Op::Caret, r)
            } else if let Some(r) = raw.strip_prefix('~') {
                (Op::Tilde, r)
            } else {
                (Op::Exact, raw)
            };
            let v = Version::parse(rest).expect("bad version in constraint");
            parts.push((op, v));
        }
        Constraint { parts }
    }

    pub fn matches(&self, v: &Version) -> bool {
        self.parts.iter().all(|(op, c)| match op {
            Op::Exact => v == c,
            Op::Gte => v >= c,
            Op::Lt => v < c,
            Op::Caret => v >= c && v.major == c.major,
            Op::Tilde => v >= c && v.major == c.major && v.minor == c.minor,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(c: &str, v: &str) -> bool {
        Constraint::parse(c).matches(&Version::parse(v).unwrap())
    }

    #[test]
    fn caret_same_major() {
        assert!(m("^1.4.0", "1.9.3"));
        assert!(!m("^1.4.0", "2.0.0"));
    }

    #[test]
    fn caret_zero_major_locks_minor() {
        assert!(!m("^0.3.1", "0.4.0"), "^0.x must not cross minor versions");
    }

    #[test]
    fn tilde() {
        assert!(m("~2.0.3", "2.0.9"));
        assert!(!m("~2.0.3", "2.1.0"));
    }

    #[test]
    fn range() {
        assert!(m(">=1.2.0, <2.0.0", "1.8.0"));
        assert!(!m(">=1.2.0, <2.0.0", "2.0.0"));
    }

    #[test]
    #[ignore = "wildcards are not supported yet"]
    fn wildcard() {
        assert!(m("1.*", "1.5.0"));
    }
}
EOF

cat > tests/lockfile.rs <<'EOF'
use verspec::{Constraint, Version};

const LOCK: &[(&str, &str, &str)] = &[
    ("serde-lite", "^1.0.100", "1.0.188"),
    ("tokio-mini", "~1.32.0", "1.32.1"),
    ("rand-core", ">=0.6.0, <0.7.0", "0.6.4"),
    ("ahash-lite", "^0.8", "0.8.11"),
];

#[test]
fn every_locked_version_satisfies_its_constraint() {
    for (name, req, locked) in LOCK {
        let c = Constraint::parse(req);
        let v = Version::parse(locked).unwrap();
        assert!(c.matches(&v), "{name}: {locked} does not satisfy {req}");
    }
}

#[test]
fn display_roundtrip() {
    for (_, _, locked) in LOCK {
        assert_eq!(Version::parse(locked).unwrap().to_string(), *locked);
    }
}
EOF

RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1 | neutral
