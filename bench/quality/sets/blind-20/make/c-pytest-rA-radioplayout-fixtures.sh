#!/bin/bash
# pytest -rA run of a toy community radio playout scheduler with fixture setup errors and a teardown error
. "$(dirname "$0")/c-lib.sh"
P=$WORK/radio-playout; rm -rf "$P"; mkdir -p "$P/playout" "$P/tests"; cd "$P"
touch playout/__init__.py
cat > playout/cart.py <<'PY'
import json, os

class CartWall:
    def __init__(self, root):
        self.root = root
        with open(os.path.join(root, "carts.json")) as fh:
            self.carts = json.load(fh)
    def duration(self, cart_id):
        return self.carts[cart_id]["seconds"]
    def close(self):
        if not self.carts:
            raise RuntimeError("cart wall closed twice")
        self.carts = {}

def fill_hour(carts, minutes=60, news_at=(0, 30)):
    used = len(news_at) * 180
    slots = []
    for c in carts:
        if used + c[1] > minutes * 60:
            break
        slots.append(c[0]); used += c[1]
    return slots, minutes * 60 - used
PY
cat > tests/conftest.py <<'PY'
import json, pytest
from playout.cart import CartWall

@pytest.fixture
def studio_dir(tmp_path):
    (tmp_path / "carts.json").write_text(json.dumps({"jingle-am": {"seconds": 12}, "weather-bed": {"seconds": 45}}))
    return tmp_path

@pytest.fixture
def cartwall(studio_dir):
    w = CartWall(studio_dir)
    yield w
    w.close()

@pytest.fixture
def archive_wall():
    return CartWall("/srv/playout/archive")

@pytest.fixture
def doubled_wall(cartwall):
    yield cartwall
    cartwall.close()
PY
cat > tests/test_cart.py <<'PY'
from playout.cart import fill_hour

def test_jingle_length(cartwall):
    assert cartwall.duration("jingle-am") == 12

def test_weather_bed(cartwall):
    assert cartwall.duration("weather-bed") == 45

def test_archive_has_idents(archive_wall):
    assert "station-ident" in archive_wall.carts

def test_close_twice(doubled_wall):
    assert doubled_wall.duration("jingle-am") == 12

def test_fill_hour_stops_when_full():
    songs = [(f"track-{i}", 210) for i in range(20)]
    slots, left = fill_hour(songs)
    assert len(slots) == 15 and left == 90

def test_fill_hour_no_news():
    slots, left = fill_hour([("long-mix", 3600)], news_at=())
    assert slots == ["long-mix"] and left == 0
PY
run c-pytest-rA-radioplayout-fixtures python3 -m pytest -rA -p no:randomly -p no:benchmark -p no:hypothesispytest --basetemp=.pytest-tmp tests
