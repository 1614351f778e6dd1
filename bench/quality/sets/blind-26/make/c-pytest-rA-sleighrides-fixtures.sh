#!/bin/bash
# pytest -rA: errors in fixtures (setup and teardown) of a sleigh-ride booking project
. "$(dirname "$0")/c-lib.sh"
P=$WORK/sleighrides
rm -rf "$P"; mkdir -p "$P/sleighrides" "$P/tests"
cat > "$P/sleighrides/__init__.py" <<'PY'
PY
cat > "$P/sleighrides/booking.py" <<'PY'
import json
import sqlite3

SEATS_PER_SLEIGH = 6


class Depot:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute("create table if not exists ride(id integer primary key, slot text, seats int)")

    def book(self, slot, seats):
        taken = self.db.execute("select coalesce(sum(seats),0) from ride where slot=?", (slot,)).fetchone()[0]
        if taken + seats > SEATS_PER_SLEIGH:
            raise OverflowError(f"slot {slot}: only {SEATS_PER_SLEIGH - taken} seats left")
        cur = self.db.execute("insert into ride(slot, seats) values (?, ?)", (slot, seats))
        return cur.lastrowid

    def close(self):
        self.db.close()


def load_reindeer(path):
    with open(path) as f:
        herd = json.load(f)
    return {r["name"]: r["stamina"] for r in herd["reindeer"]}
PY
cat > "$P/tests/conftest.py" <<'PY'
import json
import pytest
from sleighrides.booking import Depot, load_reindeer


@pytest.fixture
def depot(tmp_path):
    d = Depot(tmp_path / "rides.db")
    yield d
    d.close()


@pytest.fixture
def herd_file(tmp_path):
    p = tmp_path / "herd.json"
    p.write_text(json.dumps({"reindeer": [{"name": "Tuuli", "stamina": 7}, {"name": "Ruska"}]}))
    return p


@pytest.fixture
def herd(herd_file):
    return load_reindeer(herd_file)


@pytest.fixture
def full_slot(depot):
    depot.book("17:30", 4)
    depot.book("17:30", 3)
    return "17:30"


@pytest.fixture
def audit_log(tmp_path):
    log = tmp_path / "audit.txt"
    log.write_text("")
    yield log
    lines = log.read_text().splitlines()
    assert lines, "audit log is empty after the test"
PY
cat > "$P/tests/test_booking.py" <<'PY'
import pytest


def test_book_returns_id(depot):
    assert depot.book("16:00", 2) == 1


def test_second_booking_same_slot(depot):
    depot.book("16:00", 2)
    assert depot.book("16:00", 4) == 2


def test_overbooking_refused(depot):
    depot.book("16:30", 5)
    with pytest.raises(OverflowError, match="only 1 seats left"):
        depot.book("16:30", 2)


def test_full_slot_rejects(depot, full_slot):
    with pytest.raises(OverflowError):
        depot.book(full_slot, 1)


def test_herd_stamina(herd):
    assert herd["Tuuli"] == 7


def test_booking_is_audited(depot, audit_log):
    depot.book("18:00", 1)


def test_missing_fixture_name(depot, sleigh_colour):
    assert sleigh_colour == "red"


@pytest.mark.skip(reason="night rides need the lantern module (not ported yet)")
def test_night_ride_lanterns(depot):
    pass
PY
cd "$P"
{ run "python -m pytest -rA --basetemp=.pytest-tmp tests"; } | neutral
