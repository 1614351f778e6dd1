#!/usr/bin/env bash
# Change-ringing method library: verbose pytest run with one failing test and some skips.
P=${WORK:-/home/dev}/bellframe
rm -rf "$P"; mkdir -p "$P/bellframe" "$P/tests"; cd "$P"
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > bellframe/__init__.py <<'EOF'
EOF
cat > bellframe/rows.py <<'EOF'
STAGES = {4: "Minimus", 5: "Doubles", 6: "Minor", 7: "Triples", 8: "Major"}

def rounds(n):
    return list(range(1, n + 1))

def apply_place_notation(row, notation):
    """Swap every pair except the places named in notation ('x' = all swap)."""
    row = list(row)
    places = set() if notation == "x" else {int(c, 16) if c.isdigit() else 10 + "ETABCD".index(c) for c in notation}
    i = 0
    while i < len(row) - 1:
        if (i + 1) in places:
            i += 1
            continue
        row[i], row[i + 1] = row[i + 1], row[i]
        i += 2
    return row

def plain_course(n, lead, lead_head):
    row = rounds(n)
    out = [row]
    for _ in range(n):
        for pn in lead:
            row = apply_place_notation(row, pn)
            out.append(row)
        row = apply_place_notation(row, lead_head)
        out.append(row)
        if row == rounds(n):
            break
    return out

def is_true(rows):
    seen = set()
    for r in rows[:-1]:
        t = tuple(r)
        if t in seen:
            return False
        seen.add(t)
    return True
EOF
cat > tests/test_rows.py <<'EOF'
import sys
import pytest
from bellframe.rows import rounds, apply_place_notation, plain_course, is_true, STAGES

@pytest.mark.parametrize("n", range(4, 13))
@pytest.mark.parametrize("k", range(0, 60))
def test_rounds_len(n, k):
    assert len(rounds(n)) == n

@pytest.mark.parametrize("pn", ["x", "12", "14", "16", "18", "1", "3", "5", "7"])
@pytest.mark.parametrize("n", range(4, 10))
@pytest.mark.parametrize("seed", range(12))
def test_notation_is_permutation(pn, n, seed):
    row = rounds(n)
    for _ in range(seed):
        row = apply_place_notation(row, "x")
    assert sorted(apply_place_notation(row, pn)) == rounds(n)

@pytest.mark.parametrize("stage", sorted(STAGES))
def test_stage_names(stage):
    assert STAGES[stage]

def test_plain_bob_minor_length():
    course = plain_course(6, ["x", "16"] * 5 + ["x"], "12")
    assert len(course) - 1 == 60

def test_plain_hunt_doubles_true():
    assert is_true(plain_course(5, ["5", "1"] * 5, "5"))

@pytest.mark.skip(reason="Stedman needs six-based notation, not implemented")
def test_stedman_triples():
    pass

@pytest.mark.skipif(sys.platform.startswith("linux"), reason="bell audio only renders on macOS")
def test_render_audio():
    pass

@pytest.mark.parametrize("n", range(4, 9))
def test_cross_keeps_length(n):
    assert len(apply_place_notation(rounds(n), "x")) == n
EOF
echo '$ python -m pytest -v -rs -p no:cacheprovider tests/'
python3 -m pytest -v -rs -p no:cacheprovider tests/ 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
