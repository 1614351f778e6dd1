#!/usr/bin/env bash
# c-pytest-sakebrew-x-warnings: `pytest -x` on a sake brewery fermentation tracker;
# the run stops at the first failure and prints a long warnings summary.
# Usage: WORK=<scratch dir> bash c-pytest-sakebrew-x-warnings.sh > ../outputs/c-pytest-sakebrew-x-warnings.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/kojilog
rm -rf "$P"; mkdir -p "$P/kojilog" "$P/tests"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > setup.cfg <<'T'
[tool:pytest]
testpaths = tests
T
touch kojilog/__init__.py
cat > kojilog/batch.py <<'T'
import datetime as dt
import warnings
from dataclasses import dataclass, field


@dataclass
class Reading:
    day: int
    ph: float
    brix: float
    temp_c: float


@dataclass
class Batch:
    name: str
    vessel_l: float
    started: dt.date
    rice: str = "yamadanishiki"
    koji_pct: float = 20
    readings: list = field(default_factory=list)

    def add(self, r: Reading):
        if r.temp_c < 20:
            warnings.warn(f"{self.name}: day {r.day} at {r.temp_c} C, fermentation will stall", UserWarning)
        self.readings.append(r)

    def ready(self) -> bool:
        if not self.readings:
            return False
        last = self.readings[-1]
        return last.ph <= 3.2 and last.brix <= 5.0

    def started_utc(self):
        return dt.datetime.utcfromtimestamp(dt.datetime.combine(self.started, dt.time()).timestamp())

    def abv_estimate(self) -> float:
        if len(self.readings) < 2:
            return 0.0
        drop = self.readings[0].brix - self.readings[-1].brix
        return round(drop * 0.13, 2)


def priming_sugar(volume_l: float, carbonation: str = "medium") -> float:
    per_l = {"low": 4, "medium": 7, "high": 10}[carbonation]
    return volume_l * per_l
T
cat > kojilog/store.py <<'T'
import json
import sqlite3


def save(batch, path):
    con = sqlite3.connect(path)
    con.execute("create table if not exists batch (name text, data text)")
    con.execute("insert into batch values (?, ?)", (batch.name, json.dumps([r.__dict__ for r in batch.readings])))
    con.commit()


def export_csv(batch, path):
    fh = open(path, "w")
    fh.write("day,ph,brix,temp_c\n")
    for r in batch.readings:
        fh.write(f"{r.day},{r.ph},{r.brix},{r.temp_c}\n")
    return path
T
cat > tests/conftest.py <<'T'
import datetime as dt
import pytest
from kojilog.batch import Batch, Reading


@pytest.fixture
def batch():
    b = Batch("junmai-14", 8.0, dt.date(2026, 1, 5), rice="omachi")
    for day, ph, brix, t in [(0, 4.4, 9.0, 24.0), (3, 3.9, 8.1, 23.5), (6, 3.5, 6.7, 19.0),
                             (9, 3.2, 5.4, 22.0), (12, 3.0, 4.6, 23.0)]:
        b.add(Reading(day, ph, brix, t))
    return b
T
cat > tests/test_batch.py <<'T'
import datetime as dt
import pytest
from kojilog.batch import Batch, Reading, priming_sugar


def test_ready(batch):
    assert batch.ready()


def test_not_ready_without_readings():
    assert not Batch("empty", 4.0, dt.date(2026, 1, 1)).ready()


def test_started_utc(batch):
    assert batch.started_utc().year == 2026


@pytest.mark.flaky
def test_abv_estimate(batch):
    # hydrometer check on 2026-01-17 gave 0.62 % ABV
    assert batch.abv_estimate() == pytest.approx(0.62, abs=0.01)


@pytest.mark.parametrize("vol,level,expected", [(1, "low", 4), (2, "medium", 14), (0.75, "high", 7.5)])
def test_priming_sugar(vol, level, expected):
    assert priming_sugar(vol, level) == expected


def test_cold_kura_warns():
    b = Batch("winter", 4.0, dt.date(2026, 1, 1))
    with pytest.warns(UserWarning, match="stall"):
        b.add(Reading(1, 4.2, 8.8, 17.5))
T
cat > tests/test_store.py <<'T'
import sqlite3
from kojilog import store


def test_save_roundtrip(batch, tmp_path):
    db = tmp_path / "brew.db"
    store.save(batch, db)
    rows = sqlite3.connect(db).execute("select name from batch").fetchall()
    assert rows == [("junmai-14",)]


def test_export_csv(batch, tmp_path):
    out = store.export_csv(batch, tmp_path / "b.csv")
    assert (tmp_path / "b.csv").read_text().count("\n") == 6


def test_export_csv_header(batch, tmp_path):
    store.export_csv(batch, tmp_path / "c.csv")
    assert (tmp_path / "c.csv").read_text().startswith("day,ph,brix,temp_c")
T
{
  echo '$ python -m pytest -x -W default'
  python3 -m pytest -x -W default -p no:cacheprovider --basetemp="$P/.pytest_tmp" 2>&1; echo "exit status: $?"
} | neutral
