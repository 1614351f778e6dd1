#!/usr/bin/env bash
# cargo clippy over a puppet-theatre cue crate: a dozen lints, warnings only.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/puppetcues
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "puppetcues"
version = "0.9.1"
edition = "2021"
[dependencies]
T
cat > src/main.rs <<'T'
mod strings;
mod cue;

use cue::{Cue, CueSheet};

fn main() {
    let mut sheet = CueSheet::new("The Tinker's Crow");
    sheet.add(Cue::new(1, "crow enters stage left", 3.5));
    sheet.add(Cue::new(2, "lantern dims", 1.0));
    sheet.add(Cue::new(3, "tinker bows", 2.25));
    let total = sheet.total_seconds();
    if total == 6.75 { println!("exactly on time"); }
    println!("{}", sheet.render());
    let names: Vec<String> = strings::PUPPETS.iter().map(|s| s.to_string()).collect();
    println!("{}", strings::longest(&names));
}
T
cat > src/cue.rs <<'T'
pub struct Cue { pub number: u32, pub action: String, pub seconds: f64 }

impl Cue {
    pub fn new(number: u32, action: &str, seconds: f64) -> Cue {
        return Cue { number: number, action: action.to_string(), seconds: seconds };
    }
}

pub struct CueSheet { pub title: String, pub cues: Vec<Cue> }

impl CueSheet {
    pub fn new(title: &str) -> Self { CueSheet { title: title.to_string(), cues: vec![] } }
    pub fn add(&mut self, c: Cue) { self.cues.push(c) }
    pub fn len(&self) -> usize { self.cues.len() }
    pub fn total_seconds(&self) -> f64 {
        let mut t = 0.0;
        for i in 0..self.cues.len() { t = t + self.cues[i].seconds; }
        t
    }
    pub fn render(&self) -> String {
        let mut out = String::new();
        out.push_str(&format!("{}\n", self.title));
        for c in self.cues.iter() {
            if c.action.len() == 0 { continue; }
            out.push_str(&format!("{:>3}  {}  ({}s)\n", c.number, c.action, c.seconds));
        }
        if self.len() == 0 { out.push_str("(no cues)\n"); }
        out.clone()
    }
    pub fn find(&self, n: u32) -> Option<&Cue> {
        match self.cues.iter().find(|c| c.number == n) { Some(c) => Some(c), None => None }
    }
}
T
cat > src/strings.rs <<'T'
pub const PUPPETS: [&str; 4] = ["crow", "tinker", "lantern-moth", "old king"];

pub fn longest(names: &Vec<String>) -> String {
    let mut best = &names[0];
    for n in names.iter() {
        if n.len() > best.len() { best = n; }
    }
    let upper = best.to_uppercase().to_string();
    let _unused = names.iter().count();
    if upper.starts_with("OLD") == true { return upper.replace("OLD ", ""); }
    upper
}
T
{ run 'cargo clippy'; } | neutral > "$HERE/../outputs/d-clippy-puppetry.txt"
