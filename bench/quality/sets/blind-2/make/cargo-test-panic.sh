#!/usr/bin/env bash
# RUST_BACKTRACE=1 cargo test on a tile-map pathfinding crate; two tests fail.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/tilepath
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "tilepath"
version = "0.2.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod grid;
pub mod search;

pub use grid::{Grid, Tile};
pub use search::{astar, Path};
EOF
cat > src/grid.rs <<'EOF'
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tile {
    Floor,
    Wall,
    Water,
    Door,
}

impl Tile {
    pub fn cost(self) -> Option<u32> {
        match self {
            Tile::Floor => Some(1),
            Tile::Door => Some(2),
            Tile::Water => Some(5),
            Tile::Wall => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Grid {
    pub width: usize,
    pub height: usize,
    tiles: Vec<Tile>,
}

impl Grid {
    pub fn parse(text: &str) -> Grid {
        let rows: Vec<&str> = text.lines().map(|l| l.trim()).filter(|l| !l.is_empty()).collect();
        let height = rows.len();
        let width = rows[0].len();
        let mut tiles = Vec::with_capacity(width * height);
        for row in &rows {
            for ch in row.chars() {
                tiles.push(match ch {
                    '.' => Tile::Floor,
                    '#' => Tile::Wall,
                    '~' => Tile::Water,
                    '+' => Tile::Door,
                    other => panic!("unknown tile {:?}", other),
                });
            }
        }
        Grid { width, height, tiles }
    }

    pub fn at(&self, x: usize, y: usize) -> Tile {
        self.tiles[y * self.width + x]
    }

    pub fn neighbours(&self, x: usize, y: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if x > 0 { out.push((x - 1, y)); }
        if y > 0 { out.push((x, y - 1)); }
        if x + 1 <= self.width { out.push((x + 1, y)); }
        if y + 1 < self.height { out.push((x, y + 1)); }
        out
    }
}
EOF
cat > src/search.rs <<'EOF'
use crate::grid::Grid;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

#[derive(Debug, PartialEq)]
pub struct Path {
    pub steps: Vec<(usize, usize)>,
    pub cost: u32,
}

fn manhattan(a: (usize, usize), b: (usize, usize)) -> u32 {
    (a.0.abs_diff(b.0) + a.1.abs_diff(b.1)) as u32
}

pub fn astar(grid: &Grid, start: (usize, usize), goal: (usize, usize)) -> Option<Path> {
    let mut open = BinaryHeap::new();
    let mut best: HashMap<(usize, usize), u32> = HashMap::new();
    let mut came: HashMap<(usize, usize), (usize, usize)> = HashMap::new();
    best.insert(start, 0);
    open.push(Reverse((manhattan(start, goal), start)));
    while let Some(Reverse((_, cur))) = open.pop() {
        if cur == goal {
            let mut steps = vec![cur];
            let mut c = cur;
            while let Some(&p) = came.get(&c) {
                steps.push(p);
                c = p;
            }
            steps.reverse();
            return Some(Path { steps, cost: best[&goal] });
        }
        for nb in grid.neighbours(cur.0, cur.1) {
            let Some(step) = grid.at(nb.0, nb.1).cost() else { continue };
            let g = best[&cur] + step;
            if best.get(&nb).map_or(true, |&old| g < old) {
                best.insert(nb, g);
                came.insert(nb, cur);
                open.push(Reverse((g + manhattan(nb, goal), nb)));
            }
        }
    }
    None
}
EOF
cat > tests/paths.rs <<'EOF'
use tilepath::{astar, Grid, Tile};

const ROOM: &str = "
    ......
    .####.
    .#..+.
    .#.##.
    ......
";

#[test]
fn parses_room() {
    let g = Grid::parse(ROOM);
    assert_eq!((g.width, g.height), (6, 5));
    assert_eq!(g.at(4, 2), Tile::Door);
}

#[test]
fn straight_line() {
    let g = Grid::parse("....\n....");
    let p = astar(&g, (0, 0), (3, 0)).unwrap();
    assert_eq!(p.cost, 3);
    assert_eq!(p.steps.len(), 4);
}

#[test]
fn walls_block() {
    let g = Grid::parse(".#.\n.#.\n.#.");
    assert!(astar(&g, (0, 0), (2, 0)).is_none());
}

#[test]
fn prefers_floor_over_water() {
    let g = Grid::parse("
        .~~~.
        .....
    ");
    let p = astar(&g, (0, 0), (4, 0)).unwrap();
    assert_eq!(p.cost, 6, "expected the path around the water, got {:?}", p.steps);
}

#[test]
fn door_costs_two() {
    let g = Grid::parse(ROOM);
    let p = astar(&g, (5, 2), (2, 2)).unwrap();
    assert_eq!(p.cost, 4);
}

#[test]
fn path_along_east_edge() {
    let g = Grid::parse(ROOM);
    let p = astar(&g, (5, 0), (5, 4)).unwrap();
    assert_eq!(p.cost, 4);
}

#[test]
fn steps_are_listed_from_start() {
    let g = Grid::parse("...\n...");
    let p = astar(&g, (0, 0), (2, 1)).unwrap();
    assert_eq!(p.steps, vec![(0, 0), (1, 0), (2, 0), (2, 1)]);
}

#[test]
fn start_equals_goal() {
    let g = Grid::parse("..");
    let p = astar(&g, (1, 0), (1, 0)).unwrap();
    assert_eq!(p.cost, 0);
}

#[test]
#[ignore = "slow: 512x512 maze"]
fn big_maze() {}
EOF
cat >> src/grid.rs <<'EOF'

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wall_has_no_cost() {
        assert_eq!(Tile::Wall.cost(), None);
    }

    #[test]
    fn corner_has_two_neighbours() {
        let g = Grid::parse("..\n..");
        assert_eq!(g.neighbours(0, 0).len(), 2);
    }
}
EOF
RUST_BACKTRACE=1 cargo test 2>&1 | neutralize > "$OUTDIR/cargo-test-panic.txt"
