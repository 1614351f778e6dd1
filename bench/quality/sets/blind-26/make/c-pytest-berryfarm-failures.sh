#!/bin/bash
# pytest run with assertion failures in a berry-farm picking-yield project
. "$(dirname "$0")/c-lib.sh"
P=$WORK/berryfarm
rm -rf "$P"; mkdir -p "$P/berryfarm" "$P/tests"
cat > "$P/berryfarm/__init__.py" <<'PY'
PY
cat > "$P/berryfarm/yields.py" <<'PY'
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

PUNNET_GRAMS = 250
GRADES = {"A": Decimal("1.00"), "B": Decimal("0.80"), "jam": Decimal("0.35")}


@dataclass
class Pick:
    row: str
    picker: str
    grams: int
    grade: str = "A"


def punnets(picks):
    total = sum(p.grams for p in picks)
    return total // PUNNET_GRAMS


def row_totals(picks):
    out = {}
    for p in picks:
        out[p.row] = out.get(p.row, 0) + p.grams
    return dict(sorted(out.items(), key=lambda kv: kv[1]))


def picker_pay(picks, rate_per_kg):
    pay = {}
    for p in picks:
        factor = GRADES[p.grade]
        amount = Decimal(p.grams) / 1000 * Decimal(str(rate_per_kg)) * factor
        pay[p.picker] = pay.get(p.picker, Decimal(0)) + amount
    return {k: v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP) for k, v in pay.items()}


def grade_share(picks):
    total = sum(p.grams for p in picks)
    share = {}
    for p in picks:
        share[p.grade] = share.get(p.grade, 0) + p.grams
    return {g: round(v / total, 2) for g, v in share.items()}
PY
cat > "$P/berryfarm/schedule.py" <<'PY'
import datetime as dt

ROWS_PER_PICKER = 3


def pick_days(start, ripening_days, every):
    days = []
    d = start + dt.timedelta(days=ripening_days)
    while len(days) < 4:
        days.append(d)
        d += dt.timedelta(days=every)
    return days


def assign_rows(pickers, rows):
    plan = {p: [] for p in pickers}
    for i, row in enumerate(rows):
        plan[pickers[i % len(pickers)]].append(row)
    for p, rs in plan.items():
        if len(rs) > ROWS_PER_PICKER:
            raise ValueError(f"picker {p} has {len(rs)} rows (max {ROWS_PER_PICKER})")
    return plan
PY
cat > "$P/tests/test_yields.py" <<'PY'
from decimal import Decimal
import pytest
from berryfarm.yields import Pick, punnets, row_totals, picker_pay, grade_share

PICKS = [
    Pick("R1", "ines", 1200), Pick("R1", "tomas", 900, "B"),
    Pick("R2", "ines", 640, "jam"), Pick("R3", "amara", 2010),
    Pick("R2", "tomas", 480), Pick("R3", "ines", 305, "B"),
]


def test_punnets_rounds_down():
    assert punnets(PICKS) == 22


def test_row_totals_biggest_first():
    totals = row_totals(PICKS)
    assert list(totals) == ["R3", "R1", "R2"]


@pytest.mark.parametrize("rate,who,expected", [
    (4.20, "ines", Decimal("6.47")),
    (4.20, "tomas", Decimal("5.04")),
    (3.85, "amara", Decimal("7.74")),
    (3.85, "tomas", Decimal("4.62")),
])
def test_picker_pay(rate, who, expected):
    assert picker_pay(PICKS, rate)[who] == expected


def test_grade_share_sums_to_one():
    share = grade_share(PICKS)
    assert sum(share.values()) == pytest.approx(1.0)
    assert share == {"A": 0.77, "B": 0.21, "jam": 0.12}


def test_unknown_grade_rejected():
    with pytest.raises(ValueError, match="unknown grade"):
        picker_pay([Pick("R9", "zed", 100, "C")], 4.0)
PY
cat > "$P/tests/test_schedule.py" <<'PY'
import datetime as dt
from berryfarm.schedule import pick_days, assign_rows


def test_pick_days_spacing():
    days = pick_days(dt.date(2026, 6, 1), 12, 3)
    assert days[0] == dt.date(2026, 6, 13)
    assert days[-1] == dt.date(2026, 6, 22)


def test_assign_rows_round_robin():
    plan = assign_rows(["ines", "tomas"], ["R1", "R2", "R3", "R4"])
    assert plan == {"ines": ["R1", "R3"], "tomas": ["R2", "R4"]}


def test_assign_rows_limit():
    plan = assign_rows(["ines"], ["R1", "R2", "R3", "R4"])
    assert plan["ines"] == ["R1", "R2", "R3", "R4"]
PY
cd "$P"
{ run "python -m pytest tests"; } | neutral
