#!/usr/bin/env bash
# d-clippy-tinsmith: `cargo clippy --all-targets -- -W clippy::pedantic` on a
# small sheet-metal cutting-plan crate (warnings only, build succeeds).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-clippy-tinsmith.txt}
P=$WORK/tinsmith
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
  -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rustup/toolchains/stable/#g" \
  -e "s#$HOME/.cargo/#/usr/local/cargo/#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "tinsmith"
version = "0.9.1"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod gauge;
pub mod nesting;
pub mod seams;
EOF
cat > src/gauge.rs <<'EOF'
//! Sheet gauges for tinplate and galvanised steel.

pub struct Gauge {
    pub number: u8,
    pub thickness_mm: f64,
}

pub const GAUGES: [Gauge; 6] = [
    Gauge { number: 20, thickness_mm: 0.9525 },
    Gauge { number: 22, thickness_mm: 0.7938 },
    Gauge { number: 24, thickness_mm: 0.6350 },
    Gauge { number: 26, thickness_mm: 0.4763 },
    Gauge { number: 28, thickness_mm: 0.3969 },
    Gauge { number: 30, thickness_mm: 0.3175 },
];

pub fn thickness(number: u8) -> Option<f64> {
    for g in GAUGES.iter() {
        if g.number == number {
            return Some(g.thickness_mm);
        }
    }
    return None;
}

pub fn weight_per_m2(number: u8) -> f64 {
    let t = thickness(number).unwrap();
    t * 7.85
}

pub fn is_light(number: u8) -> bool {
    if number >= 26 { true } else { false }
}

pub fn bend_allowance(thickness_mm: f64, radius_mm: f64, angle_deg: f64) -> f64 {
    let k = 0.33;
    angle_deg * 3.14159 / 180.0 * (radius_mm + k * thickness_mm)
}
EOF
cat > src/seams.rs <<'EOF'
//! Seam types and the extra material they need.

#[derive(Debug, Clone, PartialEq)]
pub enum Seam {
    Lap(f64),
    Grooved { width_mm: f64 },
    DoubleLock,
    Riveted { pitch_mm: f64, rivets: usize },
}

pub fn allowance_mm(seam: &Seam) -> f64 {
    match seam {
        Seam::Lap(w) => *w,
        Seam::Grooved { width_mm } => 3.0 * width_mm,
        Seam::DoubleLock => 18.0,
        Seam::Riveted { pitch_mm, rivets } => pitch_mm * *rivets as f64,
    }
}

pub fn seam_names(seams: &Vec<Seam>) -> Vec<String> {
    let mut names = Vec::new();
    for i in 0..seams.len() {
        names.push(format!("{:?}", seams[i]));
    }
    names
}

pub fn total_allowance(seams: &[Seam]) -> f64 {
    let mut total = 0.0;
    for s in seams.iter() {
        total = total + allowance_mm(s);
    }
    total
}

pub fn rivet_count(len_mm: f64, pitch_mm: f64) -> usize {
    (len_mm / pitch_mm) as usize + 1
}
EOF
cat > src/nesting.rs <<'EOF'
//! Nesting flat patterns on a sheet.

#[derive(Debug, Clone)]
pub struct Pattern {
    pub name: String,
    pub width_mm: u32,
    pub height_mm: u32,
}

pub struct Sheet {
    pub width_mm: u32,
    pub height_mm: u32,
}

pub fn area(p: &Pattern) -> u64 {
    (p.width_mm * p.height_mm) as u64
}

pub fn fits(sheet: &Sheet, p: &Pattern) -> bool {
    p.width_mm <= sheet.width_mm && p.height_mm <= sheet.height_mm
        || p.height_mm <= sheet.width_mm && p.width_mm <= sheet.height_mm
}

pub fn shelf_pack(sheet: &Sheet, patterns: &mut Vec<Pattern>) -> Vec<(String, u32, u32)> {
    patterns.sort_by(|a, b| b.height_mm.cmp(&a.height_mm));
    let mut placed = vec![];
    let (mut x, mut y, mut shelf_h) = (0u32, 0u32, 0u32);
    for p in patterns.iter() {
        if x + p.width_mm > sheet.width_mm {
            x = 0;
            y = y + shelf_h;
            shelf_h = 0;
        }
        if y + p.height_mm > sheet.height_mm {
            continue;
        }
        placed.push((p.name.clone(), x, y));
        x += p.width_mm;
        if p.height_mm > shelf_h {
            shelf_h = p.height_mm;
        }
    }
    placed
}

pub fn utilisation(sheet: &Sheet, patterns: &[Pattern]) -> f32 {
    let used: u64 = patterns.iter().map(area).sum();
    used as f32 / (sheet.width_mm * sheet.height_mm) as f32
}

pub fn find_pattern<'a>(patterns: &'a [Pattern], name: &str) -> Option<&'a Pattern> {
    patterns.iter().filter(|p| p.name == name).next()
}

pub fn names_len(patterns: &[Pattern]) -> usize {
    patterns.iter().map(|p| p.name.clone()).collect::<Vec<_>>().len()
}
EOF
{ echo '$ cargo clippy --all-targets -- -W clippy::pedantic'; CARGO_NET_OFFLINE=true cargo clippy --all-targets -- -W clippy::pedantic 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
