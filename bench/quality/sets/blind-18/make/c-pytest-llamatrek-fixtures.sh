#!/bin/bash
# pytest -rA run where fixtures break: a setup error, a missing fixture, a teardown error, plus ordinary passes/failures.
. "$(dirname "$0")/c-lib.sh"
setup llamatrek
mkdir -p llamatrek tests
touch llamatrek/__init__.py
cat > llamatrek/herd.py <<'PY'
import json

class Llama:
    def __init__(self, name, age, max_pack_kg):
        self.name, self.age, self.max_pack_kg = name, age, max_pack_kg

    def can_carry(self, kg):
        return kg <= self.max_pack_kg and self.age >= 3

class Herd:
    def __init__(self, llamas):
        self.llamas = {l.name: l for l in llamas}

    @classmethod
    def from_file(cls, path):
        with open(path) as f:
            data = json.load(f)
        return cls([Llama(d["name"], d["age"], d["max_pack_kg"]) for d in data["llamas"]])

    def assign(self, loads):
        plan = {}
        for item, kg in sorted(loads.items(), key=lambda kv: -kv[1]):
            for l in self.llamas.values():
                used = sum(w for (it, w) in plan.get(l.name, []))
                if l.can_carry(used + kg):
                    plan.setdefault(l.name, []).append((item, kg))
                    break
            else:
                raise ValueError(f"no llama can carry {item} ({kg} kg)")
        return plan
PY
cat > llamatrek/routes.py <<'PY'
import sqlite3

def open_routes(path):
    conn = sqlite3.connect(path)
    conn.execute("create table if not exists routes (name text primary key, km real, climb_m int)")
    return conn

def add_route(conn, name, km, climb):
    conn.execute("insert into routes values (?, ?, ?)", (name, km, climb))

def trek_hours(km, climb_m):
    return round(km / 3.5 + climb_m / 400, 2)
PY
cat > tests/conftest.py <<'PY'
import json, os
import pytest
from llamatrek.herd import Herd
from llamatrek.routes import open_routes, add_route

@pytest.fixture
def herd_file(tmp_path):
    p = tmp_path / "herd.json"
    p.write_text(json.dumps({"llamas": [
        {"name": "Pablo", "age": 6, "max_pack_kg": 30},
        {"name": "Quilla", "age": 4, "max_pack_kg": 25},
        {"name": "Tupac", "age": 2, "max_pack_kg": 20},
    ]}))
    return p

@pytest.fixture
def herd(herd_file):
    return Herd.from_file(herd_file)

@pytest.fixture
def season_herd():
    return Herd.from_file(os.environ.get("LLAMATREK_HERD", "data/herd-2025.json"))

@pytest.fixture
def routes_db(tmp_path):
    conn = open_routes(tmp_path / "routes.db")
    add_route(conn, "Valle Sagrado loop", 14.2, 620)
    add_route(conn, "Laguna ridge", 9.8, 850)
    yield conn
    conn.execute("drop table routes_archive")
    conn.close()
PY
cat > tests/test_herd.py <<'PY'
import pytest

def test_young_llama_cannot_carry(herd):
    assert not herd.llamas["Tupac"].can_carry(5)

def test_assign_heavy_first(herd):
    plan = herd.assign({"tent": 12, "stove": 4, "water": 18, "food": 15})
    assert plan["Pablo"] == [("water", 18), ("tent", 12)]

def test_assign_overload(herd):
    with pytest.raises(ValueError, match="no llama can carry"):
        herd.assign({"piano": 80})

def test_season_herd_size(season_herd):
    assert len(season_herd.llamas) == 11

def test_guide_assignment(herd, guide_roster):
    assert guide_roster.for_herd(herd)
PY
cat > tests/test_routes.py <<'PY'
from llamatrek.routes import trek_hours

def test_trek_hours():
    assert trek_hours(14.2, 620) == 5.61

def test_routes_loaded(routes_db):
    rows = routes_db.execute("select count(*) from routes").fetchone()
    assert rows[0] == 2

def test_longest_route(routes_db):
    name = routes_db.execute("select name from routes order by km desc limit 1").fetchone()[0]
    assert name == "Valle Sagrado loop"
PY
export PYTEST_ADDOPTS="--basetemp=$P/.pytest-tmp"  # keep tmp_path inside the project
capture pytest-llamatrek-fixtures <<'CMDS'
python3 -m pytest -rA -p no:benchmark tests
CMDS
