#!/bin/bash
# Lighthouse lamp-rotation logger: pytest -v with some failures, skips and passes.
P=${WORK:-/home/dev}/lighthouse
rm -rf $P && mkdir -p $P/lamplog $P/tests && cd $P
cat > lamplog/__init__.py <<'PY'
PY
cat > lamplog/rotation.py <<'PY'
from dataclasses import dataclass

@dataclass
class Rotation:
    period_s: float      # seconds per full turn
    flashes: int         # flashes per turn

    def rpm(self):
        return 60.0 / self.period_s

    def flash_interval(self):
        return self.period_s / self.flashes

    def character(self):
        # e.g. "Fl(3) 15s"
        if self.flashes == 1:
            return f"Fl {self.period_s:g}s"
        return f"Fl({self.flashes}) {self.period_s:g}s"


def parse_character(text):
    text = text.strip()
    if text.startswith("Fl("):
        n, rest = text[3:].split(")", 1)
        return Rotation(float(rest.strip().rstrip("s")), int(n))
    if text.startswith("Fl "):
        return Rotation(float(text[3:].rstrip("s")), 1)
    raise ValueError(f"unknown light character: {text!r}")
PY
cat > lamplog/logbook.py <<'PY'
import datetime as dt

class Entry:
    def __init__(self, when, keeper, event, lamp_hours=None):
        self.when = when
        self.keeper = keeper
        self.event = event
        self.lamp_hours = lamp_hours

def parse_line(line):
    # 2024-03-01T18:42 | Hargreaves | LIT | 1203.5
    parts = [p.strip() for p in line.split("|")]
    when = dt.datetime.fromisoformat(parts[0])
    hours = float(parts[3]) if len(parts) > 3 and parts[3] else None
    return Entry(when, parts[1], parts[2], hours)

def nights(entries):
    out = []
    lit = None
    for e in entries:
        if e.event == "LIT":
            lit = e.when
        elif e.event == "EXTINGUISHED" and lit:
            out.append((lit, e.when))
            lit = None
    return out

def burn_hours(entries):
    total = 0
    for start, end in nights(entries):
        total += (end - start).seconds / 3600
    return round(total, 2)

def keepers_on_duty(entries):
    return sorted({e.keeper for e in entries})

def lamp_replacements(entries, limit=1000.0):
    flagged = []
    for e in entries:
        if e.lamp_hours is not None and e.lamp_hours > limit:
            flagged.append(e.when.date().isoformat())
    return flagged
PY
cat > lamplog/schedule.py <<'PY'
import datetime as dt

def sunset_offset(minutes_before=15):
    return dt.timedelta(minutes=-minutes_before)

def lighting_times(sunsets, minutes_before=15):
    return [s + sunset_offset(minutes_before) for s in sunsets]

def rotation_check_due(last_check, now, every_hours=4):
    return (now - last_check) >= dt.timedelta(hours=every_hours)

def weekly_rota(keepers, start):
    rota = {}
    for i in range(7):
        day = start + dt.timedelta(days=i)
        rota[day.isoformat()] = keepers[i % len(keepers)]
    return rota
PY
cat > tests/test_rotation.py <<'PY'
import pytest
from lamplog.rotation import Rotation, parse_character

@pytest.mark.parametrize("period,rpm", [(15, 4.0), (10, 6.0), (20, 3.0), (7.5, 8.0)])
def test_rpm(period, rpm):
    assert Rotation(period, 1).rpm() == pytest.approx(rpm)

@pytest.mark.parametrize("period,flashes,interval", [(15, 3, 5.0), (10, 2, 5.0), (20, 4, 5.0), (12, 3, 4.0)])
def test_flash_interval(period, flashes, interval):
    assert Rotation(period, flashes).flash_interval() == pytest.approx(interval)

def test_character_single():
    assert Rotation(10, 1).character() == "Fl 10s"

def test_character_group():
    assert Rotation(15, 3).character() == "Fl(3) 15s"

def test_character_fractional():
    assert Rotation(7.5, 2).character() == "Fl(2) 7.5s"

@pytest.mark.parametrize("text,expected", [
    ("Fl 10s", Rotation(10.0, 1)),
    ("Fl(3) 15s", Rotation(15.0, 3)),
    ("  Fl(2) 7.5s ", Rotation(7.5, 2)),
])
def test_parse_character(text, expected):
    assert parse_character(text) == expected

def test_parse_occulting_rejected():
    with pytest.raises(ValueError, match="unknown light character"):
        parse_character("Oc 6s")

