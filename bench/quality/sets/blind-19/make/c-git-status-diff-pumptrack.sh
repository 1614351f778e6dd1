#!/usr/bin/env bash
# git status and git diff of uncommitted work in a pump-track lap-timing app: edits across modules, a staged file, an untracked file, a deletion.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pumptrack; rm -rf "$P"; mkdir -p "$P/timing" "$P/web" "$P/tests"; cd "$P"; gitinit
python3 - <<'X'
import random
rng = random.Random(5)
def mod(name, n):
    lines = [f'"""{name}: pump-track lap timing."""', "", "import math", ""]
    for i in range(n):
        lines += [f"def {name}_rule_{i}(laps, gate_ms):", f"    \"\"\"Rule {i} for {name}.\"\"\"", f"    limit = {rng.randint(200, 900)}",
                  "    valid = [g for g in gate_ms if g > limit]", "    return sum(valid) / max(len(valid), 1)", ""]
    return "\n".join(lines) + "\n"
for f, n in [("timing/gates.py", 24), ("timing/laps.py", 20), ("timing/penalties.py", 14), ("timing/export.py", 12), ("web/leaderboard.py", 16), ("tests/test_laps.py", 10)]:
    open(f, "w").write(mod(f.split("/")[-1][:-3], n))
open("timing/legacy_csv.py", "w").write("def dump(rows):\n    return '\\n'.join(','.join(map(str, r)) for r in rows)\n")
X
gcommit "Noa Lindqvist <noa@pumptrack.example>" "2024-06-01 10:00" "Lap timing baseline"
python3 - <<'X'
import re
def edit(path, fn):
    s = open(path).read(); open(path, "w").write(fn(s))
edit("timing/gates.py", lambda s: s.replace("    limit = ", "    limit = GATE_DEBOUNCE_MS + ", 6).replace("import math\n", "import math\n\nGATE_DEBOUNCE_MS = 35  # transponder double-reads below this\n"))
edit("timing/laps.py", lambda s: s.replace("def laps_rule_7(laps, gate_ms):", "def laps_rule_7(laps, gate_ms, *, drop_slowest=False):").replace("    return sum(valid) / max(len(valid), 1)\n\ndef laps_rule_8", "    if drop_slowest and len(valid) > 2:\n        valid.remove(max(valid))\n    return sum(valid) / max(len(valid), 1)\n\ndef laps_rule_8"))
edit("timing/penalties.py", lambda s: re.sub(r"limit = (\d+)", lambda m: f"limit = {int(m.group(1)) + 50}", s))
edit("web/leaderboard.py", lambda s: s.replace("    return sum(valid) / max(len(valid), 1)", "    return round(sum(valid) / max(len(valid), 1), 3)"))
edit("tests/test_laps.py", lambda s: s + "\ndef test_drop_slowest():\n    from timing.laps import laps_rule_7\n    assert laps_rule_7(3, [900, 950, 5000], drop_slowest=True) == 925\n")
X
git rm -q timing/legacy_csv.py
git add tests/test_laps.py
echo "# TODO: wire GATE_DEBOUNCE_MS into settings" > NOTES.md
capture c-git-status-diff-pumptrack 'git status; git diff --stat; git diff'
