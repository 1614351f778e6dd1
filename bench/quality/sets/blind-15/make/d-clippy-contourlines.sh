#!/usr/bin/env bash
# d-clippy-contourlines: `cargo clippy --all-targets -- -W clippy::pedantic` on a
# contour-line generator for hiking maps (warnings only, plus one deny-level lint).
WORK=${WORK:-/home/dev}
P=$WORK/contourlines
rm -rf "$P"; mkdir -p "$P/src"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Cargo.toml <<'T'
[package]
name = "contourlines"
version = "0.9.1"
edition = "2021"
T

cat > src/main.rs <<'T'
mod dem;
mod isoline;
mod labels;
mod render;
mod smooth;

use std::env;

fn main() {
    let args: Vec<String> = env::args().collect();
    let interval: f64 = if args.len() > 1 { args[1].parse().unwrap() } else { 10.0 };
    let grid = dem::Grid::synthetic(64, 48);
    let levels = isoline::levels(&grid, interval);
    let mut total = 0;
    for level in levels.iter() {
        let segs = isoline::march(&grid, *level);
        let lines = smooth::chaikin(&isoline::join(&segs), 2);
        total = total + lines.len();
        let labels = labels::place(&lines, *level);
        render::svg_path(&lines, &labels);
    }
    println!("{} levels, {} polylines", levels.len(), total);
}
T

cat > src/dem.rs <<'T'
pub struct Grid {
    pub width: usize,
    pub height: usize,
    pub cell_m: f64,
    pub z: Vec<f64>,
}

impl Grid {
    pub fn new(width: usize, height: usize, cell_m: f64) -> Grid {
        Grid { width: width, height: height, cell_m: cell_m, z: vec![0.0; width * height] }
    }

    pub fn synthetic(width: usize, height: usize) -> Grid {
        let mut g = Grid::new(width, height, 25.0);
        for y in 0..height {
            for x in 0..width {
                let dx = x as f64 - width as f64 / 2.0;
                let dy = y as f64 - height as f64 / 2.0;
                let r = (dx * dx + dy * dy).sqrt();
                g.z[y * width + x] = 420.0 + 180.0 * (-r / 14.0).exp() + (x as f64 * 0.3).sin() * 6.0;
            }
        }
        g
    }

    pub fn at(&self, x: usize, y: usize) -> f64 {
        self.z[y * self.width + x]
    }

    pub fn min_max(&self) -> (f64, f64) {
        let mut min = f64::MAX;
        let mut max = f64::MIN;
        for i in 0..self.z.len() {
            if self.z[i] < min { min = self.z[i]; }
            if self.z[i] > max { max = self.z[i]; }
        }
        (min, max)
    }

    pub fn slope_deg(&self, x: usize, y: usize) -> f64 {
        let dzdx = (self.at(x + 1, y) - self.at(x - 1, y)) / (2.0 * self.cell_m);
        let dzdy = (self.at(x, y + 1) - self.at(x, y - 1)) / (2.0 * self.cell_m);
        (dzdx * dzdx + dzdy * dzdy).sqrt().atan().to_degrees()
    }

    pub fn cell_count(&self) -> u32 {
        (self.width * self.height) as u32
    }

    pub fn area_km2(&self) -> f32 {
        (self.cell_count() as f64 * self.cell_m * self.cell_m / 1.0e6) as f32
    }
}
T

cat > src/isoline.rs <<'T'
use crate::dem::Grid;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pt {
    pub x: f64,
    pub y: f64,
}

pub type Segment = (Pt, Pt);

pub fn levels(grid: &Grid, interval: f64) -> Vec<f64> {
    let (lo, hi) = grid.min_max();
    let mut out = Vec::new();
    let mut l = (lo / interval).ceil() * interval;
    while l <= hi {
        out.push(l);
        l = l + interval;
    }
    out
}

fn interp(a: Pt, za: f64, b: Pt, zb: f64, level: f64) -> Pt {
    let t = if za == zb { 0.5 } else { (level - za) / (zb - za) };
    Pt { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }
}

pub fn march(grid: &Grid, level: f64) -> Vec<Segment> {
    let mut segs = Vec::new();
    for y in 0..grid.height - 1 {
        for x in 0..grid.width - 1 {
            let corners = [
                (Pt { x: x as f64, y: y as f64 }, grid.at(x, y)),
                (Pt { x: (x + 1) as f64, y: y as f64 }, grid.at(x + 1, y)),
                (Pt { x: (x + 1) as f64, y: (y + 1) as f64 }, grid.at(x + 1, y + 1)),
                (Pt { x: x as f64, y: (y + 1) as f64 }, grid.at(x, y + 1)),
            ];
            let mut case = 0u8;
            for i in 0..4 {
                if corners[i].1 >= level {
                    case |= 1 << i;
                }
            }
            let mut crossings: Vec<Pt> = Vec::new();
            for i in 0..4 {
                let (a, za) = corners[i];
                let (b, zb) = corners[(i + 1) % 4];
                if (za >= level) != (zb >= level) {
                    crossings.push(interp(a, za, b, zb, level));
                }
            }
            if case == 0 || case == 15 {
                continue;
            } else if crossings.len() == 2 {
                segs.push((crossings[0], crossings[1]));
            } else if crossings.len() == 4 {
                segs.push((crossings[0], crossings[1]));
                segs.push((crossings[2], crossings[3]));
            }
        }
    }
    segs
}

