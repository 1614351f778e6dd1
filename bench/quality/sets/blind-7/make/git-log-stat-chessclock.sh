#!/usr/bin/env bash
# Chess-clock tournament pairer: a scripted 45-commit history, then `git log --stat`.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/git-log-stat-chessclock.txt"
P="$BASE/chessclock-pairer"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
python3 - <<'EOF'
import os, subprocess, random
random.seed(42)
authors = [("Ines Varga", "ines@arbiter.example"), ("Kofi Mensah", "kofi@arbiter.example"),
           ("Lena Brandt", "lena@arbiter.example"), ("Ravi Iyer", "ravi@arbiter.example")]
plan = [
    ("Initial Swiss pairing skeleton", ["pairer/__init__.py", "pairer/swiss.py", "README.md"]),
    ("Add player model with rating and colour history", ["pairer/player.py", "tests/test_player.py"]),
    ("Score groups: pair top half against bottom half", ["pairer/swiss.py", "tests/test_swiss.py"]),
    ("Avoid rematches within a tournament", ["pairer/swiss.py", "tests/test_swiss.py"]),
    ("Colour allocation: alternate where possible", ["pairer/colours.py", "pairer/swiss.py", "tests/test_colours.py"]),
    ("Bye goes to lowest-ranked player without a previous bye", ["pairer/swiss.py", "tests/test_byes.py"]),
    ("Clock presets: 90+30, 15+10, 3+2", ["pairer/clock.py", "tests/test_clock.py"]),
    ("Increment handling for Fischer clocks", ["pairer/clock.py", "tests/test_clock.py"]),
    ("Add Bronstein delay mode", ["pairer/clock.py", "tests/test_clock.py", "docs/clocks.md"]),
    ("CSV import of registrations", ["pairer/io/registrations.py", "pairer/io/__init__.py", "tests/data/reg.csv"]),
    ("Buchholz tiebreak", ["pairer/tiebreak.py", "tests/test_tiebreak.py"]),
    ("Sonneborn-Berger tiebreak", ["pairer/tiebreak.py", "tests/test_tiebreak.py"]),
    ("Fix float handling: downfloat highest-rated of odd group", ["pairer/swiss.py", "tests/test_swiss.py"]),
    ("Round report as plain text", ["pairer/report.py", "tests/test_report.py"]),
    ("Round report as HTML for the notice board", ["pairer/report.py", "pairer/templates/round.html"]),
    ("CLI: pair, result, standings commands", ["pairer/cli.py", "pyproject.toml"]),
    ("Record forfeits and half-point byes", ["pairer/results.py", "pairer/cli.py", "tests/test_results.py"]),
    ("Standings with tiebreak columns", ["pairer/standings.py", "pairer/tiebreak.py", "tests/test_standings.py"]),
    ("Clock: flag fall detection and time-forfeit result", ["pairer/clock.py", "pairer/results.py", "tests/test_clock.py"]),
    ("Colour: no three same colours in a row", ["pairer/colours.py", "tests/test_colours.py"]),
    ("Refactor swiss.py into score-group module", ["pairer/swiss.py", "pairer/scoregroups.py", "tests/test_swiss.py"]),
    ("Late entries join with zero points", ["pairer/swiss.py", "pairer/io/registrations.py", "tests/test_swiss.py"]),
    ("Export pairings to FIDE TRF format", ["pairer/io/trf.py", "tests/test_trf.py", "tests/data/round3.trf"]),
    ("Docs: arbiter quick-start", ["docs/arbiter.md", "README.md"]),
    ("Withdrawals: drop player from future rounds", ["pairer/player.py", "pairer/swiss.py", "tests/test_withdraw.py"]),
    ("Fix Buchholz for players with byes (virtual opponent)", ["pairer/tiebreak.py", "tests/test_tiebreak.py"]),
    ("Accelerated pairings for the first two rounds", ["pairer/swiss.py", "pairer/scoregroups.py", "tests/test_accel.py"]),
    ("Clock sync over serial for DGT boards", ["pairer/clock.py", "pairer/dgt.py"]),
    ("Remove DGT serial support, moved to separate plugin", ["pairer/dgt.py", "pairer/clock.py"]),
    ("Median Buchholz variant", ["pairer/tiebreak.py", "tests/test_tiebreak.py"]),
    ("Bump version to 0.9.0", ["pyproject.toml", "CHANGELOG.md"]),
    ("Performance: cache score groups between rounds", ["pairer/scoregroups.py"]),
    ("Team event support: board order and match points", ["pairer/team.py", "tests/test_team.py", "pairer/standings.py"]),
    ("Fix: rematch check ignored forfeited games", ["pairer/swiss.py", "tests/test_swiss.py"]),
    ("HTML standings page", ["pairer/report.py", "pairer/templates/standings.html"]),
    ("Time control validation in CLI", ["pairer/cli.py", "pairer/clock.py"]),
    ("Round-robin (Berger tables) for small sections", ["pairer/roundrobin.py", "tests/test_roundrobin.py"]),
    ("Docs: tiebreak order explained", ["docs/tiebreaks.md"]),
    ("Direct encounter tiebreak", ["pairer/tiebreak.py", "tests/test_tiebreak.py"]),
    ("Release 1.0.0", ["pyproject.toml", "CHANGELOG.md", "README.md"]),
]
files = {}
for i, (msg, touched) in enumerate(plan):
    name, email = authors[(i * 7 + 3) % 4] if i else authors[0]
    for f in touched:
        os.makedirs(os.path.dirname(f) or ".", exist_ok=True)
        lines = files.get(f, [])
        if msg.startswith("Remove") and f == "pairer/dgt.py":
            os.remove(f); files.pop(f, None); subprocess.run(["git", "rm", "-q", f]); continue
        n_add = random.randint(3, 60)
        n_del = random.randint(0, min(len(lines), 25))
        for _ in range(n_del):
            lines.pop(random.randrange(len(lines)))
        for _ in range(n_add):
            lines.insert(random.randint(0, len(lines)), f"# {msg[:30]} {random.randint(0, 10**6)}")
        files[f] = lines
        with open(f, "w") as fh:
            fh.write("\n".join(lines) + "\n")
    subprocess.run(["git", "add", "-A"])
    day = 3 + i // 2
    date = f"2024-03-{day:02d}T{10 + (i % 8)}:{(i * 13) % 60:02d}:00+01:00" if day <= 31 else f"2024-04-{day - 31:02d}T{10 + (i % 8)}:{(i * 13) % 60:02d}:00+01:00"
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=email, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=email, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "commit", "-q", "-m", msg], env=env)
EOF
git log --stat 2>&1 | neut > "$OUT"
