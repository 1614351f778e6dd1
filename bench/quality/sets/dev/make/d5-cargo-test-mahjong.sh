#!/usr/bin/env bash
# d5: cargo test on a mahjong hand-scoring crate: unit + integration + doc tests,
# one panicking test (index out of bounds), one assert_eq failure, ignored tests.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/mahjong-scorer
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "mahjong-scorer"
version = "0.4.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
//! Scoring for Hong Kong style mahjong hands.
//!
//! ```
//! use mahjong_scorer::{Tile, fan_for_hand};
//! let hand = vec![Tile::Dragon(0); 3];
//! assert_eq!(fan_for_hand(&hand, false), 1);
//! ```
pub mod tiles;
pub mod hand;
pub mod payout;

pub use tiles::Tile;
pub use hand::fan_for_hand;
EOF
cat > src/tiles.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tile {
    Dots(u8),
    Bamboo(u8),
    Characters(u8),
    Wind(u8),   // 0 east .. 3 north
    Dragon(u8), // 0 red, 1 green, 2 white
    Flower(u8),
}

impl Tile {
    pub fn parse(code: &str) -> Option<Tile> {
        let (kind, n) = code.split_at(1);
        let n: u8 = n.parse().ok()?;
        match kind {
            "d" if (1..=9).contains(&n) => Some(Tile::Dots(n)),
            "b" if (1..=9).contains(&n) => Some(Tile::Bamboo(n)),
            "c" if (1..=9).contains(&n) => Some(Tile::Characters(n)),
            "w" if n < 4 => Some(Tile::Wind(n)),
            "r" if n < 3 => Some(Tile::Dragon(n)),
            "f" if (1..=8).contains(&n) => Some(Tile::Flower(n)),
            _ => None,
        }
    }

    pub fn is_honour(&self) -> bool {
        matches!(self, Tile::Wind(_) | Tile::Dragon(_))
    }

