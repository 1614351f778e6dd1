#!/bin/bash
# cargo build of a dredging-log crate with a borrow error, a missing trait bound and a type mismatch
. "$(dirname "$0")/d-lib.sh"
proj dredger
cargo init --lib --name hopperlog -q .
cat > src/lib.rs <<'RS'
pub mod hopper;
pub mod spoil;
pub mod survey;
pub mod report;
RS
cat > src/hopper.rs <<'RS'
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Load {
    pub trip: u32,
    pub tonnes: f64,
    pub site: String,
}

pub struct Hopper {
    pub name: String,
    pub capacity_t: f64,
    loads: Vec<Load>,
    by_site: HashMap<String, Vec<usize>>,
}

impl Hopper {
    pub fn new(name: &str, capacity_t: f64) -> Self {
        Hopper { name: name.to_string(), capacity_t, loads: Vec::new(), by_site: HashMap::new() }
    }

    pub fn record(&mut self, load: Load) -> Result<usize, String> {
        if load.tonnes > self.capacity_t {
            return Err(format!("trip {} over capacity: {} t", load.trip, load.tonnes));
        }
        let idx = self.loads.len();
        self.by_site.entry(load.site.clone()).or_default().push(idx);
        self.loads.push(load);
        Ok(idx)
    }

    pub fn heaviest(&mut self) -> Option<&mut Load> {
        let first = self.loads.first_mut()?;
        for l in self.loads.iter_mut() {
            if l.tonnes > first.tonnes {
                return Some(l);
            }
        }
        Some(first)
    }

    pub fn site_total(&self, site: &str) -> f64 {
        self.by_site
            .get(site)
            .map(|ix| ix.iter().map(|&i| self.loads[i].tonnes).sum())
            .unwrap_or(0.0)
    }
}
RS
cat > src/spoil.rs <<'RS'
use std::collections::BTreeMap;

#[derive(Debug, PartialEq)]
pub struct SpoilSite {
    pub code: String,
    pub depth_m: f32,
}

pub fn rank_sites<K: Ord, V>(sites: BTreeMap<K, V>) -> Vec<(K, V)> {
    let mut v: Vec<(K, V)> = sites.into_iter().collect();
    v.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
    v
}

pub fn nearest(sites: &[SpoilSite], depth: f32) -> Option<&SpoilSite> {
    sites.iter().min_by(|a, b| {
        (a.depth_m - depth).abs().partial_cmp(&(b.depth_m - depth).abs()).unwrap()
    })
}
RS
cat > src/survey.rs <<'RS'
pub struct Sounding {
    pub chainage_m: u32,
    pub depth_m: f64,
}

pub fn below_design(soundings: &[Sounding], design_depth: f64) -> Vec<u32> {
    soundings
        .iter()
        .filter(|s| s.depth_m < design_depth)
        .map(|s| s.chainage_m)
        .collect()
}

pub fn mean_depth(soundings: &[Sounding]) -> f64 {
    let total: f64 = soundings.iter().map(|s| s.depth_m).sum();
    let n: u32 = soundings.len();
    total / n as f64
}
RS
cat > src/report.rs <<'RS'
use crate::hopper::Hopper;

pub fn summary(h: &Hopper, sites: &[&str]) -> String {
    let mut out = format!("hopper {} (cap {} t)\n", h.name, h.capacity_t);
    for s in sites {
        out.push_str(&format!("  {:<10} {:>8.1} t\n", s, h.site_total(s)));
    }
    out
}
RS
cargo build -q 2>/dev/null
capture d-cargo-build-dredger 'cargo build'
