#!/bin/bash
# pytest -v over a cobblestone paving-crew estimator: assertion diffs, parametrized failures, a fixture error
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/pavingcrew
rm -rf "$P"; mkdir -p "$P/pavingcrew" "$P/tests"
cat > "$P/pavingcrew/__init__.py" <<'PY'
PY
cat > "$P/pavingcrew/setts.py" <<'PY'
"""Granite sett quantities for a paved area."""
import math

SETT_SIZES = {"small": (0.10, 0.10), "medium": (0.15, 0.10), "large": (0.20, 0.15)}
JOINT_MM = 8
WASTE = 0.05


def setts_per_m2(size):
    w, l = SETT_SIZES[size]
    j = JOINT_MM / 1000
    return 1 / ((w + j) * (l + j))


def setts_needed(area_m2, size, waste=WASTE):
    raw = area_m2 * setts_per_m2(size)
    return math.ceil(raw * (1 + waste))


def bedding_tonnes(area_m2, depth_mm=40, density=1.6):
    return round(area_m2 * depth_mm / 1000 * density, 2)
PY
cat > "$P/pavingcrew/crew.py" <<'PY'
"""Crew days and labour cost."""
RATES = {"setter": 32.0, "labourer": 21.5, "foreman": 38.0}
SETTS_PER_SETTER_DAY = 420


def crew_days(setts, setters):
    if setters <= 0:
        raise ValueError("need at least one setter")
    days = setts / (SETTS_PER_SETTER_DAY * setters)
    return round(days, 1)


def labour_cost(days, crew, hours=8):
    total = 0.0
    for role, n in crew.items():
        total += RATES[role] * n * hours * days
    return round(total, 2)


def overtime_factor(hour):
    if hour > 18:
        return 1.5
    if hour > 16:
        return 1.25
    return 1.0
PY
cat > "$P/pavingcrew/quote.py" <<'PY'
"""Quote assembly."""
from .setts import setts_needed, bedding_tonnes
from .crew import crew_days, labour_cost

SETT_PRICE = {"small": 0.62, "medium": 0.88, "large": 1.35}
BEDDING_PER_T = 54.0
VAT = 0.20


def quote(area_m2, size, setters=2, labourers=1):
    n = setts_needed(area_m2, size)
    days = crew_days(n, setters)
    materials = n * SETT_PRICE[size] + bedding_tonnes(area_m2) * BEDDING_PER_T
    labour = labour_cost(days, {"setter": setters, "labourer": labourers, "foreman": 1})
    net = round(materials + labour, 2)
    return {"setts": n, "days": days, "materials": round(materials, 2),
            "labour": labour, "net": net, "gross": round(net * VAT, 2)}


def line_items(q):
    return [f"Setts: {q['setts']}", f"Crew days: {q['days']}",
            f"Materials: {q['materials']:.2f}", f"Labour: {q['labour']:.2f}",
            f"Net: {q['net']:.2f}", f"Gross: {q['gross']:.2f}"]
PY
cat > "$P/pavingcrew/patterns.py" <<'PY'
"""Laying patterns and their cut allowances."""
PATTERNS = {"stretcher": 0.03, "fan": 0.12, "herringbone": 0.09, "basket": 0.04, "random": 0.06}


def cut_allowance(pattern):
    return PATTERNS[pattern]


def edge_setts(perimeter_m, size_w=0.10):
    return int(perimeter_m / size_w)
PY
cat > "$P/tests/conftest.py" <<'PY'
import json
import pytest


@pytest.fixture
def site_survey(tmp_path):
    p = tmp_path / "survey.json"
    p.write_text('{"area": 84.5, "perimeter": 41.0, "slope_pct": 2.5}')
    return json.loads(p.read_text())


@pytest.fixture
def gang_sheet():
    from pavingcrew.crew import RATES
    return {role: RATES[role] for role in ("setter", "labourer", "foreman", "driver")}
