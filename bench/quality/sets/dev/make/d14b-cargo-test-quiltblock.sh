#!/usr/bin/env bash
# cargo test (RUST_BACKTRACE=1) on a quilt block layout crate: ~1500 tests, two failures far apart.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/quiltblock
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"
cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "quiltblock"
version = "0.7.2"
edition = "2021"

[dependencies]
T
cat > src/lib.rs <<'T'
pub mod fabric;
pub mod seam;
pub mod block;
pub mod binding;
pub mod yardage;
pub mod palette;
T
cat > src/fabric.rs <<'T'
#[derive(Debug, Clone, PartialEq)]
pub struct Fabric { pub name: String, pub width_in: f64, pub shrink_pct: f64 }
impl Fabric {
    pub fn usable_width(&self) -> f64 { self.width_in * (1.0 - self.shrink_pct / 100.0) - 1.0 }
}
pub fn parse_fabric(s: &str) -> Option<Fabric> {
    let mut it = s.split(':');
    let name = it.next()?.to_string();
    let w: f64 = it.next()?.parse().ok()?;
    let sh: f64 = it.next().unwrap_or("0").parse().ok()?;
    Some(Fabric { name, width_in: w, shrink_pct: sh })
}
T
cat > src/seam.rs <<'T'
pub const SEAM_ALLOWANCE: f64 = 0.25;
pub fn cut_size(finished: f64) -> f64 { finished + 2.0 * SEAM_ALLOWANCE }
pub fn hst_cut_size(finished: f64) -> f64 { finished + 0.875 }
pub fn qst_cut_size(finished: f64) -> f64 { finished + 1.125 }
T
cat > src/block.rs <<'T'
use crate::seam::cut_size;
#[derive(Debug)]
pub struct Block { pub grid: usize, pub finished_in: f64 }
impl Block {
    pub fn unit_finished(&self) -> f64 { self.finished_in / self.grid as f64 }
    pub fn unit_cut(&self) -> f64 { cut_size(self.unit_finished()) }
    pub fn units(&self) -> usize { self.grid * self.grid }
    pub fn rotate(&self, cells: &[u8]) -> Vec<u8> {
        let n = self.grid;
        let mut out = vec![0u8; n * n];
        for r in 0..n { for c in 0..n { out[c * n + (n - 1 - r)] = cells[r * n + c]; } }
        out
    }
}
T
cat > src/binding.rs <<'T'
pub fn binding_strips(perimeter_in: f64, strip_width_usable: f64) -> usize {
    // 10 inches extra for joining and mitred corners
    let total = perimeter_in + 10.0;
    (total / strip_width_usable) as usize
}
T
cat > src/yardage.rs <<'T'
pub fn yards_for_strips(strips: usize, strip_cut_in: f64) -> f64 {
    let selvage_in = 2.0;
    let inches = strips as f64 * strip_cut_in;
    (inches / 36.0 * 8.0).ceil() / 8.0
}
pub fn fat_quarters(pieces: usize, per_fq: usize) -> usize {
    if per_fq == 0 { panic!("pieces per fat quarter must be positive"); }
    (pieces + per_fq - 1) / per_fq
}
T
cat > src/palette.rs <<'T'
pub fn hex_to_rgb(h: &str) -> (u8, u8, u8) {
    let h = h.trim_start_matches('#');
    let v = u32::from_str_radix(h, 16).expect("palette colour must be hex");
    (((v >> 16) & 0xff) as u8, ((v >> 8) & 0xff) as u8, (v & 0xff) as u8)
}
pub fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> i32 {
    let l = |c: (u8, u8, u8)| (c.0 as i32 * 299 + c.1 as i32 * 587 + c.2 as i32 * 114) / 1000;
    (l(a) - l(b)).abs()
}
T
# unit tests per module (generated table-driven tests, as the crate's test generator does)
for m in fabric seam block binding yardage palette; do
  {
    echo; echo "#[cfg(test)]"; echo "mod tests {"; echo "    use super::*;"
    for i in $(seq 1 250); do
      case $m in
        fabric) echo "    #[test] fn parses_width_case_$i() { let f = parse_fabric(\"cotton$i:$((40 + i % 5)):2\").unwrap(); assert_eq!(f.width_in, $((40 + i % 5)) as f64); }";;
        seam) echo "    #[test] fn cut_size_adds_half_inch_$i() { assert!((cut_size($i as f64 / 4.0) - ($i as f64 / 4.0 + 0.5)).abs() < 1e-9); }";;
        block) echo "    #[test] fn units_grid_$i() { let b = Block { grid: $((i % 7 + 2)), finished_in: 12.0 }; assert_eq!(b.units(), $(( (i % 7 + 2) * (i % 7 + 2) ))); }";;
        binding) echo "    #[test] fn strips_for_perimeter_$i() { assert!(binding_strips($((i * 8)) as f64, 40.0) <= $((i * 8 / 40 + 1))); }";;
        yardage) echo "    #[test] fn fat_quarters_for_${i}_pieces() { assert_eq!(fat_quarters($i, 4), ($i + 3) / 4); }";;
        palette) echo "    #[test] fn contrast_symmetric_$i() { let a = ($i, 10, 200); let b = (20, $i, 30); assert_eq!(contrast(a, b), contrast(b, a)); }";;
      esac
    done
    case $m in
      block) echo "    #[test] fn rotate_three_grid_clockwise() { let b = Block { grid: 3, finished_in: 9.0 }; let r = b.rotate(&[1,2,3,4,5,6,7,8,9]); assert_eq!(r, vec![7,4,1,8,5,2,9,6,3]); }"
             echo "    #[test] fn unit_cut_for_nine_patch() { let b = Block { grid: 3, finished_in: 9.0 }; assert_eq!(b.unit_cut(), 3.5); }";;
      binding) echo "    #[test] fn binding_for_queen_quilt() { // 90x108 queen, 42in WOF less 2in selvage
        assert_eq!(binding_strips(2.0 * (90.0 + 108.0), 40.0), 11); }";;
      yardage) echo "    #[test] fn yards_round_up_to_eighth() { assert_eq!(yards_for_strips(11, 2.5), 0.875); }";;
      palette) echo "    #[test] fn parses_palette_with_alpha() { let (r, g, b) = hex_to_rgb(\"#1e3a5f\"); assert_eq!((r, g, b), (0x1e, 0x3a, 0x5f)); let _ = hex_to_rgb(\"#1e3a5fz0\"); }";;
      *) ;;
    esac
    echo "}"
  } >> src/$m.rs
done
cat > tests/layout.rs <<'T'
use quiltblock::block::Block;
use quiltblock::seam::{hst_cut_size, qst_cut_size};
#[test] fn hst_for_three_inch() { assert_eq!(hst_cut_size(3.0), 3.875); }
#[test] fn qst_for_three_inch() { assert_eq!(qst_cut_size(3.0), 4.125); }
#[test] fn sawtooth_star_units() { assert_eq!(Block { grid: 4, finished_in: 12.0 }.units(), 16); }
#[test] #[ignore = "needs the 2.4 cutting chart"] fn cutting_chart_matches_book() {}
#[test] #[ignore = "slow: exhaustive rotations"] fn every_rotation_is_a_permutation() {}
T
cmd="cargo test --offline --no-fail-fast"
{
  echo "\$ RUST_BACKTRACE=1 $cmd"
  RUST_BACKTRACE=1 CARGO_TERM_COLOR=never timeout 120 $cmd 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' -e 's/in [0-9.]*s$/in 0.42s/' > "$WORK/out.txt"
