#!/usr/bin/env bash
# cargo test of a tarot-deck shuffling/spread library; one index panic (with backtrace) and one assert_eq failure.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/tarotdeck
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"
cat > "$P/Cargo.toml" <<'T'
[package]
name = "tarotdeck"
version = "1.3.0"
edition = "2021"
T
cat > "$P/src/lib.rs" <<'T'
pub mod deck;
pub mod spread;
pub mod rng;
T
cat > "$P/src/rng.rs" <<'T'
/// Small xorshift generator so shuffles are reproducible from a seed.
pub struct Xorshift(u64);

impl Xorshift {
    pub fn new(seed: u64) -> Self { Xorshift(seed.max(1)) }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    pub fn below(&mut self, n: usize) -> usize { (self.next_u64() % n as u64) as usize }
}
T
cat > "$P/src/deck.rs" <<'T'
use crate::rng::Xorshift;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suit { Wands, Cups, Swords, Pentacles }

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Card { Major(u8), Minor(Suit, u8) }

pub struct Deck { pub cards: Vec<Card> }

impl Deck {
    pub fn full() -> Self {
        let mut cards: Vec<Card> = (0..22).map(Card::Major).collect();
        for s in [Suit::Wands, Suit::Cups, Suit::Swords, Suit::Pentacles] {
            for r in 1..=14 { cards.push(Card::Minor(s, r)); }
        }
        Deck { cards }
    }
    pub fn majors_only() -> Self { Deck { cards: (0..22).map(Card::Major).collect() } }
    pub fn len(&self) -> usize { self.cards.len() }
    pub fn shuffle(&mut self, seed: u64) {
        let mut rng = Xorshift::new(seed);
        for i in (1..self.cards.len()).rev() {
            let j = rng.below(i + 1);
            self.cards.swap(i, j);
        }
    }
    pub fn cut(&mut self, at: usize) { let n = self.cards.len(); self.cards.rotate_left(at % n); }
    pub fn draw(&mut self, n: usize) -> Vec<Card> { self.cards.drain(..n).collect() }
}

pub fn card_name(c: Card) -> String {
    const MAJOR: [&str; 22] = ["The Fool", "The Magician", "The High Priestess", "The Empress",
        "The Emperor", "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit",
        "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil",
        "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World"];
    match c {
        Card::Major(n) => MAJOR[n as usize].to_string(),
        Card::Minor(s, r) => {
            let rank = match r { 1 => "Ace".to_string(), 11 => "Page".into(), 12 => "Knight".into(),
                13 => "Queen".into(), 14 => "King".into(), n => n.to_string() };
            format!("{} of {:?}", rank, s)
        }
    }
}
T
cat > "$P/src/spread.rs" <<'T'
use crate::deck::{Card, Deck};

