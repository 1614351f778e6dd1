#!/bin/bash
# cargo test of a toy corn-maze route planner: many passing tests, two panics,
# one ignored test, run with RUST_BACKTRACE=1.  Usage: WORK=<dir> bash d17d-cargo-test-cornmaze-long.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/cornmaze
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > Cargo.toml <<'EOF'
[package]
name = "cornmaze"
version = "1.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod grid;
pub mod route;
pub mod tickets;
EOF
cat > src/grid.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell { Path, Stalk, Gate, Exit }

pub struct Grid { pub w: usize, pub h: usize, pub cells: Vec<Cell> }

impl Grid {
    pub fn parse(src: &str) -> Grid {
        let rows: Vec<&str> = src.lines().filter(|l| !l.is_empty()).collect();
        let h = rows.len();
        let w = rows[0].len();
        let mut cells = Vec::with_capacity(w * h);
        for r in &rows {
            for ch in r.chars() {
                cells.push(match ch {
                    '.' => Cell::Path,
                    '#' => Cell::Stalk,
                    'G' => Cell::Gate,
                    'E' => Cell::Exit,
                    other => panic!("unknown maze glyph {:?}", other),
                });
            }
        }
        Grid { w, h, cells }
    }
    pub fn at(&self, x: usize, y: usize) -> Cell { self.cells[y * self.w + x] }
    pub fn exits(&self) -> usize { self.cells.iter().filter(|c| **c == Cell::Exit).count() }
    pub fn open_ratio(&self) -> f64 {
        let open = self.cells.iter().filter(|c| **c != Cell::Stalk).count();
        open as f64 / self.cells.len() as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const M: &str = "#####\n#..E#\n#.#.#\n#G..#\n#####\n";
    #[test] fn parses_width() { assert_eq!(Grid::parse(M).w, 5); }
    #[test] fn parses_height() { assert_eq!(Grid::parse(M).h, 5); }
    #[test] fn finds_exit() { assert_eq!(Grid::parse(M).exits(), 1); }
    #[test] fn gate_cell() { assert_eq!(Grid::parse(M).at(1, 3), Cell::Gate); }
    #[test] fn stalk_corner() { assert_eq!(Grid::parse(M).at(0, 0), Cell::Stalk); }
    #[test] fn open_ratio_small() { assert!(Grid::parse(M).open_ratio() < 0.5); }
    #[test] fn path_cell() { assert_eq!(Grid::parse(M).at(1, 1), Cell::Path); }
    #[test] fn exit_cell() { assert_eq!(Grid::parse(M).at(3, 1), Cell::Exit); }
    #[test] fn rejects_glyph() {
        let r = std::panic::catch_unwind(|| Grid::parse("#?#\n"));
        assert!(r.is_err());
    }
    #[test] fn blank_lines_skipped() { assert_eq!(Grid::parse("\n##\n\n##\n").h, 2); }
}
EOF
cat > src/route.rs <<'EOF'
use crate::grid::{Cell, Grid};
use std::collections::VecDeque;

pub fn shortest(g: &Grid, start: (usize, usize)) -> Option<usize> {
    let mut seen = vec![false; g.w * g.h];
    let mut q = VecDeque::new();
    q.push_back((start, 0usize));
    while let Some(((x, y), d)) = q.pop_front() {
        if seen[y * g.w + x] { continue; }
        seen[y * g.w + x] = true;
        if g.at(x, y) == Cell::Exit { return Some(d); }
        let dirs: [(isize, isize); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        for (dx, dy) in dirs {
            let nx = x as isize + dx;
            let ny = y as isize + dy;
            let (nx, ny) = (nx as usize, ny as usize);
            if g.at(nx, ny) != Cell::Stalk { q.push_back(((nx, ny), d + 1)); }
        }
    }
    None
}

pub fn lantern_count(steps: usize) -> usize { (steps + 3) / 4 }

pub fn walk_minutes(steps: usize, kids: bool) -> u32 {
    let per = if kids { 14 } else { 9 };
    (steps as u32 * per) / 60
}

#[cfg(test)]
mod tests {
    use super::*;
    const M: &str = "#####\n#..E#\n#.#.#\n#G..#\n#####\n";
    #[test] fn shortest_from_gate() { assert_eq!(shortest(&Grid::parse(M), (1, 3)), Some(4)); }
    #[test] fn shortest_from_exit() { assert_eq!(shortest(&Grid::parse(M), (3, 1)), Some(0)); }
    #[test] fn no_route() {
        let g = Grid::parse("#####\n#G#E#\n#####\n");
        assert_eq!(shortest(&g, (1, 1)), None);
    }
    #[test] fn edge_start() {
        let g = Grid::parse("G..E\n");
        assert_eq!(shortest(&g, (0, 0)), Some(3));
    }
    #[test] fn lanterns_round_up() { assert_eq!(lantern_count(9), 3); }
    #[test] fn lanterns_zero() { assert_eq!(lantern_count(0), 0); }
    #[test] fn lanterns_exact() { assert_eq!(lantern_count(8), 2); }
    #[test] fn minutes_adults() { assert_eq!(walk_minutes(120, false), 18); }
    #[test] fn minutes_kids() { assert_eq!(walk_minutes(120, true), 28); }
    #[test] fn minutes_short() { assert_eq!(walk_minutes(3, false), 0); }
    #[test] #[ignore = "needs the 40x40 harvest-festival maze fixture"]
    fn festival_maze() { assert_eq!(1, 1); }
}
EOF
cat > src/tickets.rs <<'EOF'
#[derive(Debug, PartialEq)]
pub struct Ticket { pub adults: u32, pub kids: u32, pub night: bool }

