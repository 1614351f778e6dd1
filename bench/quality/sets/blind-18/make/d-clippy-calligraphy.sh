#!/usr/bin/env bash
# cargo clippy over a calligraphy stroke-order trainer: a handful of lints
W=${WORK:-/home/dev}
P=$W/brushstroke
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "brushstroke"
version = "0.9.1"
edition = "2021"

[dependencies]
T
cat > src/strokes.rs <<'T'
#[derive(Debug, Clone, PartialEq)]
pub enum Stroke {
    Horizontal { len: u32 },
    Vertical { len: u32 },
    Dot,
    Hook(u8),
    Sweep { left: bool, len: u32 },
}

pub struct Glyph {
    pub name: String,
    pub strokes: Vec<Stroke>,
}

impl Glyph {
    pub fn stroke_count(&self) -> usize {
        let mut n = 0;
        for _s in self.strokes.iter() {
            n = n + 1;
        }
        return n;
    }

    pub fn has_dot(&self) -> bool {
        self.strokes.iter().find(|s| **s == Stroke::Dot).is_some()
    }

    pub fn ink_length(&self) -> u32 {
        let mut total = 0;
        for i in 0..self.strokes.len() {
            match &self.strokes[i] {
                Stroke::Horizontal { len } => total += len,
                Stroke::Vertical { len } => total += len,
                Stroke::Sweep { len, .. } => total += len,
                _ => {}
            }
        }
        total
    }
}
T
cat > src/grading.rs <<'T'
use crate::strokes::{Glyph, Stroke};

pub fn score(expected: &Glyph, drawn: &Vec<Stroke>) -> f64 {
    if drawn.len() == 0 {
        return 0.0;
    }
    let matching = expected
        .strokes
        .iter()
        .zip(drawn.iter())
        .filter(|(a, b)| a == b)
        .count();
    let ratio = matching as f64 / expected.strokes.len() as f64;
    if ratio == 1.0 {
        1.0
    } else {
        ratio * 0.9
    }
}

pub fn label_for(score: f64) -> String {
    let label = if score > 0.95 { "master".to_string() } else if score > 0.7 { "fluent".to_string() } else { "novice".to_string() };
    return label;
}

pub fn best_attempt(attempts: &[(String, f64)]) -> Option<&String> {
    let mut best: Option<&(String, f64)> = None;
    for a in attempts {
        if best.is_none() || a.1 > best.unwrap().1 {
            best = Some(a);
        }
    }
    best.map(|b| &b.0)
}
T
cat > src/main.rs <<'T'
mod grading;
mod strokes;

use strokes::{Glyph, Stroke};

fn main() {
    let eternal = Glyph {
        name: "yong".into(),
        strokes: vec![
            Stroke::Dot,
            Stroke::Horizontal { len: 30 },
            Stroke::Vertical { len: 60 },
            Stroke::Hook(2),
            Stroke::Sweep { left: true, len: 40 },
        ],
    };
    let drawn = eternal.strokes.clone();
    let s = grading::score(&eternal, &drawn);
    println!("{} strokes={} ink={} dot={} -> {} ({})", eternal.name, eternal.stroke_count(), eternal.ink_length(), eternal.has_dot(), s, grading::label_for(s));
    let attempts = vec![("a".to_string(), 0.4), ("b".to_string(), 0.8)];
    println!("{:?}", grading::best_attempt(&attempts));
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ cargo clippy --all-targets'; cargo clippy --all-targets 2>&1; echo "exit status: $?"; } | neutral
