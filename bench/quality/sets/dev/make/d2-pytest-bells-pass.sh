#!/usr/bin/env bash
# d2-pytest-bells-pass: change-ringing method library (bell-tower rota helper); a passing pytest -v run with skips and --durations.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/ringing
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/ringing" "$P/tests"; cd "$P"
touch ringing/__init__.py
cat > ringing/changes.py <<'EOF'
"""Place notation and row generation for change ringing."""

ROUNDS = "1234567890ET"


def rounds(stage):
    return ROUNDS[:stage]


def parse_place_notation(pn, stage):
    changes, token = [], ""
    pn = pn.replace(".", " . ").replace("-", " - ").replace("x", " - ")
    for tok in pn.split():
        if tok == ".":
            continue
        if tok == "-":
            changes.append(())
        else:
            changes.append(tuple(ROUNDS.index(c) for c in tok))
    return changes


def apply_change(row, places):
    row = list(row)
    i = 0
    while i < len(row) - 1:
        if i in places:
            i += 1
            continue
        row[i], row[i + 1] = row[i + 1], row[i]
        i += 2
    return "".join(row)


def plain_course(pn, stage, lead_end):
    changes = parse_place_notation(pn, stage) + parse_place_notation(lead_end, stage)
    row, rows = rounds(stage), []
    while True:
        for ch in changes:
            row = apply_change(row, ch)
            rows.append(row)
        if row == rounds(stage):
            return rows
        if len(rows) > 10000:
            raise RuntimeError("course does not come round")


def is_true(rows):
    return len(rows) == len(set(rows))
EOF
cat > ringing/rota.py <<'EOF'
import itertools


def assign(ringers, bells, practice_nights):
    cycle = itertools.cycle(ringers)
    return {night: {b: next(cycle) for b in range(1, bells + 1)} for night in practice_nights}


def tenor_weight_cwt(cwt, qr, lb):
    return round(cwt + qr / 4 + lb / 112, 3)
EOF
cat > tests/test_changes.py <<'EOF'
import time
import pytest
from ringing.changes import apply_change, parse_place_notation, plain_course, rounds, is_true

METHODS = [
    ("Plain Bob Minor", "x16x16x16", "12", 6, 60),
    ("Plain Bob Doubles", "5.1.5.1.5", "125", 5, 40),
    ("Grandsire Doubles", "3.1.5.1.5.1.5.1.5", "1", 5, 30),
    ("Plain Bob Major", "x18x18x18x18", "12", 8, 112),
    ("Plain Bob Triples", "7.1.7.1.7.1.7", "127", 7, 98),
    ("Little Bob Minor", "x16x14", "12", 6, 20),
    ("Plain Bob Minimus", "x14x14x14", "12", 4, 24),
    ("Plain Bob Royal", "x10x10x10x10x10", "12", 10, 180),
    ("Plain Bob Caters", "9.1.9.1.9.1.9.1.9", "129", 9, 162),
]


@pytest.mark.parametrize("stage", range(3, 13))
def test_rounds(stage):
    assert len(rounds(stage)) == stage


@pytest.mark.parametrize("row,places,expected", [
    ("123456", (), "214365"),
    ("123456", (0, 5), "132546"),
    ("12345", (4,), "21435"),
    ("12345", (0,), "13254"),
    ("12345678", (), "21436587"),
    ("12345678", (0, 7), "13254768"),
    ("1234567", (6,), "2143657"),
    ("1234567890", (0, 9), "1325476980"),
])
def test_apply_change(row, places, expected):
    assert apply_change(row, places) == expected


@pytest.mark.parametrize("name,pn,le,stage,length", METHODS, ids=[m[0] for m in METHODS])
def test_plain_course_length(name, pn, le, stage, length):
    if stage == 8:
        time.sleep(0.21)
    rows = plain_course(pn, stage, le)
    assert len(rows) > 0
    assert rows[-1] == rounds(stage)


@pytest.mark.parametrize("name,pn,le,stage,length", METHODS, ids=[m[0] for m in METHODS])
def test_plain_course_is_true(name, pn, le, stage, length):
    assert is_true(plain_course(pn, stage, le))


@pytest.mark.skip(reason="Stedman needs six-end handling, see issue #14")
def test_stedman_triples():
    pass


@pytest.mark.slow
@pytest.mark.parametrize("part", range(1, 6))
def test_peal_composition_parts(part):
    time.sleep(0.05 * part)
    assert part <= 5


def test_parse_cross_notation():
    assert parse_place_notation("x16x16", 6) == [(), (0, 5), (), (0, 5)]
EOF
cat > tests/test_rota.py <<'EOF'
import sys
import pytest
from ringing.rota import assign, tenor_weight_cwt

NIGHTS = ["Tue 2 Apr", "Tue 9 Apr", "Tue 16 Apr", "Tue 23 Apr", "Tue 30 Apr"]
RINGERS = ["Alison", "Bernard", "Carys", "Dev", "Elspeth", "Fergus", "Gwen", "Hamid"]


@pytest.mark.parametrize("night", NIGHTS)
def test_every_bell_manned(night):
    r = assign(RINGERS, 6, NIGHTS)
    assert sorted(r[night]) == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("bells", [4, 5, 6, 8])
@pytest.mark.parametrize("night", NIGHTS)
def test_no_ringer_twice_per_night(bells, night):
    r = assign(RINGERS, bells, NIGHTS)
    assert len(set(r[night].values())) == bells


@pytest.mark.parametrize("ringer", RINGERS)
def test_everyone_rings_each_month(ringer):
    r = assign(RINGERS, 6, NIGHTS)
    assert any(ringer in night.values() for night in r.values())


@pytest.mark.parametrize("cwt,qr,lb,expected", [(14, 2, 7, 14.562), (9, 0, 0, 9.0), (22, 3, 18, 22.911)])
def test_tenor_weight(cwt, qr, lb, expected):
    assert tenor_weight_cwt(cwt, qr, lb) == expected


@pytest.mark.skipif(sys.version_info < (3, 12), reason="uses itertools.batched (Python 3.12+)")
def test_batched_practice_bands():
    pass


@pytest.mark.skip(reason="tower calendar API credentials not available in CI")
def test_sync_tower_calendar():
    pass
EOF
cat > pytest.ini <<'EOF'
[pytest]
markers =
    slow: long-running composition checks
EOF
python3 -m pytest -v -rs --durations=8 2>&1 | neutral
