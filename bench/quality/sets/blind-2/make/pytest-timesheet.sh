#!/usr/bin/env bash
# pytest -v -ra on a small timesheet library with a few real bugs.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/timesheet
rm -rf "$P"; mkdir -p "$P/timesheet" "$P/tests"; cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "timesheet"
version = "0.4.0"
[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long-running checks"]
EOF
cat > timesheet/__init__.py <<'EOF'
from .entries import Entry, parse_entry, parse_sheet
from .rounding import round_minutes
from .overtime import weekly_overtime, daily_totals
EOF
cat > timesheet/entries.py <<'EOF'
from dataclasses import dataclass
from datetime import date, time, datetime, timedelta


class EntryError(ValueError):
    pass


@dataclass(frozen=True)
class Entry:
    day: date
    start: time
    end: time
    project: str
    billable: bool = True

    @property
    def minutes(self) -> int:
        s = datetime.combine(self.day, self.start)
        e = datetime.combine(self.day, self.end)
        if e < s:
            # shift crosses midnight
            e += timedelta(days=1)
        return int((e - s).total_seconds() // 60)


def _parse_time(text: str) -> time:
    hh, mm = text.strip().split(":")
    return time(int(hh), int(mm))


def parse_entry(line: str) -> Entry:
    """Parse 'YYYY-MM-DD HH:MM-HH:MM project [nb]'."""
    parts = line.split()
    if len(parts) < 3:
        raise EntryError(f"not enough fields: {line!r}")
    day = date.fromisoformat(parts[0])
    start_s, end_s = parts[1].split("-")
    start, end = _parse_time(start_s), _parse_time(end_s)
    if start == end:
        raise EntryError("zero-length entry")
    billable = not (len(parts) > 3 and parts[3] == "nb")
    return Entry(day, start, end, parts[2], billable)


def parse_sheet(text: str) -> list[Entry]:
    out = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        out.append(parse_entry(line))
    return sorted(out, key=lambda e: (e.day, e.start))
EOF
cat > timesheet/rounding.py <<'EOF'
def round_minutes(minutes: int, step: int = 15, mode: str = "nearest") -> int:
    if step <= 0:
        raise ValueError("step must be positive")
    q, r = divmod(minutes, step)
    if mode == "down":
        return q * step
    if mode == "up":
        return (q + (1 if r else 0)) * step
    if mode == "nearest":
        # half rounds down (bug: contract says half rounds up)
        return (q + (1 if r > step / 2 else 0)) * step
    raise ValueError(f"unknown mode {mode}")
EOF
cat > timesheet/overtime.py <<'EOF'
from collections import defaultdict
from .rounding import round_minutes

WEEK_LIMIT = 40 * 60


def daily_totals(entries, billable_only=False):
    totals = defaultdict(int)
    for e in entries:
        if billable_only and not e.billable:
            continue
        totals[e.day] += e.minutes
    return dict(totals)


def weekly_overtime(entries, limit=WEEK_LIMIT, step=15):
    by_week = defaultdict(int)
    for e in entries:
        year, week, _ = e.day.isocalendar()
        by_week[(year, week)] += round_minutes(e.minutes, step)
    return {wk: max(0, total - limit) for wk, total in by_week.items() if total >= limit}
EOF
cat > tests/conftest.py <<'EOF'
import pytest
from timesheet import parse_sheet

SHEET = """
2024-03-04 09:00-12:30 acme
2024-03-04 13:15-17:45 acme
2024-03-05 08:50-12:00 globex   # early start
2024-03-05 12:30-18:10 globex
2024-03-06 22:00-02:00 acme     # night deploy
2024-03-07 09:00-17:00 initech nb
2024-03-08 09:00-18:30 acme
"""

@pytest.fixture
def sheet():
    return parse_sheet(SHEET)
EOF
cat > tests/test_entries.py <<'EOF'
import sys
from datetime import date, time
import pytest
from timesheet.entries import parse_entry, EntryError, Entry


def test_parse_basic():
    e = parse_entry("2024-03-04 09:00-12:30 acme")
    assert e == Entry(date(2024, 3, 4), time(9, 0), time(12, 30), "acme", True)


def test_parse_non_billable():
    assert parse_entry("2024-03-04 09:00-10:00 acme nb").billable is False


def test_minutes_simple():
    assert parse_entry("2024-03-04 09:00-12:30 acme").minutes == 210


def test_minutes_across_midnight():
    assert parse_entry("2024-03-06 22:00-02:00 acme").minutes == 240


@pytest.mark.parametrize("line", ["2024-03-04 09:00", "", "acme"])
def test_parse_rejects_short(line):
    with pytest.raises(EntryError):
        parse_entry(line)


def test_zero_length_rejected():
    with pytest.raises(EntryError, match="zero-length"):
        parse_entry("2024-03-04 09:00-09:00 acme")


def test_bad_time_message():
    with pytest.raises(EntryError, match="bad time"):
        parse_entry("2024-03-04 9h00-12:30 acme")


@pytest.mark.skipif(sys.platform != "win32", reason="CRLF handling only matters on Windows exports")
def test_crlf_sheet():
    pass


def test_sheet_sorted(sheet):
    days = [e.day for e in sheet]
    assert days == sorted(days)


def test_sheet_comment_stripped(sheet):
    assert all("#" not in e.project for e in sheet)
    assert len(sheet) == 7
EOF
cat > tests/test_rounding.py <<'EOF'
import pytest
from timesheet.rounding import round_minutes


@pytest.mark.parametrize("minutes,expected", [
    (0, 0), (7, 0), (8, 15), (22, 15), (23, 30), (52, 45), (53, 60),
])
def test_nearest(minutes, expected):
    assert round_minutes(minutes) == expected


@pytest.mark.parametrize("minutes,expected", [(1, 15), (15, 15), (16, 30)])
def test_up(minutes, expected):
    assert round_minutes(minutes, mode="up") == expected


@pytest.mark.parametrize("minutes,expected", [(14, 0), (29, 15)])
def test_down(minutes, expected):
    assert round_minutes(minutes, mode="down") == expected


@pytest.mark.parametrize("minutes,step,expected", [(5, 10, 10), (15, 6, 18), (45, 30, 60)])
def test_half_rounds_up(minutes, step, expected):
    assert round_minutes(minutes, step) == expected


def test_invalid_step():
    with pytest.raises(ValueError):
        round_minutes(10, 0)


@pytest.mark.skip(reason="banker's rounding not implemented yet (TS-212)")
def test_bankers():
    assert round_minutes(45, 30, mode="bankers") == 60
EOF
cat > tests/test_overtime.py <<'EOF'
from datetime import date
import pytest
from timesheet.overtime import daily_totals, weekly_overtime


def test_daily_totals(sheet):
    totals = daily_totals(sheet)
    assert totals[date(2024, 3, 4)] == 480
    assert totals[date(2024, 3, 6)] == 240


def test_daily_totals_billable_only(sheet):
    totals = daily_totals(sheet, billable_only=True)
    assert date(2024, 3, 7) not in totals


def test_weekly_overtime(sheet):
    ot = weekly_overtime(sheet)
    assert ot == {(2024, 10): 150}


def test_no_overtime_below_limit(sheet):
    assert weekly_overtime(sheet[:2]) == {}


def test_overtime_excludes_non_billable(sheet):
    ot = weekly_overtime(sheet)
    assert ot[(2024, 10)] == 150 - 480


@pytest.mark.slow
@pytest.mark.skip(reason="needs 2023 export fixture from finance")
def test_full_year_export():
    pass


@pytest.mark.xfail(reason="ISO week 53 not handled", strict=False)
def test_week_53():
    from timesheet.entries import parse_entry
    e = parse_entry("2020-12-31 09:00-10:00 acme")
    assert weekly_overtime([e], limit=0) == {(2020, 53): 60}
EOF
python3 -m pytest -v -ra 2>&1 | neutralize > "$OUTDIR/pytest-timesheet.txt"
