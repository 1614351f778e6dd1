#!/bin/bash
# pytest -v -x over a sumo banzuke (ranking sheet) calculator: ~2000 tests pass before one failure stops the run.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-pytest-x-sumo-banzuke.txt
P=$WORK/banzuke
rm -rf "$P"; mkdir -p "$P/banzuke" "$P/tests"
touch "$P/banzuke/__init__.py"
cat > "$P/banzuke/ranks.py" <<'EOF'
DIVISIONS = ["makuuchi", "juryo", "makushita", "sandanme", "jonidan", "jonokuchi"]
SANYAKU = ["yokozuna", "ozeki", "sekiwake", "komusubi"]
MAEGASHIRA_SLOTS = 17

def kachikoshi(wins, bouts=15):
    return wins > bouts // 2

def rank_key(rank):
    """Sort key: lower is higher on the banzuke. rank like 'M5e', 'O1w', 'J3e'."""
    kind, num, side = rank[0], int(rank[1:-1]), rank[-1]
    order = {"Y": 0, "O": 1, "S": 2, "K": 3, "M": 4, "J": 5}[kind]
    return (order, num, 0 if side == "e" else 1)

def movement(rank, wins, bouts=15):
    """Predicted number of maegashira slots moved (positive = up)."""
    diff = wins - (bouts - wins)
    if rank.startswith("M"):
        return diff // 2 if diff > 0 else diff
    if rank.startswith("J"):
        return diff  # juryo: one slot per win over .500
    return 0

def ozeki_promotion(last_three_wins):
    return sum(last_three_wins) >= 33 and min(last_three_wins) >= 10

def kadoban(ozeki_wins):
    return ozeki_wins < 8
EOF
cat > "$P/tests/test_keys.py" <<'EOF'
import pytest
from banzuke.ranks import rank_key

RANKS = [f"{k}{n}{s}" for k, top in [("Y", 1), ("O", 2), ("S", 2), ("K", 2), ("M", 17), ("J", 14)] for n in range(1, top + 1) for s in "ew"]

@pytest.mark.parametrize("day", range(1, 11))
@pytest.mark.parametrize("rank", RANKS)
def test_rank_key_is_tuple(rank, day):
    key = rank_key(rank)
    assert isinstance(key, tuple) and len(key) == 3
EOF
cat > "$P/tests/test_ranks.py" <<'EOF'
import pytest
from banzuke.ranks import kachikoshi, rank_key, movement, ozeki_promotion, kadoban

@pytest.mark.parametrize("wins", range(0, 16))
@pytest.mark.parametrize("bouts", [15])
def test_kachikoshi_is_bool(wins, bouts):
    assert kachikoshi(wins, bouts) in (True, False)

RANKS = [f"{k}{n}{s}" for k, top in [("O", 2), ("S", 2), ("K", 2), ("M", 17), ("J", 14)] for n in range(1, top + 1) for s in "ew"]

@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("wins", range(0, 16))
def test_movement_bounded(rank, wins):
    assert -15 <= movement(rank, wins) <= 8

@pytest.mark.parametrize("a,b", [("O1e", "O1w"), ("S1e", "K1e"), ("M1w", "M2e"), ("K2w", "M1e"), ("M17w", "J1e")])
def test_rank_order(a, b):
    assert rank_key(a) < rank_key(b)

def test_makekoshi_drops_maegashira():
    assert movement("M8e", 6) == -3

def test_ozeki_run():
    assert ozeki_promotion([11, 12, 10])

def test_kadoban():
    assert kadoban(7) and not kadoban(8)
EOF
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)')
neutral() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ python -m pytest -v -x'; timeout 120 python3 -m pytest -v -x -p no:cacheprovider -p no:benchmark 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
