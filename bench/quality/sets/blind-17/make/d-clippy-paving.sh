#!/usr/bin/env bash
# cargo clippy on a street-paving (cobblestone setts) estimator crate: many lint warnings across modules, one deny-level error
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sett-paving
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'T'
[package]
name = "sett-paving"
version = "0.6.2"
edition = "2021"

[dependencies]
T
python3 - <<'PY'
import random
random.seed(907)
streets = ["kirchgasse","marktplatz","hafenstrasse","muehlweg","schlossberg","brunnenplatz","zollgasse","fischmarkt",
           "rathausplatz","bleicherweg","kornhaus","gerberstrasse","torbogen","lindenallee","salzgasse","webergasse",
           "domhof","badergasse","wollmarkt","spitalgasse","ankerplatz","glockengasse","hopfenmarkt","seilerbahn",
           "kupferschmiede","ziegelhof","pfarrgasse","stadtmauer","mauthaus","kesselgasse","lederhof","holzmarkt",
           "tuchhalle","schmiedgasse","pulverturm","heumarkt","kaeseplatz","brauhausgasse","rosengarten","fuchsweg",
           "eselsgasse","faehrhaus","glaserweg","hirschgraben","krahnenplatz","nonnengasse"]
mods = []
for idx, s in enumerate(streets):
    mods.append(s)
    w = random.randint(3, 9)
    body = [f"//! Sett estimate for the {s} section.", "", "pub struct Section {", "    pub length_m: f64,", "    pub width_m: f64,", "    pub setts_per_m2: u32,", "    pub names: Vec<String>,", "}", ""]
    body += ["impl Section {"]
    body += ["    pub fn area(&self) -> f64 {", "        let a = self.length_m * self.width_m;", "        return a;", "    }", ""]
    body += ["    pub fn setts(&self) -> u64 {", "        (self.area() * self.setts_per_m2 as f64).ceil() as u64", "    }", ""]
    body += ["    pub fn has_names(&self) -> bool {", "        self.names.len() == 0", "    }", ""]
    body += [f"    pub fn label(&self) -> String {{", f"        format!(\"{{}}\", \"{s}\")", "    }", ""]
    if idx % 3 == 0:
        body += ["    pub fn kerb_count(&self, extra: &Vec<u32>) -> u32 {", "        let mut n = 0;", "        for i in 0..extra.len() {", "            n += extra[i];", "        }", "        n", "    }", ""]
    if idx % 4 == 1:
        body += ["    pub fn is_square(&self) -> bool {", "        if self.length_m == self.width_m { true } else { false }", "    }", ""]
    if idx % 5 == 2:
        body += ["    pub fn mortar_kg(&self) -> f64 {", "        let kg = self.area() * 3.14159 * 1.8;", "        kg", "    }", ""]
    if s == "zollgasse":
        body += ["    pub fn first_name(&self) -> &str {", "        let n = self.names.iter().next().unwrap();", "        &n", "    }", ""]
    if s == "heumarkt":
        body += ["    pub fn drainage_ok(&self, fall_pct: f64) -> bool {", "        fall_pct == f64::NAN || fall_pct > 1.5", "    }", ""]
    body += ["}", ""]
    open(f"src/{s}.rs","w").write("\n".join(body))
lib = [f"pub mod {m};" for m in mods]
lib += ["", "pub fn total_setts(sections: &[u64]) -> u64 {", "    sections.iter().fold(0, |a, b| a + b)", "}"]
open("src/lib.rs","w").write("\n".join(lib) + "\n")
PY
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ cargo clippy --all-targets'; cargo clippy --all-targets 2>&1; echo "exit status: $?"; } | neutral
