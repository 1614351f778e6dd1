#!/bin/bash
# pytest -x stopping at the first failure, with a warnings summary, in a lacrosse league stats package.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/lacrosse-stats; fresh "$P"; cd "$P"
mkdir -p lax tests
touch lax/__init__.py
cat > pyproject.toml <<'T'
[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long-running season simulations"]
T
cat > lax/stats.py <<'PY'
import warnings, datetime

def faceoff_pct(won, taken):
    return round(100 * won / taken, 1)

def save_pct(saves, goals_against):
    shots = saves + goals_against
    return round(saves / shots, 3) if shots else 0.0

def points(goals, assists):
    return goals + assists

def gaa(goals_against, minutes_played, game_minutes=60):
    if game_minutes != 60:
        warnings.warn("game_minutes other than 60 is deprecated; use periods=4, period_minutes=15", DeprecationWarning, stacklevel=2)
    return round(goals_against * game_minutes / minutes_played, 2)

def game_day(ts):
    return datetime.datetime.utcfromtimestamp(ts).strftime("%a %d %b")

def shooting_pct(goals, shots):
    return round(goals / shots * 100, 1)
PY
cat > tests/test_stats.py <<'PY'
import pytest
from lax import stats

def test_faceoff_pct():
    assert stats.faceoff_pct(14, 22) == 63.6

def test_save_pct():
    assert stats.save_pct(12, 9) == 0.571

def test_save_pct_no_shots():
    assert stats.save_pct(0, 0) == 0.0

def test_points():
    assert stats.points(3, 4) == 7

def test_gaa_high_school_game():
    assert stats.gaa(8, 48, game_minutes=48) == 8.0

def test_game_day():
    assert stats.game_day(1773500000) == "Sat 14 Mar"

@pytest.mark.slow
def test_shooting_pct_no_shots():
    assert stats.shooting_pct(0, 0) == 0.0

def test_shooting_pct():
    assert stats.shooting_pct(5, 16) == 31.3
PY
capture pytest-x-lacrosse-warnings "$P" 'python -m pytest -x -q'
