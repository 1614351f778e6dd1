#!/usr/bin/env bash
# d5: cargo build of a tapestry/weaving-pattern crate with warnings and three errors.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tapestry-pattern
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "tapestry-pattern"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod palette;
mod grid;
mod chart;

use grid::Grid;
use palette::Palette;

fn main() {
    let palette = Palette::wool_basic();
    let mut grid = Grid::new(48, 32);
    grid.fill_border(palette.index_of("indigo").unwrap());
    let chart = chart::render(&grid, &palette);
    std::fs::write("chart.txt", chart).expect("write chart");
    println!("{}", chart);
    println!("yarn needed: {:?}", grid.yarn_metres(0.012));
}
EOF
cat > src/palette.rs <<'EOF'
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Yarn {
    pub name: String,
    pub rgb: (u8, u8, u8),
    pub symbol: char,
}

pub struct Palette {
    yarns: Vec<Yarn>,
    by_name: HashMap<String, usize>,
}

impl Palette {
    pub fn wool_basic() -> Self {
        let yarns = vec![
            Yarn { name: "ecru".into(), rgb: (240, 234, 214), symbol: '.' },
            Yarn { name: "indigo".into(), rgb: (41, 52, 98), symbol: '#' },
            Yarn { name: "madder".into(), rgb: (170, 51, 40), symbol: 'x' },
            Yarn { name: "weld".into(), rgb: (222, 190, 60), symbol: 'o' },
        ];
        let by_name = yarns.iter().enumerate().map(|(i, y)| (y.name.clone(), i)).collect();
        Palette { yarns, by_name }
    }

    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }

    pub fn symbol(&self, idx: usize) -> char {
        self.yarns[idx].symbol
    }

    pub fn rename(&mut self, old: &str, new: &str) {
        let yarn = self.yarns.iter_mut().find(|y| y.name == old);
        if let Some(y) = yarn {
            self.by_name.remove(&y.name);
            y.name = new.to_string();
            self.by_name.insert(y.name.clone(), self.index_of(old).unwrap_or(0));
        }
    }
}
EOF
cat > src/grid.rs <<'EOF'
use std::collections::HashMap;

pub struct Grid {
    pub width: usize,
    pub height: usize,
    cells: Vec<usize>,
}

impl Grid {
    pub fn new(width: usize, height: usize) -> Self {
        Grid { width, height, cells: vec![0; width * height] }
    }

    pub fn set(&mut self, x: usize, y: usize, yarn: usize) {
        let w = self.width;
        self.cells[y * w + x] = yarn;
    }

    pub fn get(&self, x: usize, y: usize) -> usize {
        self.cells[y * self.width + x]
    }

    pub fn fill_border(&mut self, yarn: usize) {
        for x in 0..self.width {
            self.set(x, 0, yarn);
            self.set(x, self.height - 1, yarn);
        }
        for y in 0..self.height {
            self.set(0, y, yarn);
            self.set(self.width - 1, y, yarn);
        }
    }

    /// metres of yarn per colour, given metres per stitch
    pub fn yarn_metres(&self, per_stitch: f64) -> HashMap<usize, f64> {
        let mut out = HashMap::new();
        for &c in &self.cells {
            *out.entry(c).or_insert(0.0) += per_stitch;
        }
        out
    }

    pub fn mirror_rows(&mut self) {
        let unused_scratch = 0;
        for row in self.cells.chunks_mut(self.width) {
            row.reverse();
            row[0] = self.get(0, 0);
        }
    }
}
EOF
cat > src/chart.rs <<'EOF'
use crate::grid::Grid;
use crate::palette::Palette;
use std::fmt::Write;

pub fn render(grid: &Grid, palette: &Palette) -> String {
    let mut out = String::new();
    for y in 0..grid.height {
        for x in 0..grid.width {
            out.push(palette.symbol(grid.get(x, y)));
        }
        out.push('\n');
    }
    out
}

pub fn legend(palette: &Palette) -> String {
    let mut s = String::new();
    writeln!(s, "legend").unwrap();
    s
}
EOF
CMD="cargo build"
echo "\$ $CMD"
cargo build 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
