#!/bin/bash
# Long verbose pytest run of a container-terminal quay-crane scheduler: ~2500 parametrized tests,
# one failing case in the middle, a few skips, with --durations.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/quaycrane
rm -rf "$P"; mkdir -p "$P/quaycrane" "$P/tests"
touch "$P/quaycrane/__init__.py"
cat > "$P/quaycrane/plan.py" <<'PY'
import math
import time

CRANE_MOVES_PER_HOUR = 28
TWIN_LIFT_MAX_TONNES = 2 * 30.5


def crane_hours(boxes, cranes):
    if cranes <= 0:
        raise ValueError("need at least one crane")
    return math.ceil(boxes / (CRANE_MOVES_PER_HOUR * cranes) * 4) / 4


def can_twin_lift(w1, w2):
    return w1 + w2 <= TWIN_LIFT_MAX_TONNES and abs(w1 - w2) <= 10


def bay_order(bays):
    # work outer bays first so cranes do not cross
    left = sorted(b for b in bays if b % 2)
    right = sorted((b for b in bays if not b % 2), reverse=True)
    return left + right


def slow_reslot(n):
    time.sleep(0.4)
    return n
PY
python3 - "$P/tests" <<'PY'
import sys, random
d = sys.argv[1]
rnd = random.Random(77)
cases = []
for _ in range(1600):
    boxes, cranes = rnd.randint(1, 3000), rnd.randint(1, 6)
    import math
    exp = math.ceil(boxes / (28 * cranes) * 4) / 4
    cases.append((boxes, cranes, exp))
cases[911] = (1433, 4, 12.5)  # wrong expectation recorded from the old 26 moves/hour figure
with open(f"{d}/test_hours.py", "w") as f:
    f.write("import pytest\nfrom quaycrane.plan import crane_hours\n\n")
    f.write(f"CASES = {cases!r}\n\n")
    f.write("@pytest.mark.parametrize('boxes,cranes,hours', CASES)\ndef test_crane_hours(boxes, cranes, hours):\n    assert crane_hours(boxes, cranes) == hours\n")
pairs = [(round(rnd.uniform(2, 32), 1), round(rnd.uniform(2, 32), 1)) for _ in range(880)]
with open(f"{d}/test_twin.py", "w") as f:
    f.write("import pytest\nfrom quaycrane.plan import can_twin_lift, slow_reslot, bay_order\n\n")
    f.write(f"PAIRS = {pairs!r}\n\n")
    f.write("@pytest.mark.parametrize('w1,w2', PAIRS)\ndef test_twin_lift_symmetric(w1, w2):\n    assert can_twin_lift(w1, w2) == can_twin_lift(w2, w1)\n\n")
    f.write("@pytest.mark.skip(reason='reefer power data not yet exported from TOS')\ndef test_reefer_slots():\n    pass\n\n")
    f.write("@pytest.mark.skip(reason='needs berth 4 crane telemetry')\ndef test_berth4_outreach():\n    pass\n\n")
    f.write("def test_bay_order():\n    assert bay_order([1, 2, 3, 4, 5, 6]) == [1, 3, 5, 6, 4, 2]\n\n")
    f.write("def test_slow_reslot():\n    assert slow_reslot(3) == 3\n")
PY
cd "$P"
run python3 -m pytest tests -v -p no:cacheprovider --durations=3 | neut
