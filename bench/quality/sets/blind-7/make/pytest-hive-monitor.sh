#!/usr/bin/env bash
# Beekeeping hive monitor: pytest -v run with failures, skips and passes.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/pytest-hive-monitor.txt"
P="$BASE/hive-monitor"
rm -rf "$P"; mkdir -p "$P/hive" "$P/tests"; cd "$P"
cat > hive/__init__.py <<'EOF'
EOF
cat > hive/readings.py <<'EOF'
from dataclasses import dataclass, field
from statistics import mean


@dataclass
class Reading:
    hive_id: str
    temp_c: float
    humidity: float
    weight_kg: float
    minute: int


@dataclass
class Hive:
    hive_id: str
    readings: list = field(default_factory=list)

    def add(self, reading):
        if reading.hive_id != self.hive_id:
            raise ValueError(f"reading for {reading.hive_id} added to {self.hive_id}")
        self.readings.append(reading)

    def brood_temperature(self):
        if not self.readings:
            return None
        return round(mean(r.temp_c for r in self.readings[-6:]), 1)

    def weight_delta(self):
        if len(self.readings) < 2:
            return 0.0
        return round(self.readings[-1].weight_kg - self.readings[0].weight_kg, 2)
EOF
cat > hive/alerts.py <<'EOF'
SWARM_DROP_KG = 1.5
BROOD_MIN = 32.0
BROOD_MAX = 36.0


def swarm_suspected(hive):
    ws = [r.weight_kg for r in hive.readings]
    for a, b in zip(ws, ws[1:]):
        if a - b > SWARM_DROP_KG:
            return True
    return False


def brood_alert(hive):
    t = hive.brood_temperature()
    if t is None:
        return "no-data"
    if t < BROOD_MIN:
        return "chilled"
    if t > BROOD_MAX:
        return "overheated"
    return "ok"


def humidity_band(h):
    if h < 50:
        return "dry"
    if h <= 65:
        return "normal"
    return "damp"


def summarise(hives):
    out = {}
    for h in hives:
        out[h.hive_id] = {
            "brood": brood_alert(h),
            "swarm": swarm_suspected(h),
            "delta": h.weight_delta(),
        }
    return sorted(out.items())
EOF
cat > hive/harvest.py <<'EOF'
FRAME_YIELD_KG = 2.3


def frames_ready(capped_ratio_by_frame, threshold=0.8):
    return [i for i, r in enumerate(capped_ratio_by_frame) if r > threshold]


def estimate_yield(frames):
    return round(len(frames) * FRAME_YIELD_KG, 1)


def extraction_order(hives_frames):
    # heaviest hives first
    return [hid for hid, frames in sorted(hives_frames.items(), key=lambda kv: len(kv[1]))]
EOF
cat > tests/conftest.py <<'EOF'
import pytest
from hive.readings import Hive, Reading


@pytest.fixture
def hive_a():
    h = Hive("A1")
    for i, (t, w) in enumerate([(34.1, 41.0), (34.3, 41.2), (34.0, 41.1), (33.9, 39.3), (34.2, 39.4)]):
        h.add(Reading("A1", t, 58.0, w, i * 10))
    return h
EOF
cat > tests/test_readings.py <<'EOF'
import pytest
from hive.readings import Hive, Reading


def test_add_rejects_foreign_reading():
    h = Hive("B2")
    with pytest.raises(ValueError, match="added to B2"):
        h.add(Reading("C3", 34.0, 55.0, 30.0, 0))


def test_brood_temperature_uses_last_six(hive_a):
    assert hive_a.brood_temperature() == 34.1


def test_brood_temperature_empty():
    assert Hive("Z").brood_temperature() is None


def test_weight_delta(hive_a):
    assert hive_a.weight_delta() == -1.6


@pytest.mark.parametrize("n", [0, 1])
def test_weight_delta_short(n):
    h = Hive("Q")
    for i in range(n):
        h.add(Reading("Q", 34.0, 55.0, 20.0, i))
    assert h.weight_delta() == 0.0


@pytest.mark.skip(reason="scale calibration fixture not recorded yet")
def test_weight_calibration_offset():
    pass
EOF
cat > tests/test_alerts.py <<'EOF'
import sys
import pytest
from hive.readings import Hive, Reading
from hive import alerts


def test_swarm_detected(hive_a):
    assert alerts.swarm_suspected(hive_a) is True


def test_no_swarm_on_steady_weight():
    h = Hive("S")
    for i in range(5):
        h.add(Reading("S", 34.0, 55.0, 30.0 + i * 0.1, i))
    assert alerts.swarm_suspected(h) is False


@pytest.mark.parametrize("temp,expected", [
    (31.0, "chilled"),
    (32.0, "ok"),
    (35.9, "ok"),
    (36.0, "ok"),
    (36.5, "overheated"),
])
def test_brood_alert_bands(temp, expected):
    h = Hive("T")
    h.add(Reading("T", temp, 55.0, 30.0, 0))
    assert alerts.brood_alert(h) == expected


@pytest.mark.parametrize("hum,band", [
    (40, "dry"), (50, "normal"), (65, "normal"), (65.5, "damp"), (80, "damp"),
])
def test_humidity_band(hum, band):
    assert alerts.humidity_band(hum) == band


def test_summarise_sorted(hive_a):
    b = Hive("00")
    b.add(Reading("00", 30.0, 55.0, 12.0, 0))
    got = alerts.summarise([hive_a, b])
    assert got == [
        ("00", {"brood": "chilled", "swarm": False, "delta": 0.0}),
        ("A1", {"brood": "ok", "swarm": True, "delta": -1.6}),
    ]


def test_summarise_flags_overheated_hive():
    h = Hive("H9")
    for i in range(3):
        h.add(Reading("H9", 37.2 + i * 0.1, 70.0, 25.0 - i * 0.2, i))
    got = dict(alerts.summarise([h]))
    assert got["H9"] == {"brood": "overheated", "swarm": True, "delta": -0.4}


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="LoRa gateway only on the field Raspberry Pi")
def test_lora_push():
    pass
EOF
cat > tests/test_harvest.py <<'EOF'
import pytest
from hive import harvest


def test_frames_ready_threshold():
    assert harvest.frames_ready([0.9, 0.8, 0.5, 0.95]) == [0, 3]


def test_frames_ready_inclusive_threshold():
    assert harvest.frames_ready([0.8, 0.81], threshold=0.8) == [0, 1]


@pytest.mark.parametrize("n,kg", [(0, 0.0), (1, 2.3), (4, 9.2), (7, 16.1)])
def test_estimate_yield(n, kg):
    assert harvest.estimate_yield(list(range(n))) == kg


def test_extraction_order_heaviest_first():
    order = harvest.extraction_order({"A1": [0, 1], "B2": [0, 1, 2, 3], "C3": [0]})
    assert order == ["B2", "A1", "C3"]


@pytest.mark.xfail(reason="queen-excluder frames not modelled", strict=False)
def test_excluder_frames_excluded():
    assert harvest.frames_ready([1.0], threshold=0.8) == []
EOF
python3 -m pytest -vv -rfEsx -p no:cacheprovider tests 2>&1 | neut > "$OUT"
