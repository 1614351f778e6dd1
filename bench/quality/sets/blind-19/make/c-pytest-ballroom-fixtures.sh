#!/usr/bin/env bash
# pytest with errors in fixtures (setup error, teardown error, missing fixture) in a dance-studio booking toy project.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/ballroom; rm -rf "$P"; mkdir -p "$P/ballroom" "$P/tests"; cd "$P"
cat > ballroom/__init__.py <<'X'
X
cat > ballroom/studio.py <<'X'
import json
from pathlib import Path

class FloorFull(Exception):
    pass

class Studio:
    def __init__(self, name, floors):
        self.name = name
        self.floors = floors          # floor name -> capacity (couples)
        self.bookings = {}

    @classmethod
    def from_file(cls, path):
        data = json.loads(Path(path).read_text())
        return cls(data["name"], {f["floor"]: f["couples"] for f in data["floors"]})

    def book(self, floor, slot, couple):
        key = (floor, slot)
        taken = self.bookings.setdefault(key, [])
        if len(taken) >= self.floors[floor]:
            raise FloorFull(f"{floor} full at {slot}")
        taken.append(couple)
        return len(taken)

    def close(self):
        if any(len(v) > self.floors[k[0]] for k, v in self.bookings.items()):
            raise RuntimeError("overbooked floor detected on close")
        self.bookings.clear()
X
cat > tests/conftest.py <<'X'
import json
import pytest
from ballroom.studio import Studio

@pytest.fixture
def studio_file(tmp_path):
    p = tmp_path / "studio.json"
    p.write_text(json.dumps({"name": "Rosewood", "floors": [
        {"floor": "main", "couples": 12}, {"floor": "mirror", "couples": 4}]}))
    return p

@pytest.fixture
def studio(studio_file):
    s = Studio.from_file(studio_file)
    yield s
    s.close()

@pytest.fixture
def legacy_studio(tmp_path):
    p = tmp_path / "legacy.json"
    p.write_text(json.dumps({"name": "Old Hall", "rooms": [{"floor": "annex", "couples": 6}]}))
    return Studio.from_file(p)

@pytest.fixture(scope="module")
def instructor_roster():
    with open("fixtures/instructors.csv") as fh:
        return [line.strip().split(",") for line in fh]
X
cat > tests/test_booking.py <<'X'
import pytest
from ballroom.studio import FloorFull

def test_book_main_floor(studio):
    assert studio.book("main", "19:00", ("Ana", "Ben")) == 1

def test_mirror_floor_fills(studio):
    for i in range(4):
        studio.book("mirror", "20:00", (f"a{i}", f"b{i}"))
    with pytest.raises(FloorFull):
        studio.book("mirror", "20:00", ("late", "pair"))

def test_overbook_then_close(studio):
    studio.bookings[("mirror", "21:00")] = [("x", "y")] * 5
    assert len(studio.bookings) == 1

def test_legacy_import(legacy_studio):
    assert legacy_studio.name == "Old Hall"

def test_roster_size(instructor_roster):
    assert len(instructor_roster) == 7

def test_waitlist(studio, waitlist):
    assert waitlist == []

def test_studio_name(studio):
    assert studio.name == "Rosewood"
X
capture c-pytest-ballroom-fixtures 'python3 -m pytest -p no:cacheprovider tests'
