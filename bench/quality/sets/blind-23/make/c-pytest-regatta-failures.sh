#!/bin/bash
# pytest run with assertion diffs and parametrized failures in a rowing-regatta results toy project.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/regatta-results; fresh "$P"; cd "$P"
mkdir -p regatta tests
cat > regatta/__init__.py <<'PY'
PY
cat > regatta/timing.py <<'PY'
from dataclasses import dataclass, field

@dataclass
class Split:
    marker_m: int
    elapsed_s: float

@dataclass
class Crew:
    bow_number: int
    club: str
    boat_class: str
    splits: list = field(default_factory=list)
    penalty_s: float = 0.0

    def finish_time(self):
        if not self.splits:
            return None
        return round(self.splits[-1].elapsed_s + self.penalty_s, 2)


def parse_time(text):
    """'6:42.31' -> 402.31 seconds"""
    mins, secs = text.split(":")
    return int(mins) * 60 + float(secs)


def format_time(seconds):
    mins = int(seconds // 60)
    secs = seconds - mins * 60
    return f"{mins}:{secs:05.2f}"


def handicap_factor(boat_class, age_band):
    base = {"1x": 1.0, "2x": 0.93, "4x": 0.86, "8+": 0.81, "4-": 0.88}
    band = {"A": 1.0, "B": 0.985, "C": 0.97, "D": 0.955, "E": 0.94, "F": 0.92}
    return base[boat_class] * band.get(age_band, 1.0)
PY
cat > regatta/results.py <<'PY'
from .timing import format_time


def rank(crews):
    finished = [c for c in crews if c.finish_time() is not None]
    finished.sort(key=lambda c: c.finish_time())
    table = []
    for place, crew in enumerate(finished, start=1):
        table.append({"place": place, "bow": crew.bow_number, "club": crew.club,
                      "time": format_time(crew.finish_time())})
    return table


def margins(crews):
    table = rank(crews)
    out = []
    for prev, cur in zip(table, table[1:]):
        out.append(cur["bow"])
    return out


def dnf_list(crews):
    return sorted(c.club for c in crews if not c.splits)


def progression(table, lanes=6):
    # top half progresses to the final, the rest to the repechage
    cut = lanes // 2
    return {"final": [r["bow"] for r in table[:cut]],
            "repechage": [r["bow"] for r in table[cut:]]}
PY
cat > tests/test_timing.py <<'PY'
import pytest
from regatta.timing import parse_time, format_time, handicap_factor, Crew, Split

@pytest.mark.parametrize("text,expected", [
    ("6:42.31", 402.31), ("7:00.00", 420.0), ("0:59.99", 59.99), ("10:03.5", 603.5),
])
def test_parse_time(text, expected):
    assert parse_time(text) == pytest.approx(expected)

@pytest.mark.parametrize("seconds,expected", [
    (402.31, "6:42.31"), (420.0, "7:00.00"), (59.99, "0:59.99"), (599.999, "10:00.00"),
])
def test_format_time(seconds, expected):
    assert format_time(seconds) == expected

@pytest.mark.parametrize("cls,band,expected", [
    ("1x", "A", 1.0), ("2x", "C", 0.9021), ("8+", "F", 0.7452), ("4+", "B", 0.8718),
])
def test_handicap_factor(cls, band, expected):
    assert handicap_factor(cls, band) == pytest.approx(expected, abs=1e-4)

def test_finish_time_includes_penalty():
    c = Crew(12, "Thames RC", "1x", [Split(500, 101.2), Split(2000, 412.8)], penalty_s=5)
    assert c.finish_time() == 417.8

def test_finish_time_none_without_splits():
    assert Crew(3, "Molesey BC", "2x").finish_time() is None
PY
cat > tests/test_results.py <<'PY'
from regatta.timing import Crew, Split
from regatta.results import rank, margins, dnf_list, progression

def crews():
    return [
        Crew(1, "Leander", "8+", [Split(2000, 352.4)]),
        Crew(2, "Tideway Scullers", "8+", [Split(2000, 349.9)]),
        Crew(3, "Agecroft", "8+", [Split(2000, 358.02)]),
        Crew(4, "Nottingham RC", "8+", []),
        Crew(5, "Durham ARC", "8+", [Split(2000, 352.4)], penalty_s=2.0),
        Crew(6, "Clydesdale", "8+", [Split(2000, 361.75)]),
    ]

def test_rank_order():
    table = rank(crews())
    assert [r["bow"] for r in table] == [2, 1, 5, 3, 6]

def test_rank_formats_time():
    table = rank(crews())
    assert table[0] == {"place": 1, "bow": 2, "club": "Tideway Scullers", "time": "5:49.90"}

def test_margins_in_seconds():
    assert margins(crews()) == [2.5, 2.0, 3.62, 3.73]

def test_dnf_list():
    assert dnf_list(crews()) == ["Nottingham RC"]

def test_progression_with_five_finishers():
    table = rank(crews())
    prog = progression(table, lanes=5)
    assert prog == {"final": [2, 1, 5], "repechage": [3, 6]}
PY
capture pytest-regatta-failures "$P" 'python -m pytest tests'
