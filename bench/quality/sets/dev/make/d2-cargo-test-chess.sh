#!/usr/bin/env bash
# d2-cargo-test-chess: chess-problem validator crate; cargo test with RUST_BACKTRACE=1, one panic in library code and one assert_eq failure.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/mate-in-n
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "mate-in-n"
version = "0.1.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod board;
pub mod fen;
pub mod problem;
EOF
cat > src/board.rs <<'EOF'
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color { White, Black }

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind { King, Queen, Rook, Bishop, Knight, Pawn }

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece { pub color: Color, pub kind: Kind }

#[derive(Clone, Debug)]
pub struct Board {
    pub squares: [[Option<Piece>; 8]; 8],
    pub to_move: Color,
}

impl Board {
    pub fn empty() -> Self {
        Board { squares: [[None; 8]; 8], to_move: Color::White }
    }

    pub fn at(&self, file: usize, rank: usize) -> Option<Piece> {
        self.squares[rank][file]
    }

    pub fn king(&self, color: Color) -> (usize, usize) {
        for r in 0..8 {
            for f in 0..8 {
                if self.squares[r][f] == Some(Piece { color, kind: Kind::King }) {
                    return (f, r);
                }
            }
        }
        panic!("no {:?} king on the board", color);
    }

    pub fn count(&self, color: Color) -> usize {
        self.squares.iter().flatten().filter(|p| matches!(p, Some(x) if x.color == color)).count()
    }
}
EOF
cat > src/fen.rs <<'EOF'
use crate::board::{Board, Color, Kind, Piece};

#[derive(Debug, PartialEq)]
pub enum FenError { BadRank(usize), BadPiece(char), BadSide(String) }

pub fn parse(fen: &str) -> Result<Board, FenError> {
    let mut parts = fen.split_whitespace();
    let placement = parts.next().unwrap_or("");
    let mut board = Board::empty();
    for (i, rank_str) in placement.split('/').enumerate() {
        let rank = 7 - i;
        let mut file = 0;
        for ch in rank_str.chars() {
            if let Some(d) = ch.to_digit(10) {
                file += d as usize;
                continue;
            }
            let color = if ch.is_uppercase() { Color::White } else { Color::Black };
            let kind = match ch.to_ascii_lowercase() {
                'k' => Kind::King, 'q' => Kind::Queen, 'r' => Kind::Rook,
                'b' => Kind::Bishop, 'n' => Kind::Knight, 'p' => Kind::Pawn,
                other => return Err(FenError::BadPiece(other)),
            };
            board.squares[rank][file] = Some(Piece { color, kind });
            file += 1;
        }
        if file != 8 {
            return Err(FenError::BadRank(rank + 1));
        }
    }
    board.to_move = match parts.next() {
        Some("w") | None => Color::White,
        Some("b") => Color::Black,
        Some(s) => return Err(FenError::BadSide(s.to_string())),
    };
    Ok(board)
}
EOF
cat > src/problem.rs <<'EOF'
use crate::board::{Board, Color, Kind};
use crate::fen;

pub struct Problem { pub fen: String, pub stipulation: String }

#[derive(Debug, PartialEq)]
pub enum Verdict { Legal, TooManyPieces(Color), PawnOnBackRank, BadStipulation }

impl Problem {
    pub fn mate_in(&self) -> Option<u32> {
        let rest = self.stipulation.strip_prefix('#')?;
        rest.parse().ok()
    }

    pub fn validate(&self) -> Verdict {
        let board = fen::parse(&self.fen).expect("problem FEN must parse");
        for c in [Color::White, Color::Black] {
            let _ = board.king(c);
            if board.count(c) > 16 {
                return Verdict::TooManyPieces(c);
            }
        }
        for f in 0..8 {
            for r in [0, 7] {
                if matches!(board.at(f, r), Some(p) if p.kind == Kind::Pawn) {
                    return Verdict::PawnOnBackRank;
                }
            }
        }
        if self.mate_in().is_none() {
            return Verdict::BadStipulation;
        }
        Verdict::Legal
    }
}

pub fn kings_adjacent(board: &Board) -> bool {
    let (wf, wr) = board.king(Color::White);
    let (bf, br) = board.king(Color::Black);
    (wf as i32 - bf as i32).abs() <= 1 && (wr as i32 - br as i32).abs() <= 1
}
EOF
cat > tests/validate.rs <<'EOF'
use mate_in_n::board::Color;
use mate_in_n::fen::{parse, FenError};
use mate_in_n::problem::{kings_adjacent, Problem, Verdict};

fn p(fen: &str, stip: &str) -> Problem {
    Problem { fen: fen.to_string(), stipulation: stip.to_string() }
}

#[test]
fn loyd_mate_in_two_is_legal() {
    assert_eq!(p("8/8/8/8/8/2k5/1R6/K1Q5 w", "#2").validate(), Verdict::Legal);
}

#[test]
fn pawn_on_first_rank_rejected() {
    assert_eq!(p("4k3/8/8/8/8/8/8/P3K3 w", "#3").validate(), Verdict::PawnOnBackRank);
}

#[test]
fn helpmate_stipulation_is_not_mate_in() {
    assert_eq!(p("4k3/8/8/8/8/8/8/4K3 b", "h#2").mate_in(), None);
}

#[test]
fn selfmate_is_bad_stipulation() {
    assert_eq!(p("4k3/8/8/8/8/8/8/4KQ2 w", "s#4").validate(), Verdict::BadStipulation);
}

#[test]
fn missing_black_king_is_reported() {
    let v = p("8/8/8/8/8/8/8/4K2R w", "#1").validate();
    assert_eq!(v, Verdict::TooManyPieces(Color::Black));
}

#[test]
fn short_rank_is_an_error() {
    assert_eq!(parse("8/8/8/8/8/8/8/4K2 w").unwrap_err(), FenError::BadRank(1));
}

#[test]
fn side_to_move_black() {
    assert_eq!(parse("4k3/8/8/8/8/8/8/4K3 b").unwrap().to_move, Color::Black);
}

#[test]
fn adjacent_kings() {
    let b = parse("8/8/8/8/8/3k4/3K4/8 w").unwrap();
    assert!(kings_adjacent(&b));
}

#[test]
fn overlong_rank_is_an_error() {
    assert_eq!(parse("rnbqkbnrp/8/8/8/8/8/8/4K3 w").unwrap_err(), FenError::BadRank(8));
}

#[test]
fn unknown_piece_letter() {
    assert_eq!(parse("4k3/8/8/8/8/8/8/4K2X w").unwrap_err(), FenError::BadPiece('x'));
}

#[test]
fn bad_side_to_move() {
    assert_eq!(parse("4k3/8/8/8/8/8/8/4K3 x").unwrap_err(), FenError::BadSide("x".to_string()));
}

#[test]
fn mate_in_one_stipulation() {
    assert_eq!(p("4k3/8/8/8/8/8/8/4K3 w", "#1").mate_in(), Some(1));
}

#[test]
fn mate_in_parses_number() {
    assert_eq!(p("4k3/8/8/8/8/8/8/4K3 w", "#12").mate_in(), Some(21));
}
EOF
RUST_BACKTRACE=1 cargo test 2>&1 | neutral
