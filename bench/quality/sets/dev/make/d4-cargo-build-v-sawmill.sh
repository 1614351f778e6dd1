#!/usr/bin/env bash
# Sawmill log-grading workspace in Rust: 64 small path crates (scanning, defect detection, cutting
# patterns, kiln schedules, tally sheets ...) plus the `sawmill` binary. `cargo build -v --workspace` prints
# every rustc command line; the optimiser crate is built with its `simd` feature (turned on by the
# binary), the tally crate has one `unused_must_use` warning, and the build finishes.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sawmill
rm -rf "$P"; mkdir -p "$P/crates"; cd "$P"

python3 - <<'PYEOF'
import os, random
random.seed(2311)
names = ["scan-profile", "bark-detect", "knot-detect", "wane-measure", "split-detect", "rot-detect", "pith-locate",
         "taper-model", "sweep-model", "log-volume", "hoppus", "brereton", "doyle-rule", "scribner", "grade-rules",
         "grade-hardwood", "grade-softwood", "cant-plan", "cut-pattern", "opt-yield", "headrig", "resaw", "edger",
         "trimmer", "kerf", "saw-tension", "blade-wear", "sharpening", "chip-flow", "sawdust", "slab-sort",
         "green-chain", "sticker-stack", "kiln-schedule", "moisture", "air-dry", "shrinkage", "planer", "moulder",
         "lumber-tally", "board-feet", "cubic-metres", "species", "density", "price-list", "orders", "invoices",
         "trucks", "yard-map", "forklift", "inventory", "barcode", "rfid", "labels", "reports", "shift-log",
         "safety", "lockout", "maintenance", "energy", "waste-heat", "biomass", "telemetry", "config"]
deps = {}
for i, n in enumerate(names):
    pool = names[:i]
    deps[n] = random.sample(pool, min(len(pool), random.choice([0, 1, 1, 2, 2, 3])))
members = []
for n in names:
    d = "crates/" + n
    os.makedirs(d + "/src", exist_ok=True)
    members.append(d)
    feat = ""
    if n == "opt-yield":
        feat = '\n[features]\ndefault = []\nsimd = []\nparallel = []\n'
    toml = '[package]\nname = "%s"\nversion = "0.%d.%d"\nedition = "2021"\n\n[dependencies]\n' % (n, random.randint(1, 4), random.randint(0, 9))
    for dd in deps[n]:
        toml += '%s = { path = "../%s" }\n' % (dd, dd)
    toml += feat
    open(d + "/Cargo.toml", "w").write(toml)
    ident = n.replace("-", "_")
    src = "//! %s\n\n" % n
    for dd in deps[n]:
        src += "pub use %s;\n" % dd.replace("-", "_")
    src += "\npub fn factor() -> f64 {\n    %d.%d\n}\n" % (random.randint(0, 9), random.randint(0, 99))
    src += "\npub fn apply(widths: &[f64]) -> Vec<f64> {\n    widths.iter().map(|w| w * factor()).collect()\n}\n"
    if n == "opt-yield":
        src += '\n#[cfg(feature = "simd")]\npub fn lanes() -> usize {\n    8\n}\n\n#[cfg(not(feature = "simd"))]\npub fn lanes() -> usize {\n    1\n}\n'
    if n == "lumber-tally":
        src += '\npub fn write_sheet(path: &str, rows: &[(String, f64)]) {\n    use std::io::Write;\n    let mut f = std::fs::File::create(path).expect("tally sheet");\n    for (species, bf) in rows {\n        writeln!(f, "{species}\\t{bf:.1}");\n    }\n}\n'
    open(d + "/src/lib.rs", "w").write(src)
os.makedirs("src", exist_ok=True)
root = '[package]\nname = "sawmill"\nversion = "1.4.0"\nedition = "2021"\n\n[dependencies]\n'
for n in ["reports", "telemetry", "config", "lumber-tally", "shift-log"]:
    root += '%s = { path = "crates/%s" }\n' % (n, n)
root += 'opt-yield = { path = "crates/opt-yield", features = ["simd"] }\n'
root += '\n[workspace]\nmembers = [\n' + "".join('    "%s",\n' % m for m in members) + ']\n'
open("Cargo.toml", "w").write(root)
open("src/main.rs", "w").write('fn main() {\n    println!("lanes={} tally={}", opt_yield::lanes(), lumber_tally::factor());\n    let _ = (reports::factor(), telemetry::factor(), config::factor(), shift_log::factor());\n}\n')
PYEOF

neutral() {
  sed -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ cargo build -v --workspace'
  cargo build -v --workspace 2>&1
  echo "exit status: $?"
} | neutral