PY
python3 - "$P/tests" <<'PY'
import sys, os
d = sys.argv[1]
open(os.path.join(d, "test_setts.py"), "w").write('''import math
import pytest
from pavingcrew.setts import setts_per_m2, setts_needed, bedding_tonnes, SETT_SIZES

AREAS = [round(5 + i * 3.5, 1) for i in range(30)]


@pytest.mark.parametrize("size", sorted(SETT_SIZES))
@pytest.mark.parametrize("area", AREAS)
def test_setts_needed_covers_area(area, size):
    n = setts_needed(area, size)
    assert n >= area * setts_per_m2(size)


@pytest.mark.parametrize("area", AREAS[:12])
def test_bedding_scales_linearly(area):
    assert bedding_tonnes(area * 2) == pytest.approx(bedding_tonnes(area) * 2, abs=0.02)


def test_small_setts_per_m2():
    assert setts_per_m2("small") == pytest.approx(85.73, rel=1e-3)


def test_large_setts_per_m2():
    assert round(setts_per_m2("large"), 1) == 30.6
''')
open(os.path.join(d, "test_crew.py"), "w").write('''import pytest
from pavingcrew.crew import crew_days, labour_cost, overtime_factor


@pytest.mark.parametrize("setts,setters,days", [
    (420, 1, 1.0), (840, 1, 2.0), (840, 2, 1.0), (1260, 3, 1.0),
    (2100, 2, 2.5), (5000, 4, 3.0), (630, 1, 1.5), (4200, 5, 2.0),
])
def test_crew_days(setts, setters, days):
    assert crew_days(setts, setters) == days


def test_crew_days_no_setters():
    with pytest.raises(ValueError, match="at least one setter"):
        crew_days(100, 0)


@pytest.mark.parametrize("hour,factor", [
    (8, 1.0), (12, 1.0), (16, 1.0), (17, 1.25), (18, 1.5), (19, 1.5), (21, 1.5),
])
def test_overtime_factor(hour, factor):
    assert overtime_factor(hour) == factor


def test_labour_cost_single_setter():
    assert labour_cost(1, {"setter": 1}) == 256.0


def test_labour_cost_gang(gang_sheet):
    assert sum(gang_sheet.values()) > 90
''')
open(os.path.join(d, "test_quote.py"), "w").write('''import pytest
from pavingcrew.quote import quote, line_items


@pytest.mark.parametrize("area", [10, 25, 40, 60, 84.5, 120])
@pytest.mark.parametrize("size", ["small", "medium", "large"])
def test_quote_net_positive(area, size):
    q = quote(area, size)
    assert q["net"] > 0 and q["setts"] > 0


def test_quote_gross_includes_vat():
    q = quote(40, "medium")
    assert q["gross"] == round(q["net"] * 1.2, 2)


def test_line_items_format():
    q = quote(25, "small")
    assert line_items(q) == [
        "Setts: 2252", "Crew days: 2.7", "Materials: 1479.24",
        "Labour: 1881.6", "Net: 3360.84", "Gross: 4033.01",
    ]


def test_survey_quote(site_survey):
    q = quote(site_survey["area"], "medium", setters=3)
    assert q["days"] == pytest.approx(4.2, abs=0.1)
''')
open(os.path.join(d, "test_patterns.py"), "w").write('''import pytest
from pavingcrew.patterns import cut_allowance, edge_setts, PATTERNS


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
def test_cut_allowance_below_fifteen_percent(pattern):
    assert cut_allowance(pattern) < 0.15


@pytest.mark.parametrize("perimeter", [4.0, 10.0, 12.5, 41.0, 60.0])
def test_edge_setts(perimeter):
    assert edge_setts(perimeter) == int(perimeter * 10)


def test_unknown_pattern():
    with pytest.raises(KeyError):
        cut_allowance("opus-incertum")
''')
PY
cd "$P"
run "python -m pytest -v" | neutral > "$OUTDIR/d18c-pytest-pavingcrew-failures.txt"