pub fn price_cents(t: &Ticket) -> u32 {
    let base = t.adults * 1200 + t.kids * 750;
    let night = if t.night { 300 * (t.adults + t.kids) } else { 0 };
    let family = if t.adults >= 2 && t.kids >= 2 { base / 10 } else { 0 };
    base + night - family
}

pub fn parse_code(code: &str) -> Ticket {
    let parts: Vec<&str> = code.split('-').collect();
    Ticket {
        adults: parts[1].parse().unwrap(),
        kids: parts[2].parse().unwrap(),
        night: parts.get(3) == Some(&"N"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test] fn single_adult() { assert_eq!(price_cents(&Ticket { adults: 1, kids: 0, night: false }), 1200); }
    #[test] fn single_kid() { assert_eq!(price_cents(&Ticket { adults: 0, kids: 1, night: false }), 750); }
    #[test] fn night_surcharge() { assert_eq!(price_cents(&Ticket { adults: 1, kids: 0, night: true }), 1500); }
    #[test] fn family_discount() {
        let t = Ticket { adults: 2, kids: 2, night: false };
        assert_eq!(price_cents(&t), 3510, "family of four should get 10% off");
    }
    #[test] fn family_night() {
        let t = Ticket { adults: 2, kids: 3, night: true };
        assert_eq!(price_cents(&t), 5325, "night family price for {:?}", t);
    }
    #[test] fn parse_plain() { assert_eq!(parse_code("CM-2-1"), Ticket { adults: 2, kids: 1, night: false }); }
    #[test] fn parse_night() { assert_eq!(parse_code("CM-1-0-N").night, true); }
    #[test] fn parse_group() { assert_eq!(parse_code("CM-12-30").kids, 30); }
}
EOF
cat > tests/season.rs <<'EOF'
use cornmaze::grid::Grid;
use cornmaze::route::{shortest, walk_minutes};
use cornmaze::tickets::{parse_code, price_cents};

const BIG: &str = "\
##########
#G.......#
#.######.#
#.#....#.#
#.#.##.#.#
#...#..#E#
##########
";

#[test] fn big_maze_parses() { assert_eq!(Grid::parse(BIG).w, 10); }
#[test] fn big_maze_route() { assert_eq!(shortest(&Grid::parse(BIG), (1, 1)), Some(11)); }
#[test] fn big_maze_minutes() { assert_eq!(walk_minutes(11, true), 2); }
#[test] fn saturday_takings() {
    let codes = ["CM-2-2", "CM-1-0-N", "CM-4-6", "CM-1-1"];
    let total: u32 = codes.iter().map(|c| price_cents(&parse_code(c))).sum();
    assert_eq!(total, 3510 + 1500 + 9630 + 1950);
}
#[test] fn sunday_walkup() { let t = parse_code("CM-3-"); assert_eq!(t.adults, 3); }
#[test] fn weekday_school_group() { assert_eq!(price_cents(&parse_code("CM-2-28")), 2400 + 21000 - 2340); }
EOF
{
  echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
  RUST_BACKTRACE=1 timeout 120 cargo test --no-fail-fast 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
