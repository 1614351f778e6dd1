#!/usr/bin/env bash
# d2-pytest-rowing-fixture: rowing-club boat roster; pytest with fixture errors at setup among passing tests.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/boathouse
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/boathouse" "$P/tests"; cd "$P"
touch boathouse/__init__.py
cat > boathouse/roster.py <<'EOF'
import json
from dataclasses import dataclass

SEATS = {"1x": 1, "2x": 2, "2-": 2, "4x": 4, "4+": 5, "8+": 9}


@dataclass
class Rower:
    name: str
    side: str  # "stroke", "bow" or "both"
    sculler: bool
    cox: bool = False


def load_members(path):
    with open(path) as fh:
        return [Rower(**m) for m in json.load(fh)]


def seats_for(boat_class: str) -> int:
    return SEATS[boat_class]


def can_crew(boat_class: str, crew: list) -> bool:
    if len(crew) != seats_for(boat_class):
        return False
    coxed = boat_class.endswith("+")
    rowers = crew[:-1] if coxed else crew
    if coxed and not crew[-1].cox:
        return False
    if "x" in boat_class:
        return all(r.sculler for r in rowers)
    stroke = sum(1 for r in rowers if r.side in ("stroke", "both"))
    bow = sum(1 for r in rowers if r.side in ("bow", "both"))
    return stroke >= len(rowers) // 2 and bow >= len(rowers) // 2
EOF
cat > tests/conftest.py <<'EOF'
import json
import os
import pytest
from boathouse.roster import Rower, load_members

FIXTURES = os.path.join(os.path.dirname(__file__), "data")


@pytest.fixture
def scullers():
    return [Rower("Ines", "both", True), Rower("Theo", "bow", True)]


@pytest.fixture
def members():
    return load_members(os.path.join(FIXTURES, "members_2024.json"))


@pytest.fixture
def eight(members):
    return members[:9]


@pytest.fixture(scope="session")
def boathouse_db():
    url = os.environ["BOATHOUSE_DB_URL"]
    return url
EOF
cat > tests/test_roster.py <<'EOF'
import pytest
from boathouse.roster import Rower, can_crew, seats_for


def test_seats():
    assert seats_for("8+") == 9
    assert seats_for("1x") == 1


def test_double_scull(scullers):
    assert can_crew("2x", scullers)


def test_pair_needs_sides():
    crew = [Rower("A", "stroke", False), Rower("B", "stroke", False)]
    assert not can_crew("2-", crew)


def test_coxed_four_requires_cox():
    crew = [Rower(n, "both", False) for n in "ABCD"] + [Rower("E", "both", False)]
    assert not can_crew("4+", crew)


def test_eight_from_members(eight):
    assert can_crew("8+", eight)


def test_quad_from_members(members):
    quad = [m for m in members if m.sculler][:4]
    assert can_crew("4x", quad)


def test_sync_roster(boathouse_db):
    assert boathouse_db.startswith("postgres://")


def test_regatta_entries(regatta_entries):
    assert len(regatta_entries) == 3
EOF
python3 -m pytest 2>&1 | neutral
