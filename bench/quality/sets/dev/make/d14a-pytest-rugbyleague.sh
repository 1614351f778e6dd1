#!/usr/bin/env bash
# d14a: pytest -v over a rugby-league competition manager (parametrized suite,
# two failures far apart, a fixture error, skips, xfail, warnings summary).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/rugbyleague
rm -rf "$P"; mkdir -p "$P/leaguebook" "$P/tests" "$P/data"; cd "$P"
PYBASE=$(python3 -c 'import sys;print(sys.base_prefix)')

cat > pyproject.toml <<'EOF'
[project]
name = "leaguebook"
version = "0.9.2"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long-running season simulations"]
EOF

cat > leaguebook/__init__.py <<'EOF'
"""Competition manager for an amateur rugby league."""
__version__ = "0.9.2"
EOF

cat > leaguebook/scoring.py <<'EOF'
import warnings

TRY = 4
CONVERSION = 2
PENALTY_GOAL = 2
DROP_GOAL = 1


def match_points(tries, conversions, penalty_goals, drop_goals):
    if conversions > tries:
        raise ValueError(f"{conversions} conversions for only {tries} tries")
    return tries * TRY + conversions * CONVERSION + penalty_goals * PENALTY_GOAL + drop_goals * DROP_GOAL


def margin_band(home, away):
    """Band used by the judiciary report: 'draw', 'close' (1-6), 'clear' (7-12), 'rout' (13+)."""
    margin = abs(home - away)
    if margin == 0:
        return "draw"
    if margin <= 6:
        return "close"
    if margin < 12:
        return "clear"
    return "rout"


def legacy_bonus(home, away):
    warnings.warn("legacy_bonus() is deprecated; use ladder.bonus_points()", DeprecationWarning, stacklevel=2)
    return 1 if abs(home - away) <= 6 else 0
EOF

cat > leaguebook/ladder.py <<'EOF'
from dataclasses import dataclass, field


@dataclass
class Row:
    club: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points_for: int = 0
    points_against: int = 0
    byes: int = 0

    @property
    def diff(self):
        return self.points_for - self.points_against

    @property
    def competition_points(self):
        return self.won * 2 + self.drawn + self.byes * 2


def record(rows, home, away, hs, as_):
    h = rows.setdefault(home, Row(home))
    a = rows.setdefault(away, Row(away))
    for r, f, ag in ((h, hs, as_), (a, as_, hs)):
        r.played += 1
        r.points_for += f
        r.points_against += ag
    if hs > as_:
        h.won += 1; a.lost += 1
    elif as_ > hs:
        a.won += 1; h.lost += 1
    else:
        h.drawn += 1; a.drawn += 1


def standings(rows):
    # tie-break: competition points, then points difference, then points for
    return sorted(rows.values(), key=lambda r: (-r.competition_points, -r.diff, r.club))
EOF

cat > leaguebook/discipline.py <<'EOF'
SIN_BIN_MINUTES = 10


def suspension_weeks(grade, prior_offences):
    base = {"A": 0, "B": 1, "C": 2, "D": 4, "E": 8}[grade]
    loading = 0.25 * prior_offences
    return round(base * (1 + loading))


def players_on_field(events, minute):
    """13 minus sin-binned and sent-off players at a given minute."""
    off = 0
    for kind, at in events:
        if kind == "sinbin" and at <= minute < at + SIN_BIN_MINUTES:
            off += 1
        elif kind == "sendoff" and at <= minute:
            off += 1
    return 13 - off
EOF

cat > leaguebook/draw.py <<'EOF'
import json
from pathlib import Path


