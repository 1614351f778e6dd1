#!/usr/bin/env bash
# pytest -rA run of a spice-blending mill: errors raised inside fixtures (setup and teardown), plus passes.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/spicemill
fresh "$P"
mkdir -p spicemill tests data
touch spicemill/__init__.py
cat > data/recipes.json <<'JS'
{"garam-masala": {"cumin": 20, "coriander": 25, "cardamom": 10, "clove": 5, "cinnamon": 10, "pepper": 15},
 "ras-el-hanout": {"cumin": 10, "ginger": 10, "cinnamon": 10, "paprika": 15, "turmeric": 10, "coriander": 10},
 "baharat": {"pepper": 20, "paprika": 20, "cumin": 15, "coriander": 15, "clove": 5, "nutmeg": 5}}
JS
cat > spicemill/blend.py <<'PY'
import json
import sqlite3
from pathlib import Path


class Pantry:
    def __init__(self, db_path):
        self.conn = sqlite3.connect(db_path)
        self.conn.execute("create table if not exists stock (spice text primary key, grams integer)")

    def add(self, spice, grams):
        self.conn.execute("insert into stock values (?, ?) on conflict(spice) do update set grams = grams + ?",
                          (spice, grams, grams))

    def grams(self, spice):
        row = self.conn.execute("select grams from stock where spice = ?", (spice,)).fetchone()
        return row[0] if row else 0

    def close(self):
        self.conn.commit()
        self.conn.close()


def load_recipes(path):
    return json.loads(Path(path).read_text())


def scale(recipe, batch_grams):
    total = sum(recipe.values())
    return {k: round(v * batch_grams / total, 1) for k, v in recipe.items()}


def can_make(pantry, recipe, batch_grams):
    need = scale(recipe, batch_grams)
    return all(pantry.grams(s) >= g for s, g in need.items())
PY
cat > tests/conftest.py <<'PY'
import pytest
from spicemill.blend import Pantry, load_recipes


@pytest.fixture
def recipes():
    return load_recipes("data/recipes.json")


@pytest.fixture
def pantry(tmp_path):
    p = Pantry(tmp_path / "pantry.db")
    for spice, grams in [("cumin", 500), ("coriander", 400), ("cardamom", 80), ("clove", 60),
                         ("cinnamon", 200), ("pepper", 300), ("paprika", 250)]:
        p.add(spice, grams)
    yield p
    p.close()


@pytest.fixture
def supplier_prices():
    import csv
    with open("data/supplier_prices.csv") as fh:
        return {row["spice"]: float(row["eur_per_kg"]) for row in csv.DictReader(fh)}


@pytest.fixture
def grinder_log(tmp_path):
    log = tmp_path / "grinder.log"
    log.write_text("")
    yield log
    lines = log.read_text().splitlines()
    assert len(lines) <= 2, f"grinder ran {len(lines)} times, expected at most 2"
PY
cat > tests/test_blend.py <<'PY'
from spicemill.blend import scale, can_make


def test_scale_keeps_proportions(recipes):
    out = scale(recipes["garam-masala"], 170)
    assert out["coriander"] == 50.0


def test_can_make_small_batch(pantry, recipes):
    assert can_make(pantry, recipes["baharat"], 200)


def test_cannot_make_without_ginger(pantry, recipes):
    assert not can_make(pantry, recipes["ras-el-hanout"], 100)


def test_batch_cost(supplier_prices, recipes):
    need = scale(recipes["baharat"], 1000)
    cost = sum(supplier_prices[s] * g / 1000 for s, g in need.items())
    assert cost < 40


def test_grind_twice(grinder_log):
    with grinder_log.open("a") as fh:
        for batch in ("garam-masala", "baharat", "baharat"):
            fh.write(f"ground {batch}\n")
    assert grinder_log.exists()


def test_pantry_topup(pantry):
    pantry.add("nutmeg", 40)
    assert pantry.grams("nutmeg") == 40
PY
run "python -m pytest -rA -p no:cacheprovider --basetemp=.pytest-tmp tests" | neutralise
