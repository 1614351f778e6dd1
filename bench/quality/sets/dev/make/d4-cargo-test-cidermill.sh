#!/usr/bin/env bash
# Cider-mill production workspace in Rust: seven crates (apple varieties, pressing yield, juice
# specific gravity, fermentation, blending, bottling, duty returns) with about 900 generated unit
# tests, two ignored tests with reasons and a few integration tests. All unit and integration
# tests pass; one doc-test example in the gravity crate asserts the wrong ABV, so the doc-tests fail.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/cidermill
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PYEOF'
import os, random
random.seed(88)
crates = {
    "varieties": ["dabinett", "kingston_black", "yarlington_mill", "browns", "foxwhelp", "harry_masters_jersey",
                  "michelin", "ellis_bitter", "tremletts_bitter", "stoke_red", "porters_perfection", "somerset_redstreak",
                  "bramley", "russet", "katy", "court_royal"],
    "pressing": ["rack_and_cloth", "belt_press", "basket_press", "hydraulic_press", "pomace_rest"],
    "gravity": ["hydrometer", "refractometer", "temp_correction", "abv_estimate"],
    "fermentation": ["yeast_pitch", "keeving", "malolactic", "racking", "sulphite", "stuck_ferment"],
    "blending": ["bittersweet", "sharp", "sweet", "bittersharp", "tannin", "acidity"],
    "bottling": ["bottle_conditioned", "keg", "bag_in_box", "pasteurise", "priming_sugar"],
    "duty": ["litres", "strength_band", "small_producer", "returns", "exemption"],
}
members = []
for c, groups in crates.items():
    name = "cm-" + c
    members.append("crates/" + name)
    d = "crates/%s/src" % name
    os.makedirs(d, exist_ok=True)
    os.makedirs("crates/%s/tests" % name, exist_ok=True)
    open("crates/%s/Cargo.toml" % name, "w").write('[package]\nname = "%s"\nversion = "0.3.%d"\nedition = "2021"\n\n[dependencies]\n' % (name, random.randint(0, 9)))
    src = "//! %s calculations for the cider mill.\n\n" % c
    if c == "gravity":
        src += '''/// Estimates alcohol by volume from original and final specific gravity.
///
/// ```
/// use cm_gravity::abv;
/// // a typical dry farmhouse cider
/// assert_eq!(format!("{:.1}", abv(1.055, 0.998)), "7.6");
/// ```
pub fn abv(og: f64, fg: f64) -> f64 {
    (og - fg) * 131.25
}

/// Corrects a hydrometer reading taken at `temp_c` to the 20 C calibration.
///
/// ```
/// use cm_gravity::temp_correct;
/// assert!((temp_correct(1.050, 20.0) - 1.050).abs() < 1e-9);
/// ```
pub fn temp_correct(sg: f64, temp_c: f64) -> f64 {
    sg + (temp_c - 20.0) * 0.0002
}

'''
    src += "/// Scales a quantity by the %s factor.\n///\n/// ```\n/// assert!(%s::scale(2.0) > 0.0);\n/// ```\npub fn scale(x: f64) -> f64 {\n    x * %d.%d\n}\n\n" % (c, name.replace("-", "_"), random.randint(1, 3), random.randint(1, 9))
    src += "#[cfg(test)]\nmod tests {\n    use super::*;\n\n"
    for g in groups:
        src += "    mod %s {\n        use super::*;\n\n" % g
        for i in range(1, random.randint(16, 30)):
            src += "        #[test]\n        fn case_%02d() {\n            assert!(scale(%d.0) >= 0.0);\n        }\n\n" % (i, i)
        src += "    }\n\n"
    if c == "fermentation":
        src += '    #[test]\n    #[ignore = "needs the cellar temperature logger on /dev/ttyACM0"]\n    fn live_cellar_temperature() {}\n\n'
    if c == "duty":
        src += '    #[test]\n    #[ignore = "HMRC rates for 2025 not published yet"]\n    fn duty_rates_2025() {}\n\n'
    src += "}\n"
    open(d + "/lib.rs", "w").write(src)
    open("crates/%s/tests/smoke.rs" % name, "w").write("#[test]\nfn %s_smoke() {\n    assert!(%s::scale(1.0) > 0.0);\n}\n" % (c, name.replace("-", "_")))
open("Cargo.toml", "w").write('[workspace]\nresolver = "2"\nmembers = [\n' + "".join('    "%s",\n' % m for m in members) + ']\n')
PYEOF

neutral() {
  sed -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cargo build --quiet --tests >/dev/null 2>&1 || true
{
  echo '$ cargo test --workspace'
  cargo test --workspace 2>&1
  echo "exit status: $?"
} | neutral
