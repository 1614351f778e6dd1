#!/usr/bin/env bash
# c-pytest-tattoo-fixtures: pytest -rA on a tattoo-studio booking app where
# fixtures fail in setup and teardown (errors, not failures).
# Usage: WORK=<scratch dir> bash c-pytest-tattoo-fixtures.sh > ../outputs/c-pytest-tattoo-fixtures.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/inkbook
rm -rf "$P"; mkdir -p "$P/inkbook" "$P/tests" "$P/config"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > pytest.ini <<'T'
[pytest]
testpaths = tests
T
touch inkbook/__init__.py
cat > config/studio.json <<'T'
{"name": "Anchor & Swallow", "chairs": 4, "open": "11:00", "close": "20:00",
 "deposit_pct": 25, "artists": ["mara", "teo", "juno"]}
T
cat > inkbook/studio.py <<'T'
import json
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path


class Studio:
    def __init__(self, cfg_path: Path):
        cfg = json.loads(Path(cfg_path).read_text())
        self.name = cfg["name"]
        self.chairs = cfg["chairs"]
        self.open = datetime.strptime(cfg["open"], "%H:%M").time()
        self.close = datetime.strptime(cfg["close"], "%H:%M").time()
        self.deposit_pct = cfg["deposit_pct"]
        self.artists = cfg["artists"]


class Ledger:
    def __init__(self, path=":memory:"):
        self.db = sqlite3.connect(path)
        self.db.execute("create table sessions (id integer primary key, artist text, client text,"
                        " start text, minutes integer, price integer, deposit integer)")

    def book(self, artist, client, start: datetime, minutes, price, deposit_pct):
        deposit = price * deposit_pct // 100
        cur = self.db.execute("insert into sessions (artist, client, start, minutes, price, deposit)"
                              " values (?, ?, ?, ?, ?, ?)",
                              (artist, client, start.isoformat(), minutes, price, deposit))
        return cur.lastrowid

    def day(self, artist, date):
        rows = self.db.execute("select start, minutes from sessions where artist = ? and start like ?",
                               (artist, f"{date.isoformat()}%")).fetchall()
        return [(datetime.fromisoformat(s), m) for s, m in rows]

    def free_slots(self, artist, date, studio, slot=60):
        taken = self.day(artist, date)
        t = datetime.combine(date, studio.open)
        end = datetime.combine(date, studio.close)
        out = []
        while t + timedelta(minutes=slot) <= end:
            clash = any(s <= t < s + timedelta(minutes=m) for s, m in taken)
            if not clash:
                out.append(t.strftime("%H:%M"))
            t += timedelta(minutes=slot)
        return out

    def close(self):
        self.db.close()


def quote(hours: float, rate: int = 120, design_fee: int = 0) -> int:
    minimum = 80
    return max(minimum, round(hours * rate) + design_fee)
T
cat > tests/conftest.py <<'T'
from datetime import date
from pathlib import Path

import pytest

from inkbook.studio import Ledger, Studio

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def studio():
    return Studio(ROOT / "config" / "studio.json")


@pytest.fixture
def flash_studio():
    # weekend flash-day configuration
    return Studio(ROOT / "config" / "flash_day.json")


@pytest.fixture
def ledger():
    led = Ledger()
    yield led
    led.close()


@pytest.fixture
def busy_ledger(ledger, studio):
    from datetime import datetime
    ledger.book("mara", "k.obi", datetime(2026, 3, 14, 11, 0), 120, 300, studio.deposit_pct)
    ledger.book("mara", "r.lind", datetime(2026, 3, 14, 15, 0), 60, 150, studio.deposit_pct)
    yield ledger
    rows = ledger.db.execute("select count(*) from session").fetchone()
    assert rows[0] >= 2


@pytest.fixture
def saturday():
    return date(2026, 3, 14)
T
cat > tests/test_quote.py <<'T'
import pytest
from inkbook.studio import quote


@pytest.mark.parametrize("hours,rate,fee,expected", [
    (0.25, 120, 0, 80),
    (0.5, 120, 0, 80),
    (1, 120, 0, 120),
    (1.5, 120, 0, 180),
    (2, 140, 0, 280),
    (3, 120, 50, 410),
    (4.5, 110, 75, 570),
    (6, 120, 0, 720),
])
def test_quote(hours, rate, fee, expected):
    assert quote(hours, rate, fee) == expected


def test_quote_default_rate():
    assert quote(2) == 240
T
cat > tests/test_studio.py <<'T'
from datetime import time


def test_name(studio):
    assert studio.name == "Anchor & Swallow"


def test_hours(studio):
    assert studio.open == time(11, 0)
    assert studio.close == time(20, 0)


def test_artists(studio):
    assert studio.artists == ["mara", "teo", "juno"]


def test_flash_day_has_more_chairs(flash_studio, studio):
    assert flash_studio.chairs > studio.chairs


def test_flash_day_deposit(flash_studio):
    assert flash_studio.deposit_pct == 0
T
cat > tests/test_ledger.py <<'T'
from datetime import datetime


def test_book_returns_id(ledger, studio):
    sid = ledger.book("teo", "a.park", datetime(2026, 3, 12, 13, 0), 90, 200, studio.deposit_pct)
    assert sid == 1


def test_deposit_is_rounded_down(ledger, studio):
    ledger.book("teo", "a.park", datetime(2026, 3, 12, 13, 0), 90, 210, studio.deposit_pct)
    (dep,) = ledger.db.execute("select deposit from sessions").fetchone()
    assert dep == 52


def test_free_slots_empty_day(ledger, studio, saturday):
    assert len(ledger.free_slots("juno", saturday, studio)) == 9


def test_free_slots_busy_day(busy_ledger, studio, saturday):
    slots = busy_ledger.free_slots("mara", saturday, studio)
    assert "11:00" not in slots and "12:00" not in slots
    assert "15:00" not in slots


def test_other_artist_unaffected(busy_ledger, studio, saturday):
    assert len(busy_ledger.free_slots("teo", saturday, studio)) == 9


def test_day_listing(busy_ledger, saturday):
    assert [m for _, m in busy_ledger.day("mara", saturday)] == [120, 60]


def test_reschedule(ledger, studio, saturday, clock):
    pass
T
{
  echo '$ python -m pytest -rA'
  python3 -m pytest -rA -p no:cacheprovider 2>&1; echo "exit status: $?"
} | neutral
