#!/usr/bin/env bash
# d6c: pytest -v -rfEs --durations=5 on a roller-rink booking project: a big parametrized suite
# with two failures, one crash inside the project, a fixture setup error, skips and a deprecation warning.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-pytest-rollerrink-long.txt}
P=$WORK/rollerrink
rm -rf "$P"; mkdir -p "$P/rink" "$P/tests" "$P/schema"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$HOME/\.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#pytest-of-root#pytest-of-dev#g"; }
cat > pyproject.toml <<'EOF'
[project]
name = "rink"
version = "2.3.0"
[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["hardware: needs the rental counter card reader"]
EOF
: > rink/__init__.py
cat > rink/pricing.py <<'EOF'
import warnings

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
BASE = {"child": 6.0, "teen": 8.0, "adult": 10.0, "senior": 7.0}

def band(age: int) -> str:
    if age <= 12:
        return "child"
    if age <= 17:
        return "teen"
    if age >= 65:
        return "senior"
    return "adult"

def session_price(age: int, day: str, hour: int) -> float:
    price = BASE[band(age)]
    if day in ("sat", "sun"):
        price += 2.0
    if hour >= 20:
        price += 1.5          # late skate
    if day == "tue" and band(age) == "senior":
        price -= 2.0          # senior Tuesday
    return round(price, 2)

def rate_card(*args, **kwargs):
    if args:
        warnings.warn("rate_card(): positional 'day' is deprecated; pass day=",
                      DeprecationWarning, stacklevel=2)
        kwargs["day"] = args[0]
    day = kwargs["day"]
    return {b: session_price({"child": 8, "teen": 15, "adult": 30, "senior": 70}[b], day, 14)
            for b in BASE}
EOF
cat > rink/sizes.py <<'EOF'
# US skate size -> EU size. Inline boots run half a size small.
_US_TO_EU_ADULT = {4: 35, 5: 36.5, 6: 38, 7: 39.5, 8: 41, 9: 42.5, 10: 44, 11: 45.5, 12: 47, 13: 48.5, 14: 50, 15: 51.5}

def eu_size(us: float, kind: str = "quad", junior: bool = False) -> float:
    if junior:
        # junior sizes continue below the adult chart: J13 = EU 31.5, J1 = EU 33
        eu = 31.5 + (us - 13) * 1.5 if us >= 10 else 27 + (us - 10) * 1.5
        if us < 4 and us >= 1:
            eu = 33 + (us - 1) * 1.5
    else:
        lo = int(us)
        eu = _US_TO_EU_ADULT[lo] + (us - lo) * 1.5
    if kind == "inline":
        eu += 0.5
    return round(eu * 2) / 2
EOF
cat > rink/capacity.py <<'EOF'
FLOOR_M2 = 1850
M2_PER_SKATER = 4.5

def session_capacity(marshals: int, party_rooms_booked: int = 0) -> dict:
    raw = int(FLOOR_M2 / M2_PER_SKATER)
    by_marshals = marshals * 60
    cap = min(raw, by_marshals)
    return {"floor": raw, "marshal_limit": by_marshals, "capacity": cap,
            "party_guests": party_rooms_booked * 25}
EOF
cat > rink/schedule.py <<'EOF'
from dataclasses import dataclass

@dataclass
class Slot:
    kind: str
    start: int
    end: int

ROOMS = {"disco": 40, "neon": 25}

def book_party(slots: list, room: str, start: int, end: int, guests: int) -> Slot:
    limit = ROOMS[room]
    for s in slots:
        if s.kind.startswith("party:" + room) and s.start < end and start < s.end:
            raise ValueError(f"{room} already booked {s.start}-{s.end}")
    if guests > limit:
        raise ValueError(f"{room} holds {limit}, asked for {guests}")
    slot = Slot(f"party:{room}", start, end)
    slots.append(slot)
    return slot

def free_rooms(slots: list, start: int, end: int) -> list:
    busy = {s.kind.split(":")[1] for s in slots if s.start < end and start < s.end}
    return [r for r in ROOMS if r not in busy]
EOF
cat > rink/waivers.py <<'EOF'
import sqlite3
from pathlib import Path

def open_db(path: str, schema: Path) -> sqlite3.Connection:
    con = sqlite3.connect(path)
    con.executescript(schema.read_text())
    return con
EOF
cat > tests/conftest.py <<'EOF'
import pytest
from pathlib import Path
from rink.waivers import open_db

@pytest.fixture
def waiver_db(tmp_path):
    schema = Path(__file__).parent.parent / "schema" / "waivers_v3.sql"
    con = open_db(str(tmp_path / "w.db"), schema)
    yield con
    con.close()
EOF
cat > tests/test_pricing.py <<'EOF'
import pytest
from rink.pricing import session_price, rate_card, DAYS

AGES = [3, 4, 6, 8, 10, 11, 12, 13, 14, 16, 17, 18, 25, 40, 50, 64, 65, 70, 80, 90]
HOURS = list(range(9, 24))

def expected(age, day, hour):
    base = 6.0 if age <= 12 else 8.0 if age <= 17 else 7.0 if age >= 65 else 10.0
    base += 2.0 if day in ("sat", "sun") else 0
    base += 1.5 if hour >= 20 else 0
    base -= 2.0 if (day == "tue" and age >= 65) else 0
    return base

@pytest.mark.parametrize("hour", HOURS)
@pytest.mark.parametrize("day", DAYS)
@pytest.mark.parametrize("age", AGES)
def test_session_price(age, day, hour):
    assert session_price(age, day, hour) == pytest.approx(expected(age, day, hour))

def test_rate_card_weekend():
    assert rate_card("sat")["adult"] == 12.0

def test_rate_card_keyword():
    assert rate_card(day="tue")["senior"] == 5.0
EOF
cat > tests/test_sizes.py <<'EOF'
import pytest
from rink.sizes import eu_size

SIZES = [x / 2 for x in range(8, 31)]   # 4 .. 15

@pytest.mark.parametrize("us", SIZES)
@pytest.mark.parametrize("kind", ["quad", "inline"])
def test_adult_eu_size_monotonic(us, kind):
    assert eu_size(us + 0.5 if us < 15 else us, kind) >= eu_size(us, kind)

@pytest.mark.parametrize("us,eu", [(10, 27), (11, 28.5), (12, 30), (13, 31.5), (13.5, 32.5), (1, 33), (2, 34.5), (3, 36)])
def test_junior_chart(us, eu):
    assert eu_size(us, junior=True) == eu
EOF
cat > tests/test_capacity.py <<'EOF'
import pytest
from rink.capacity import session_capacity

@pytest.mark.parametrize("marshals", range(1, 9))
def test_capacity_never_exceeds_floor(marshals):
    assert session_capacity(marshals)["capacity"] <= 411

def test_capacity_with_party_rooms():
    assert session_capacity(marshals=5, party_rooms_booked=2) == {
        "floor": 411, "marshal_limit": 300, "capacity": 300, "party_guests": 65}
EOF
cat > tests/test_schedule.py <<'EOF'
import time
import pytest
from rink.schedule import Slot, book_party, free_rooms

@pytest.mark.parametrize("start", range(10, 20))
@pytest.mark.parametrize("room", ["disco", "neon"])
def test_book_empty_day(room, start):
    slots = []
    assert book_party(slots, room, start, start + 2, 20).kind == f"party:{room}"

def test_double_booking_rejected():
    slots = [Slot("party:disco", 14, 16)]
    with pytest.raises(ValueError, match="already booked"):
        book_party(slots, "disco", 15, 17, 10)

def test_free_rooms_ignores_public_sessions():
    slots = [Slot("public", 12, 18), Slot("party:neon", 13, 15)]
    assert free_rooms(slots, 14, 16) == ["disco"]

def test_full_day_rebuild():
    time.sleep(0.4)
    slots = []
    for h in range(10, 22, 2):
        book_party(slots, "disco", h, h + 2, 30)
    assert len(slots) == 6
EOF
cat > tests/test_waivers.py <<'EOF'
import sys
import pytest

def test_store_minor_waiver(waiver_db):
    waiver_db.execute("insert into waiver(name, age, guardian) values ('Ada', 9, 'Lin')")

def test_guardian_required(waiver_db):
    with pytest.raises(Exception):
        waiver_db.execute("insert into waiver(name, age) values ('Bo', 10)")

def test_waiver_expiry_year(waiver_db):
    assert waiver_db.execute("select 1").fetchone() == (1,)

@pytest.mark.hardware
@pytest.mark.skipif(not sys.platform.startswith("win"), reason="card reader driver only ships for the Windows till")
def test_scan_membership_card():
    pass

@pytest.mark.skip(reason="waiting on the insurer's new minimum-age rule (ticket RINK-212)")
def test_toddler_session_waiver():
    pass
EOF
mkdir -p "$P/.tmp"
{ echo '$ python3 -m pytest -v -rfEs --durations=5'; TMPDIR=$P/.tmp python3 -m pytest -v -rfEs --durations=5 -p no:cacheprovider 2>&1; echo "exit status: $?"; } | neut > "$OUT"