pub struct Position { pub label: &'static str, pub reversed_allowed: bool }

pub const THREE_CARD: [Position; 3] = [
    Position { label: "past", reversed_allowed: true },
    Position { label: "present", reversed_allowed: true },
    Position { label: "future", reversed_allowed: true },
];

pub const CELTIC_CROSS_LABELS: [&str; 10] = ["present", "challenge", "foundation", "past", "crown",
    "future", "self", "environment", "hopes", "outcome"];

pub fn lay_out(deck: &mut Deck, positions: usize) -> Vec<(usize, Card)> {
    let drawn = deck.draw(positions);
    drawn.into_iter().enumerate().collect()
}

pub fn celtic_cross(deck: &mut Deck) -> Vec<(&'static str, Card)> {
    let cards = lay_out(deck, 10);
    cards.iter().map(|(i, c)| (CELTIC_CROSS_LABELS[*i], *c)).collect()
}

pub fn position_weight(idx: usize, total: usize) -> u32 {
    // positions nearer the centre of a spread weigh more
    let centre = total / 2;
    let dist = if idx > centre { idx - centre } else { centre - idx };
    (total - dist * 2) as u32
}

pub fn clarifier(deck: &mut Deck, spread: &[(usize, Card)]) -> Card {
    let last = spread[spread.len()].1;
    let _ = last;
    deck.draw(1)[0]
}
T
cat > "$P/tests/deck_tests.rs" <<'T'
use tarotdeck::deck::{card_name, Card, Deck, Suit};

#[test] fn full_deck_has_78_cards() { assert_eq!(Deck::full().len(), 78); }
#[test] fn majors_only_has_22() { assert_eq!(Deck::majors_only().len(), 22); }
#[test] fn fool_is_zero() { assert_eq!(card_name(Card::Major(0)), "The Fool"); }
#[test] fn world_is_21() { assert_eq!(card_name(Card::Major(21)), "The World"); }
#[test] fn ace_of_cups() { assert_eq!(card_name(Card::Minor(Suit::Cups, 1)), "Ace of Cups"); }
#[test] fn king_of_swords() { assert_eq!(card_name(Card::Minor(Suit::Swords, 14)), "King of Swords"); }
#[test] fn seven_of_wands() { assert_eq!(card_name(Card::Minor(Suit::Wands, 7)), "7 of Wands"); }
#[test] fn shuffle_keeps_count() { let mut d = Deck::full(); d.shuffle(99); assert_eq!(d.len(), 78); }
#[test] fn shuffle_is_deterministic() {
    let mut a = Deck::full(); let mut b = Deck::full();
    a.shuffle(7); b.shuffle(7);
    assert_eq!(a.cards, b.cards);
}
#[test] fn shuffle_changes_order() { let mut d = Deck::full(); d.shuffle(3); assert_ne!(d.cards, Deck::full().cards); }
#[test] fn cut_rotates() { let mut d = Deck::majors_only(); d.cut(5); assert_eq!(d.cards[0], Card::Major(5)); }
#[test] fn cut_wraps() { let mut d = Deck::majors_only(); d.cut(23); assert_eq!(d.cards[0], Card::Major(1)); }
#[test] fn draw_removes() { let mut d = Deck::full(); let h = d.draw(5); assert_eq!(h.len(), 5); assert_eq!(d.len(), 73); }
#[test] #[ignore = "slow: exhaustive seed sweep"] fn no_fixed_points_for_any_seed() {
    for s in 1..100_000u64 { let mut d = Deck::full(); d.shuffle(s); }
}
T
cat > "$P/tests/spread_tests.rs" <<'T'
use tarotdeck::deck::Deck;
use tarotdeck::spread::{celtic_cross, clarifier, lay_out, position_weight, THREE_CARD};

#[test] fn three_card_labels() { assert_eq!(THREE_CARD[2].label, "future"); }
#[test] fn lay_out_three() { let mut d = Deck::full(); assert_eq!(lay_out(&mut d, 3).len(), 3); }
#[test] fn celtic_cross_ten() { let mut d = Deck::full(); d.shuffle(11); assert_eq!(celtic_cross(&mut d).len(), 10); }
#[test] fn celtic_cross_first_is_present() { let mut d = Deck::full(); assert_eq!(celtic_cross(&mut d)[0].0, "present"); }
#[test] fn weight_centre_is_highest() { assert_eq!(position_weight(5, 10), 10); }
#[test] fn weight_edges_symmetric() { assert_eq!(position_weight(0, 10), position_weight(9, 10)); }
#[test] fn clarifier_draws_next_card() {
    let mut d = Deck::majors_only();
    let spread = lay_out(&mut d, 3);
    let c = clarifier(&mut d, &spread);
    assert_eq!(format!("{:?}", c), "Major(3)");
}
#[test] fn deck_shrinks_after_cross() { let mut d = Deck::full(); celtic_cross(&mut d); assert_eq!(d.len(), 68); }
T
( cd "$P" && cargo build --tests -q >/dev/null 2>&1 )
run d-cargo-test-tarotdeck "$P" RUST_BACKTRACE=1 cargo test --no-fail-fast