def round_robin(clubs):
    clubs = list(clubs)
    if len(clubs) % 2:
        clubs.append("BYE")
    n = len(clubs)
    rounds = []
    for r in range(n - 1):
        pairs = [(clubs[i], clubs[n - 1 - i]) for i in range(n // 2)]
        rounds.append(pairs if r % 2 == 0 else [(b, a) for a, b in pairs])
        clubs = [clubs[0]] + [clubs[-1]] + clubs[1:-1]
    return rounds


def load_grounds(path):
    data = json.loads(Path(path).read_text())
    return {g["club"]: g["ground"] for g in data["grounds"]}
EOF

cat > data/grounds.json <<'EOF'
{"season": 2025, "grounds": [
 {"club": "Harbour Gulls", "ground": "Wharf Oval"},
 {"club": "Millbrook Rams", "ground": "Tanner Park"},
 {"club": "Ridge Falcons", "ground": "Ridge Reserve"}
]}
EOF

cat > tests/conftest.py <<'EOF'
import json
from pathlib import Path
import pytest

DATA = Path(__file__).parent.parent / "data"

CLUBS = ["Harbour Gulls", "Millbrook Rams", "Ridge Falcons", "Quarry Bulldogs",
         "Saltmarsh Eels", "Kingfisher Bay", "Northgate Wolves", "Cedar Vale"]


@pytest.fixture
def clubs():
    return list(CLUBS)


@pytest.fixture(scope="module")
def referee_panel():
    panel = json.loads((DATA / "referees.json").read_text())
    return panel["panel"]
EOF

python3 - <<'EOF'
import itertools
lines = ["import pytest", "from leaguebook.scoring import match_points, margin_band, legacy_bonus", ""]
cases = []
for t, c, p, d in itertools.product(range(0, 9), range(0, 6), range(0, 5), range(0, 3)):
    if c > t:
        continue
    cases.append((t, c, p, d, t*4 + c*2 + p*2 + d))
cases = cases[:620]
lines.append("CASES = [")
for t, c, p, d, e in cases:
    lines.append(f"    pytest.param({t}, {c}, {p}, {d}, {e}, id='t{t}-c{c}-p{p}-d{d}'),")
lines.append("]")
lines += ["", "@pytest.mark.parametrize('tries,conv,pens,drops,expected', CASES)",
          "def test_match_points(tries, conv, pens, drops, expected):",
          "    assert match_points(tries, conv, pens, drops) == expected", ""]
lines += ["def expected_band(m):",
          "    if m == 0: return 'draw'",
          "    if m <= 6: return 'close'",
          "    if m <= 12: return 'clear'",
          "    return 'rout'", "",
          "MARGINS = [(h, a) for h in range(0, 40, 3) for a in (0, 5, 11, 17, 23, 29)]", "",
          "@pytest.mark.parametrize('home,away', MARGINS, ids=[f'{h}-{a}' for h, a in MARGINS])",
          "def test_margin_band(home, away):",
          "    band = margin_band(home, away)",
          "    assert band == expected_band(abs(home - away)), f'margin {abs(home-away)} banded as {band}'", "",
          "def test_conversions_cannot_exceed_tries():",
          "    with pytest.raises(ValueError, match='conversions for only'):",
          "        match_points(1, 2, 0, 0)", "",
          "def test_legacy_bonus_still_works():",
          "    assert legacy_bonus(20, 16) == 1", ""]
open("tests/test_scoring.py", "w").write("\n".join(lines))

lines = ["import pytest", "from leaguebook.ladder import record, standings, Row", ""]
results = []
import random
rnd = random.Random(7)
clubs = ["Harbour Gulls", "Millbrook Rams", "Ridge Falcons", "Quarry Bulldogs",
         "Saltmarsh Eels", "Kingfisher Bay", "Northgate Wolves", "Cedar Vale"]
lines.append("@pytest.mark.parametrize('rnd', range(1, 561), ids=[f'round{i:03d}' for i in range(1, 561)])")
lines += ["def test_points_conserved(rnd, clubs):",
          "    import random",
          "    r = random.Random(rnd)",
          "    rows = {}",
          "    for i in range(0, len(clubs), 2):",
          "        record(rows, clubs[i], clubs[i+1], r.randint(0, 40), r.randint(0, 40))",
          "    assert sum(x.points_for for x in rows.values()) == sum(x.points_against for x in rows.values())",
          "    assert sum(x.played for x in rows.values()) == len(clubs)", "",
          "def test_tie_break_uses_points_for_before_name():",
          "    rows = {",
          "        'Cedar Vale': Row('Cedar Vale', played=3, won=2, lost=1, points_for=70, points_against=50),",
          "        'Ridge Falcons': Row('Ridge Falcons', played=3, won=2, lost=1, points_for=90, points_against=70),",
          "    }",
          "    order = [r.club for r in standings(rows)]",
          "    assert order == ['Ridge Falcons', 'Cedar Vale']", "",
          "def test_byes_count_two_points():",
          "    assert Row('Cedar Vale', byes=1).competition_points == 2", "",
          "@pytest.mark.skip(reason='golden-point extra time rules not settled by the board')",
          "def test_golden_point_draw():",
          "    pass", "",
          "@pytest.mark.xfail(reason='forfeits are not modelled yet', strict=False)",
          "def test_forfeit_scored_as_24_nil():",
          "    rows = {}",
          "    record(rows, 'Cedar Vale', 'Ridge Falcons', 0, 0)",
          "    assert rows['Ridge Falcons'].won == 1", ""]
open("tests/test_ladder.py", "w").write("\n".join(lines))

lines = ["import sys", "import pytest", "from leaguebook.discipline import suspension_weeks, players_on_field", ""]
lines.append("@pytest.mark.parametrize('grade', list('ABCDE'))")
lines.append("@pytest.mark.parametrize('prior', range(0, 9))")
lines += ["def test_suspension_is_monotonic(grade, prior):",
          "    assert suspension_weeks(grade, prior + 1) >= suspension_weeks(grade, prior)", ""]
lines.append("@pytest.mark.parametrize('minute', range(0, 80))")
lines += ["def test_sin_bin_window(minute):",
          "    events = [('sinbin', 20), ('sinbin', 55), ('sendoff', 70)]",
          "    expected = 13 - (20 <= minute < 30) - (55 <= minute < 65) - (minute >= 70)",
          "    assert players_on_field(events, minute) == expected", "",
          "def test_referee_panel_covers_all_grades(referee_panel):",
          "    assert {r['grade'] for r in referee_panel} >= set('ABCDE')", "",
          "def test_referee_panel_has_no_duplicates(referee_panel):",
          "    names = [r['name'] for r in referee_panel]",
          "    assert len(names) == len(set(names))", "",
          "@pytest.mark.skipif(sys.platform.startswith('linux'), reason='judiciary PDF export needs the Windows print spooler')",
          "def test_export_judiciary_pdf():",
          "    pass", ""]
open("tests/test_discipline.py", "w").write("\n".join(lines))

lines = ["import warnings", "import pytest", "from leaguebook.draw import round_robin, load_grounds", ""]
lines.append("@pytest.mark.parametrize('n', range(4, 21))")
lines += ["def test_round_robin_every_pair_once(n):",
          "    clubs = [f'C{i}' for i in range(n)]",
          "    seen = set()",
          "    for rnd in round_robin(clubs):",
          "        for a, b in rnd:",
          "            if 'BYE' in (a, b):",
          "                continue",
          "            key = frozenset((a, b))",
          "            assert key not in seen",
          "            seen.add(key)",
          "    assert len(seen) == n * (n - 1) // 2", ""]
lines.append("@pytest.mark.parametrize('club', ['Harbour Gulls', 'Millbrook Rams', 'Ridge Falcons', 'Quarry Bulldogs'])")
lines += ["def test_every_club_has_a_ground(club):",
          "    grounds = load_grounds('data/grounds.json')",
          "    assert club in grounds, f'no home ground for {club}'", "",
          "def test_draw_warns_about_odd_field():",
          "    warnings.warn('odd number of clubs: a bye is inserted every round', UserWarning)",
          "    assert len(round_robin(['A', 'B', 'C'])) == 3", "",
          "@pytest.mark.slow",
          "@pytest.mark.skip(reason='season simulation takes 40 minutes; run nightly')",
          "def test_full_season_simulation():",
          "    pass", ""]
open("tests/test_draw.py", "w").write("\n".join(lines))
EOF

neutral() {
  sed -e "s#$PYBASE/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*m//g'
}

{
  echo "\$ python -m pytest -v -rsx -p no:cacheprovider"
  timeout 120 python3 -m pytest -v -rsx -p no:cacheprovider -p no:benchmark 2>&1
  echo "exit status: $?"
} | head -c 3000000 | neutral