def test_parse_isophase():
    # Iso 4s: equal light and dark
    assert parse_character("Iso 4s") == Rotation(4.0, 1)

@pytest.mark.skip(reason="morse characters not supported yet")
def test_parse_morse():
    assert parse_character("Mo(U) 15s")
PY
cat > tests/test_logbook.py <<'PY'
import datetime as dt
import pytest
from lamplog.logbook import parse_line, nights, burn_hours, keepers_on_duty, lamp_replacements

LOG = """\
2024-03-01T18:42 | Hargreaves | LIT | 998.0
2024-03-02T06:31 | Hargreaves | EXTINGUISHED |
2024-03-02T18:44 | Pellow | LIT | 1009.8
2024-03-03T06:29 | Pellow | EXTINGUISHED |
2024-03-03T18:46 | Hargreaves | LIT | 1021.5
2024-03-04T06:27 | Quiller | EXTINGUISHED |
"""

@pytest.fixture
def entries():
    return [parse_line(l) for l in LOG.splitlines()]

def test_parse_line_fields(entries):
    e = entries[0]
    assert e.keeper == "Hargreaves"
    assert e.event == "LIT"
    assert e.lamp_hours == 998.0

def test_parse_line_without_hours(entries):
    assert entries[1].lamp_hours is None

def test_nights_pairs(entries):
    assert len(nights(entries)) == 3

def test_nights_unpaired_extinguish_ignored(entries):
    assert len(nights(entries[1:])) == 2

def test_burn_hours(entries):
    assert burn_hours(entries) == pytest.approx(35.58, abs=0.01)

def test_burn_hours_across_dst():
    log = [parse_line("2024-03-30T19:30 | Pellow | LIT | 1100"),
           parse_line("2024-03-31T07:10 | Pellow | EXTINGUISHED |")]
    assert burn_hours(log) == 11.67

def test_keepers(entries):
    assert keepers_on_duty(entries) == ["Hargreaves", "Pellow", "Quiller"]

def test_lamp_replacements(entries):
    assert lamp_replacements(entries) == ["2024-03-02", "2024-03-03"]

def test_lamp_replacements_custom_limit(entries):
    assert lamp_replacements(entries, limit=1010.0) == ["2024-03-02", "2024-03-03"]

@pytest.mark.skipif(True, reason="needs the harbour authority CSV export")
def test_import_authority_csv():
    pass

def test_long_night_over_24h():
    log = [parse_line("2024-12-20T15:50 | Quiller | LIT | 1200"),
           parse_line("2024-12-22T08:10 | Quiller | EXTINGUISHED |")]
    assert burn_hours(log) == pytest.approx(40.33, abs=0.01)
PY
cat > tests/test_schedule.py <<'PY'
import datetime as dt
import pytest
from lamplog.schedule import lighting_times, rotation_check_due, weekly_rota

SUNSETS = [dt.datetime(2024, 3, d, 18, 30) for d in range(1, 8)]

def test_lighting_times_default():
    assert lighting_times(SUNSETS)[0] == dt.datetime(2024, 3, 1, 18, 15)

def test_lighting_times_custom():
    assert lighting_times(SUNSETS, 30)[0] == dt.datetime(2024, 3, 1, 18, 0)

@pytest.mark.parametrize("hours,due", [(3, False), (4, True), (5, True)])
def test_rotation_check_due(hours, due):
    now = dt.datetime(2024, 3, 1, 22, 0)
    assert rotation_check_due(now - dt.timedelta(hours=hours), now) is due

def test_weekly_rota_cycles():
    rota = weekly_rota(["Hargreaves", "Pellow", "Quiller"], dt.date(2024, 3, 4))
    assert list(rota.values()) == ["Hargreaves", "Pellow", "Quiller", "Hargreaves", "Pellow", "Quiller", "Hargreaves"]

def test_weekly_rota_single_keeper():
    rota = weekly_rota(["Pellow"], dt.date(2024, 3, 4))
    assert set(rota.values()) == {"Pellow"}

@pytest.mark.skip(reason="tidal almanac fixture missing")
def test_lighting_times_from_almanac():
    pass

@pytest.mark.xfail(reason="rota does not skip keeper leave days yet")
def test_weekly_rota_respects_leave():
    rota = weekly_rota(["Hargreaves", "Pellow"], dt.date(2024, 3, 4))
    assert rota["2024-03-05"] != "Pellow"
PY
python3 -m pytest -v 2>&1
echo "exit status: $?"
