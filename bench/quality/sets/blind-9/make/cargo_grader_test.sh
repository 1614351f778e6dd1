#!/bin/bash
# Climbing-gym route grader: cargo test with a panic inside library code, RUST_BACKTRACE=1.
P=${WORK:-/home/dev}/route-grader
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "route-grader"
version = "0.2.1"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod grades;
pub mod consensus;
pub mod setter;
EOF
cat > src/grades.rs <<'EOF'
/// Font (bouldering) grades in order.
pub const FONT: [&str; 18] = [
    "4", "5", "5+", "6A", "6A+", "6B", "6B+", "6C", "6C+", "7A", "7A+", "7B", "7B+", "7C", "7C+", "8A",
    "8A+", "8B",
];

/// V-scale equivalent for each Font grade index.
pub const V_SCALE: [u8; 18] = [0, 1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8, 9, 10, 11, 12, 13];

pub fn font_index(grade: &str) -> Option<usize> {
    FONT.iter().position(|g| g.eq_ignore_ascii_case(grade))
}

pub fn parse_v(grade: &str) -> Option<u8> {
    let rest = grade.strip_prefix('V').or_else(|| grade.strip_prefix('v'))?;
    rest.parse().ok()
}

pub fn v_to_font(v: u8) -> &'static str {
    let idx = V_SCALE.iter().position(|&x| x == v).expect("V grade outside table");
    FONT[idx]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn font_index_is_case_insensitive() {
        assert_eq!(font_index("6b+"), Some(6));
    }

    #[test]
    fn parse_v_accepts_lowercase() {
        assert_eq!(parse_v("v5"), Some(5));
    }

    #[test]
    fn parse_v_rejects_font() {
        assert_eq!(parse_v("6A"), None);
    }

    macro_rules! font_v {
        ($($name:ident: $font:expr => $v:expr,)*) => {$(
            #[test]
            fn $name() {
                let idx = font_index($font).expect("known grade");
                assert_eq!(V_SCALE[idx], $v);
            }
        )*};
    }

    font_v! {
        font_4_is_v0: "4" => 0,
        font_5_is_v1: "5" => 1,
        font_5plus_is_v2: "5+" => 2,
        font_6a_is_v3: "6A" => 3,
        font_6aplus_is_v3: "6A+" => 3,
        font_6b_is_v4: "6B" => 4,
        font_6bplus_is_v4: "6B+" => 4,
        font_6c_is_v5: "6C" => 5,
        font_6cplus_is_v5: "6C+" => 5,
        font_7a_is_v6: "7A" => 6,
        font_7aplus_is_v7: "7A+" => 7,
        font_7b_is_v8: "7B" => 8,
        font_7bplus_is_v8: "7B+" => 8,
        font_7c_is_v9: "7C" => 9,
        font_7cplus_is_v10: "7C+" => 10,
        font_8a_is_v11: "8A" => 11,
    }

    #[test]
    #[ignore = "needs the gym's logbook export"]
    fn logbook_round_trip() {}

    #[test]
    fn v_to_font_low_end() {
        assert_eq!(v_to_font(0), "4");
        assert_eq!(v_to_font(3), "6A");
    }
}
EOF
cat > src/consensus.rs <<'EOF'
use crate::grades::{font_index, FONT};

#[derive(Debug)]
pub struct Vote {
    pub climber: String,
    pub grade: String,
    pub sent: bool,
}

/// Median of the Font indices of climbers who sent the problem, ignoring flash-only noise.
pub fn consensus(votes: &[Vote]) -> &'static str {
    let mut idx: Vec<usize> = votes
        .iter()
        .filter(|v| v.sent)
        .map(|v| font_index(&v.grade).unwrap())
        .collect();
    idx.sort_unstable();
    let mid = idx[idx.len() / 2];
    FONT[mid]
}

pub fn spread(votes: &[Vote]) -> usize {
    let idx: Vec<usize> = votes.iter().filter_map(|v| font_index(&v.grade)).collect();
    match (idx.iter().min(), idx.iter().max()) {
        (Some(a), Some(b)) => b - a,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(c: &str, g: &str, sent: bool) -> Vote {
        Vote { climber: c.into(), grade: g.into(), sent }
    }

    #[test]
    fn consensus_takes_median_of_senders() {
        let votes = vec![v("ana", "6B", true), v("bo", "6C", true), v("cy", "7A", false), v("di", "6B+", true)];
        assert_eq!(consensus(&votes), "6B+");
    }

    #[test]
    fn consensus_with_no_senders() {
        let votes = vec![v("ana", "7A", false), v("bo", "7A+", false)];
        assert_eq!(consensus(&votes), "7A");
    }

    #[test]
    fn spread_counts_steps() {
        let votes = vec![v("ana", "6A", true), v("bo", "6C", true)];
        assert_eq!(spread(&votes), 4);
    }
}
EOF
cat > src/setter.rs <<'EOF'
use crate::grades::{parse_v, v_to_font};

pub struct Route {
    pub wall: &'static str,
    pub colour: &'static str,
    pub setter_grade: String,
}

pub fn label(route: &Route) -> String {
    let font = match parse_v(&route.setter_grade) {
        Some(v) => v_to_font(v).to_string(),
        None => route.setter_grade.clone(),
    };
    format!("{} {} ({})", route.wall, route.colour, font)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn label_converts_v_grades() {
        let r = Route { wall: "Cave", colour: "teal", setter_grade: "V4".into() };
        assert_eq!(label(&r), "Cave teal (6B)");
    }

    #[test]
    fn label_keeps_font_grades() {
        let r = Route { wall: "Slab", colour: "pink", setter_grade: "5+".into() };
        assert_eq!(label(&r), "Slab pink (5+)");
    }
}
EOF
cat > tests/board.rs <<'EOF'
use route_grader::consensus::{spread, Vote};
use route_grader::grades::{font_index, parse_v};
use route_grader::setter::{label, Route};

fn vote(g: &str) -> Vote {
    Vote { climber: "x".into(), grade: g.into(), sent: true }
}

#[test]
fn spread_of_single_vote_is_zero() {
    assert_eq!(spread(&[vote("6C")]), 0);
}

#[test]
fn spread_ignores_unknown_grades() {
    assert_eq!(spread(&[vote("6A"), vote("V3"), vote("6B")]), 2);
}

#[test]
fn parse_v_double_digit() {
    assert_eq!(parse_v("V10"), Some(10));
}

#[test]
fn parse_v_garbage() {
    assert_eq!(parse_v("Vx"), None);
}

#[test]
fn font_index_unknown() {
    assert_eq!(font_index("9A"), None);
}

#[test]
fn label_for_v8_roof() {
    let r = Route { wall: "Roof", colour: "orange", setter_grade: "V8".into() };
    assert_eq!(label(&r), "Roof orange (7B+)");
}

#[test]
#[ignore]
fn label_snapshot_whole_gym() {}

#[test]
fn whole_board_labels() {
    let board = [
        Route { wall: "Arete", colour: "yellow", setter_grade: "V2".into() },
        Route { wall: "Arete", colour: "black", setter_grade: "V7".into() },
        Route { wall: "Roof", colour: "white", setter_grade: "7B+".into() },
    ];
    let labels: Vec<String> = board.iter().map(label).collect();
    assert_eq!(labels[0], "Arete yellow (5+)");
    assert_eq!(labels[2], "Roof white (7B+)");
}
EOF
cargo build --tests -q 2>/dev/null
RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/.rustup#/home/dev/.rustup#g" -e "s#$HOME/.cargo#/home/dev/.cargo#g"
echo "exit status: ${PIPESTATUS[0]}"
