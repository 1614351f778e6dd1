#!/usr/bin/env bash
# cargo tree --workspace -e features of a restaurant kitchen-brigade ticketing workspace (path crates only, offline)
set -u
WORK=${WORK:-/home/dev}
P=$WORK/kitchen-brigade
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os
crates = {
  "brigade-core":     ("0.9.3", [], {"default": ["std"], "std": [], "serde-compat": []}),
  "brigade-clock":    ("0.4.0", [("brigade-core", [])], {}),
  "brigade-tickets":  ("1.2.1", [("brigade-core", ["serde-compat"]), ("brigade-clock", [])], {"default": [], "printer": []}),
  "station-grill":    ("0.3.0", [("brigade-tickets", []), ("brigade-clock", [])], {}),
  "station-pastry":   ("0.3.2", [("brigade-tickets", ["printer"]), ("brigade-core", [])], {}),
  "station-garde-manger": ("0.2.7", [("brigade-tickets", [])], {}),
  "station-saucier":  ("0.5.0", [("brigade-tickets", []), ("brigade-allergens", [])], {}),
  "brigade-allergens":("2.0.0-rc.1", [("brigade-core", [])], {"eu-14": [], "default": ["eu-14"]}),
  "pass-display":     ("0.8.0", [("station-grill", []), ("station-pastry", []), ("station-garde-manger", []), ("station-saucier", []), ("brigade-clock", [])], {}),
  "expo-cli":         ("1.0.0", [("pass-display", []), ("brigade-allergens", ["eu-14"])], {}),
}
ws = ['[workspace]', 'resolver = "2"', 'members = [' + ", ".join(f'"crates/{c}"' for c in crates) + ']']
open("Cargo.toml","w").write("\n".join(ws) + "\n")
for c, (ver, deps, feats) in crates.items():
    os.makedirs(f"crates/{c}/src", exist_ok=True)
    t = ['[package]', f'name = "{c}"', f'version = "{ver}"', 'edition = "2021"', '', '[dependencies]']
    for d, f in deps:
        fs = (", features = [" + ", ".join(f'"{x}"' for x in f) + "]") if f else ""
        t.append(f'{d} = {{ path = "../{d}"{fs} }}')
    if feats:
        t += ['', '[features]'] + [f'{k} = [' + ", ".join(f'"{x}"' for x in v) + ']' for k, v in feats.items()]
    open(f"crates/{c}/Cargo.toml","w").write("\n".join(t) + "\n")
    src = "main.rs" if c == "expo-cli" else "lib.rs"
    open(f"crates/{c}/src/{src}","w").write("fn main() {}\n" if src == "main.rs" else "pub fn id() -> &'static str { \"%s\" }\n" % c)
PY
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ cargo tree --workspace -e normal,features --offline'; cargo tree --workspace -e normal,features --offline 2>&1; echo "exit status: $?"; } | neutral
