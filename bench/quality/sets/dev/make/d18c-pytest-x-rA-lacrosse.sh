#!/bin/bash
# pytest -x -rA over a lacrosse league standings package: warnings, then -x stops at the first failure
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/lacrosseleague
rm -rf "$P"; mkdir -p "$P/lacrosse" "$P/tests"
cat > "$P/pytest.ini" <<'INI'
[pytest]
testpaths = tests
filterwarnings =
    default
INI
cat > "$P/lacrosse/__init__.py" <<'PY'
PY
cat > "$P/lacrosse/standings.py" <<'PY'
"""League table: 3 points a win, 1 an overtime loss."""
import warnings
from dataclasses import dataclass, field


@dataclass
class Row:
    team: str
    played: int = 0
    won: int = 0
    lost: int = 0
    ot_lost: int = 0
    goals_for: int = 0
    goals_against: int = 0

    @property
    def points(self):
        return self.won * 3 + self.ot_lost

    @property
    def diff(self):
        return self.goals_for - self.goals_against


def record(table, home, away, hg, ag, overtime=False):
    h = table.setdefault(home, Row(home))
    a = table.setdefault(away, Row(away))
    for row, gf, ga in ((h, hg, ag), (a, ag, hg)):
        row.played += 1
        row.goals_for += gf
        row.goals_against += ga
    winner, loser = (h, a) if hg > ag else (a, h)
    winner.won += 1
    if overtime:
        loser.ot_lost += 1
    else:
        loser.lost += 1


def ranked(table):
    return sorted(table.values(), key=lambda r: (-r.points, -r.diff, r.team))


def goal_ratio(row):
    warnings.warn("goal_ratio() is deprecated; use Row.diff", DeprecationWarning, stacklevel=2)
    return row.goals_for / max(row.goals_against, 1)
PY
cat > "$P/lacrosse/penalties.py" <<'PY'
"""Penalty minutes and man-down situations."""
MINUTES = {"slashing": 1, "tripping": 1, "cross-check": 1, "holding": 0.5,
           "interference": 0.5, "offsides": 0.5, "unsportsmanlike": 1, "illegal-body-check": 2}


def penalty_minutes(fouls):
    return sum(MINUTES[f] for f in fouls)


def releasable(foul):
    return MINUTES[foul] < 2
PY
cat > "$P/lacrosse/schedule.py" <<'PY'
"""Round-robin fixtures (circle method)."""


def round_robin(teams):
    teams = list(teams)
    if len(teams) % 2:
        teams.append(None)
    n = len(teams)
    rounds = []
    for r in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = teams[i], teams[n - 1 - i]
            if a is not None and b is not None:
                pairs.append((a, b) if r % 2 == 0 else (b, a))
        rounds.append(pairs)
        teams.insert(1, teams.pop())
    return rounds


def faceoff_pct(won, taken):
    return round(100 * won / taken, 1)
PY
python3 - "$P/tests" <<'PY'
import sys, os
d = sys.argv[1]
TEAMS = ["Otters", "Herons", "Badgers", "Kestrels", "Voles", "Stoats", "Ravens", "Pikes"]
open(os.path.join(d, "test_schedule.py"), "w").write(f'''import pytest
from lacrosse.schedule import round_robin, faceoff_pct

TEAMS = {TEAMS!r}


@pytest.mark.parametrize("n", range(2, 9))
def test_round_count(n):
    assert len(round_robin(TEAMS[:n])) == (n - 1 if n % 2 == 0 else n)


@pytest.mark.parametrize("n", range(2, 9))
def test_every_pair_meets_once(n):
    seen = set()
    for rnd in round_robin(TEAMS[:n]):
        for a, b in rnd:
            key = frozenset((a, b))
            assert key not in seen
            seen.add(key)
    assert len(seen) == n * (n - 1) // 2


@pytest.mark.parametrize("won,taken,pct", [(10, 20, 50.0), (7, 9, 77.8), (0, 5, 0.0), (13, 14, 92.9)])
def test_faceoff_pct(won, taken, pct):
    assert faceoff_pct(won, taken) == pct
''')
games = []
import itertools, random
rnd = random.Random(7)
for a, b in itertools.combinations(TEAMS, 2):
    hg, ag = rnd.randint(4, 15), rnd.randint(4, 15)
    if hg == ag: hg += 1
    games.append((a, b, hg, ag, rnd.random() < 0.15))
open(os.path.join(d, "test_standings.py"), "w").write(f'''import pytest
from lacrosse.standings import Row, record, ranked, goal_ratio

GAMES = {games!r}


@pytest.mark.parametrize("home,away,hg,ag,ot", GAMES)
def test_record_game(home, away, hg, ag, ot):
    table = {{}}
    record(table, home, away, hg, ag, overtime=ot)
    assert table[home].played == table[away].played == 1
    assert table[home].points + table[away].points == (4 if ot else 3)


@pytest.mark.parametrize("home,away,hg,ag,ot", GAMES[:10])
def test_goal_ratio(home, away, hg, ag, ot):
    table = {{}}
    record(table, home, away, hg, ag, overtime=ot)
    assert goal_ratio(table[home]) == pytest.approx(hg / ag)


def test_full_season_leader():
    table = {{}}
    for g in GAMES:
        record(table, *g[:4], overtime=g[4])
    top = ranked(table)[0]
    assert (top.team, top.points) == ("Kestrels", 15)


def test_tiebreak_by_goal_difference():
    t = {{"A": Row("A", won=2, goals_for=20, goals_against=10),
          "B": Row("B", won=2, goals_for=25, goals_against=12)}}
    assert [r.team for r in ranked(t)] == ["B", "A"]


def test_draw_is_rejected():
    table = {{}}
    with pytest.raises(ValueError):
        record(table, "Otters", "Voles", 9, 9)
''')
fouls = ["slashing", "tripping", "cross-check", "holding", "interference", "offsides", "unsportsmanlike", "illegal-body-check"]
open(os.path.join(d, "test_penalties.py"), "w").write(f'''import pytest
from lacrosse.penalties import penalty_minutes, releasable, MINUTES

FOULS = {fouls!r}


@pytest.mark.parametrize("a", FOULS)
@pytest.mark.parametrize("b", FOULS)
def test_two_fouls_add_up(a, b):
    assert penalty_minutes([a, b]) == MINUTES[a] + MINUTES[b]


@pytest.mark.parametrize("foul", FOULS)
def test_releasable(foul):
    assert releasable(foul) == (foul != "illegal-body-check")


def test_empty():
    assert penalty_minutes([]) == 0
''')
open(os.path.join(d, "test_table_format.py"), "w").write('''from lacrosse.standings import Row


def test_points_formula():
    assert Row("X", won=4, ot_lost=2).points == 14
''')
PY
cd "$P"
run "python -m pytest -x -rA" | neutral > "$OUTDIR/d18c-pytest-x-rA-lacrosse.txt"