    pub fn is_terminal(&self) -> bool {
        matches!(self, Tile::Dots(1 | 9) | Tile::Bamboo(1 | 9) | Tile::Characters(1 | 9))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_suits() {
        for n in 1..=9 {
            assert_eq!(Tile::parse(&format!("d{n}")), Some(Tile::Dots(n)));
            assert_eq!(Tile::parse(&format!("b{n}")), Some(Tile::Bamboo(n)));
        }
    }

    #[test]
    fn rejects_bad_codes() {
        for bad in ["d0", "d10", "w4", "r3", "x1", "f9"] {
            assert_eq!(Tile::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn empty_code_is_rejected() {
        assert_eq!(Tile::parse(""), None);
    }

    #[test]
    fn honours_and_terminals() {
        assert!(Tile::Wind(2).is_honour());
        assert!(Tile::Characters(9).is_terminal());
        assert!(!Tile::Bamboo(5).is_terminal());
    }
}
EOF
cat > src/hand.rs <<'EOF'
use crate::tiles::Tile;
use std::collections::BTreeMap;

fn counts(hand: &[Tile]) -> BTreeMap<Tile, usize> {
    let mut m = BTreeMap::new();
    for t in hand.iter().filter(|t| !matches!(t, Tile::Flower(_))) {
        *m.entry(*t).or_insert(0) += 1;
    }
    m
}

/// Fan (doubles) for a winning hand.
pub fn fan_for_hand(hand: &[Tile], self_drawn: bool) -> u32 {
    let c = counts(hand);
    let mut fan = 0;
    for (t, n) in &c {
        if *n >= 3 && matches!(t, Tile::Dragon(_)) {
            fan += 1;
        }
    }
    if self_drawn {
        fan += 1;
    }
    let flowers = hand.iter().filter(|t| matches!(t, Tile::Flower(_))).count();
    if flowers == 0 {
        fan += 1;
    }
    let suits: std::collections::BTreeSet<u8> = hand.iter().filter_map(|t| match t {
        Tile::Dots(_) => Some(0), Tile::Bamboo(_) => Some(1), Tile::Characters(_) => Some(2), _ => None,
    }).collect();
    if suits.len() == 1 && c.keys().all(|t| !t.is_honour()) {
        fan += 7; // full flush
    } else if suits.len() == 1 {
        fan += 3; // half flush
    }
    fan
}

pub fn all_pungs(hand: &[Tile]) -> bool {
    counts(hand).values().filter(|n| **n >= 3).count() == 4
}

#[cfg(test)]
mod tests {
    use super::*;
    use Tile::*;

    fn h(codes: &str) -> Vec<Tile> {
        codes.split_whitespace().map(|c| Tile::parse(c).unwrap()).collect()
    }

    #[test]
    fn dragon_pung_scores() {
        assert_eq!(fan_for_hand(&[Dragon(0), Dragon(0), Dragon(0)], false), 2);
    }

    #[test]
    fn full_flush_bamboo() {
        let hand = h("b1 b1 b1 b2 b3 b4 b5 b5 b5 b7 b8 b9 b9 b9");
        assert_eq!(fan_for_hand(&hand, false), 8);
    }

    #[test]
    fn half_flush_with_winds() {
        let hand = h("d1 d2 d3 d4 d5 d6 w0 w0 w0 r1 r1 r1 d9 d9 f2");
        assert_eq!(fan_for_hand(&hand, true), 5);
    }

    #[test]
    fn all_pungs_detected() {
        assert!(all_pungs(&h("d2 d2 d2 b5 b5 b5 c7 c7 c7 w1 w1 w1 r2 r2")));
    }

    #[test]
    #[ignore = "thirteen orphans scoring not implemented"]
    fn thirteen_orphans() {}
}
EOF
cat > src/payout.rs <<'EOF'
/// Points table: fan -> base points (capped at 10 fan).
const TABLE: [u32; 11] = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128];

pub fn base_points(fan: u32) -> u32 {
    TABLE[fan as usize]
}

pub fn self_drawn_payout(fan: u32) -> [u32; 3] {
    let p = base_points(fan) * 2;
    [p, p, p]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_monotonic() {
        for f in 1..=10 {
            assert!(base_points(f) > base_points(f - 1));
        }
    }

    #[test]
    fn limit_hand_is_capped() {
        assert_eq!(base_points(13), 128);
    }

    #[test]
    fn self_drawn_three_fan() {
        assert_eq!(self_drawn_payout(3), [16, 16, 16]);
    }
}
EOF
cat > tests/scoring_table.rs <<'EOF'
use mahjong_scorer::{fan_for_hand, Tile};

fn h(codes: &str) -> Vec<Tile> {
    codes.split_whitespace().map(|c| Tile::parse(c).unwrap()).collect()
}

macro_rules! hands {
    ($($name:ident: $codes:expr, $self_drawn:expr => $fan:expr;)*) => {
        $( #[test] fn $name() { assert_eq!(fan_for_hand(&h($codes), $self_drawn), $fan, "{}", $codes); } )*
    };
}

hands! {
    chicken_hand_discard: "d1 d2 d3 b4 b5 b6 c7 c8 c9 d5 d5 d5 w2 w2 f1", false => 0;
    chicken_hand_self: "d1 d2 d3 b4 b5 b6 c7 c8 c9 d5 d5 d5 w2 w2 f1", true => 1;
    no_flowers_bonus: "d1 d2 d3 b4 b5 b6 c7 c8 c9 d5 d5 d5 w2 w2", false => 1;
    red_dragon_pung: "r0 r0 r0 b4 b5 b6 c7 c8 c9 d5 d5 d5 w2 w2 f3", false => 1;
    two_dragon_pungs: "r0 r0 r0 r1 r1 r1 c7 c8 c9 d5 d5 d5 w2 w2 f3", false => 2;
    half_flush_chars: "c1 c2 c3 c4 c5 c6 c7 c8 c9 w3 w3 w3 r2 r2 f4", false => 3;
    full_flush_dots: "d1 d1 d1 d2 d3 d4 d5 d6 d7 d8 d8 d8 d9 d9 f5", false => 7;
    full_flush_dots_self: "d1 d1 d1 d2 d3 d4 d5 d6 d7 d8 d8 d8 d9 d9 f5", true => 8;
    half_flush_dragon: "b1 b2 b3 b4 b5 b6 b7 b8 b9 r1 r1 r1 w0 w0 f6", true => 5;
    flowers_only_change_bonus: "c1 c2 c3 c4 c5 c6 c7 c8 c9 w3 w3 w3 r2 r2 f4 f5 f6", false => 3;
}
EOF
export RUST_BACKTRACE=1
CMD="cargo test --no-fail-fast"
echo "\$ $CMD"
cargo test --no-fail-fast 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