pub fn join(segs: &Vec<Segment>) -> Vec<Vec<Pt>> {
    let mut lines: Vec<Vec<Pt>> = Vec::new();
    let mut used = vec![false; segs.len()];
    for i in 0..segs.len() {
        if used[i] == true {
            continue;
        }
        used[i] = true;
        let mut line = vec![segs[i].0, segs[i].1];
        let mut extended = true;
        while extended {
            extended = false;
            for j in 0..segs.len() {
                if used[j] { continue; }
                let last = *line.last().unwrap();
                if close(segs[j].0, last) {
                    line.push(segs[j].1);
                    used[j] = true;
                    extended = true;
                } else if close(segs[j].1, last) {
                    line.push(segs[j].0);
                    used[j] = true;
                    extended = true;
                }
            }
        }
        lines.push(line);
    }
    lines
}

fn close(a: Pt, b: Pt) -> bool {
    return (a.x - b.x).abs() < 1e-9 && (a.y - b.y).abs() < 1e-9;
}
T

cat > src/smooth.rs <<'T'
use crate::isoline::Pt;

/// Chaikin corner cutting, `rounds` times.
pub fn chaikin(lines: &Vec<Vec<Pt>>, rounds: u32) -> Vec<Vec<Pt>> {
    let mut out = lines.clone();
    for _ in 0..rounds {
        out = out.iter().map(|l| cut(l)).collect();
    }
    out
}

fn cut(line: &Vec<Pt>) -> Vec<Pt> {
    if line.len() < 3 {
        return line.clone();
    }
    let mut out = Vec::with_capacity(line.len() * 2);
    out.push(line[0]);
    for w in line.windows(2) {
        let (a, b) = (w[0], w[1]);
        out.push(Pt { x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y });
        out.push(Pt { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y });
    }
    out.push(*line.last().unwrap());
    out
}

pub fn length(line: &[Pt]) -> f64 {
    let mut len = 0.0;
    for i in 1..line.len() {
        let dx = line[i].x - line[i - 1].x;
        let dy = line[i].y - line[i - 1].y;
        len += (dx * dx + dy * dy).sqrt();
    }
    len
}
T

cat > src/labels.rs <<'T'
use crate::isoline::Pt;
use crate::smooth::length;

#[derive(Debug)]
pub struct Label {
    pub at: Pt,
    pub text: String,
    pub angle_deg: f32,
}

pub const MIN_LABEL_LEN: f64 = 12.0;

pub fn place(lines: &Vec<Vec<Pt>>, level: f64) -> Vec<Label> {
    let mut out = vec![];
    for line in lines {
        if length(line) < MIN_LABEL_LEN {
            continue;
        }
        let mid = line.len() / 2;
        let a = line[mid - 1];
        let b = line[mid];
        let angle = ((b.y - a.y).atan2(b.x - a.x)).to_degrees() as f32;
        let text = format!("{}", level as i64);
        out.push(Label { at: a, text: text.clone(), angle_deg: angle });
    }
    out
}

pub fn is_index_contour(level: f64, interval: f64) -> bool {
    (level / interval) as i64 % 5 == 0
}
T

cat > src/render.rs <<'T'
use crate::isoline::Pt;
use crate::labels::Label;
use std::fmt::Write;

pub fn svg_path(lines: &Vec<Vec<Pt>>, labels: &Vec<Label>) -> String {
    let mut s = String::new();
    for line in lines {
        if line.len() == 0 {
            continue;
        }
        write!(s, "<path d=\"M{:.2},{:.2}", line[0].x, line[0].y).unwrap();
        for p in &line[1..] {
            write!(s, " L{:.2},{:.2}", p.x, p.y).unwrap();
        }
        s.push_str("\"/>\n");
    }
    for l in labels.iter() {
        s += &format!("<text x=\"{}\" y=\"{}\" transform=\"rotate({})\">{}</text>\n", l.at.x, l.at.y, l.angle_deg, l.text);
    }
    s
}

pub fn stroke_width(level: f64, interval: f64) -> f64 {
    if crate::labels::is_index_contour(level, interval) { 0.6 } else { 0.25 }
}

pub fn colour(level: f64) -> &'static str {
    let band = (level / 100.0) as u32;
    match band {
        0 | 1 | 2 | 3 => "#b5835a",
        4 => "#a0522d",
        5 => "#8b4513",
        _ => "#5c3317",
    }
}
T

{
  echo '$ cargo clippy --all-targets -- -W clippy::pedantic'
  cargo clippy --all-targets -- -W clippy::pedantic 2>&1; echo "exit status: $?"
} | neutral
