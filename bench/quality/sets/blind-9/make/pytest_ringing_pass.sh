#!/bin/bash
# Bird-ringing station log: passing pytest -v run with skips, xfail and --durations=12 timing summary.
P=${WORK:-/home/dev}/ringlog
rm -rf "$P"; mkdir -p "$P/ringlog" "$P/tests"; cd "$P"
cat > ringlog/__init__.py <<'EOF'
EOF
cat > ringlog/species.py <<'EOF'
# ring sizes (BTO-style letters) per species code
RING_SIZE = {
    "BLUTI": "A", "GRETI": "A", "ROBIN": "A", "WREN": "AA", "CHIFF": "AA", "BLACA": "A",
    "BLABI": "C", "SONTH": "C", "CHAFF": "A", "GOLDF": "A", "REDWI": "C", "FIELD": "C",
    "STARL": "C", "HOUSP": "B", "TREEC": "AA", "NUTHA": "A", "GRSWO": "C", "SPAHA": "D",
}
WING_RANGE_MM = {
    "BLUTI": (58, 70), "GRETI": (69, 81), "ROBIN": (68, 77), "WREN": (44, 52), "CHIFF": (53, 64),
    "BLACA": (69, 79), "BLABI": (122, 138), "SONTH": (110, 123), "CHAFF": (80, 93), "GOLDF": (74, 83),
}


def ring_size(code):
    return RING_SIZE[code.upper()]


def wing_plausible(code, wing_mm):
    lo, hi = WING_RANGE_MM[code.upper()]
    return lo - 2 <= wing_mm <= hi + 2
EOF
cat > ringlog/records.py <<'EOF'
import re
from datetime import date

RING_RE = re.compile(r"^[A-Z]{1,2}\d{5,6}$")


def valid_ring(number):
    return bool(RING_RE.match(number))


def age_code(month, juvenile):
    if juvenile:
        return 3
    return 4 if month >= 7 else 5


def retrap_interval(first, last):
    return (last - first).days


def fat_score(text):
    score = int(text)
    if not 0 <= score <= 8:
        raise ValueError(score)
    return score
EOF
cat > tests/test_species.py <<'EOF'
import pytest
from ringlog.species import ring_size, wing_plausible, RING_SIZE, WING_RANGE_MM


@pytest.mark.parametrize("code", sorted(RING_SIZE))
def test_ring_size_known(code):
    assert ring_size(code.lower()) in {"AA", "A", "B", "C", "D"}


@pytest.mark.parametrize("code", sorted(WING_RANGE_MM))
def test_wing_midpoint_plausible(code):
    lo, hi = WING_RANGE_MM[code]
    assert wing_plausible(code, (lo + hi) // 2)


@pytest.mark.parametrize("code,wing", [("WREN", 60), ("BLABI", 100), ("BLUTI", 80)])
def test_wing_implausible(code, wing):
    assert not wing_plausible(code, wing)


@pytest.mark.parametrize("code,size", sorted(RING_SIZE.items()))
def test_ring_size_upper_and_lower_agree(code, size):
    assert ring_size(code) == ring_size(code.lower()) == size


def test_unknown_species():
    with pytest.raises(KeyError):
        ring_size("DODO")


@pytest.mark.skip(reason="EURING species list not bundled")
def test_euring_codes():
    pass
EOF
cat > tests/test_records.py <<'EOF'
import time
from datetime import date
import pytest
from ringlog.records import valid_ring, age_code, retrap_interval, fat_score


@pytest.mark.parametrize("ring", ["Z123456", "AB12345", "X99999", "D054321"])
def test_valid_ring(ring):
    assert valid_ring(ring)


@pytest.mark.parametrize("ring", ["123456", "abc12345", "ZZZ12345", "Z12-345", ""])
def test_invalid_ring(ring):
    assert not valid_ring(ring)


@pytest.mark.parametrize("month,juv,expected", [(5, True, 3), (8, False, 4), (3, False, 5), (12, False, 4)])
def test_age_code(month, juv, expected):
    assert age_code(month, juv) == expected


def test_retrap_interval_across_year():
    assert retrap_interval(date(2023, 11, 30), date(2024, 3, 2)) == 93


@pytest.mark.parametrize("text,expected", [("0", 0), ("3", 3), ("8", 8)])
def test_fat_score(text, expected):
    assert fat_score(text) == expected


def test_fat_score_out_of_range():
    with pytest.raises(ValueError):
        fat_score("9")


def test_bulk_import_speed():
    time.sleep(0.42)
    assert all(valid_ring(f"Z{n:06d}") for n in range(20000))


def test_retrap_report_generation():
    time.sleep(0.18)
    assert retrap_interval(date(2024, 1, 1), date(2024, 1, 1)) == 0


@pytest.mark.xfail(reason="moult scores for juveniles not modelled yet")
def test_juvenile_moult_score():
    assert age_code(9, True) == 3.5


@pytest.mark.skip(reason="needs the ringing-scheme upload sandbox")
def test_upload_to_scheme():
    pass


@pytest.mark.skip(reason="needs the ringing-scheme upload sandbox")
def test_upload_retraps_to_scheme():
    pass
EOF
cat > tests/test_sessions.py <<'EOF'
import time
import pytest


@pytest.fixture(scope="module")
def mist_net_session():
    time.sleep(0.65)
    return {"nets": ["N1", "N2", "N3", "N4"], "opened": "05:10", "closed": "11:40"}


def test_session_has_nets(mist_net_session):
    assert len(mist_net_session["nets"]) == 4


def test_session_hours(mist_net_session):
    h1, m1 = map(int, mist_net_session["opened"].split(":"))
    h2, m2 = map(int, mist_net_session["closed"].split(":"))
    assert (h2 * 60 + m2) - (h1 * 60 + m1) == 390


@pytest.mark.parametrize("net", ["N1", "N2", "N3", "N4"])
def test_net_rounds(mist_net_session, net):
    time.sleep(0.05)
    assert net in mist_net_session["nets"]


def test_weather_abort_rule():
    time.sleep(0.31)
    wind_bft = 4
    assert wind_bft <= 4
EOF
python -m pytest -v -rs --durations=12 tests 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/.pyenv/versions/3.11.7/bin/python[0-9.]*#/usr/bin/python3#g"
echo "exit status: ${PIPESTATUS[0]}"
