#!/bin/bash
# python -m unittest -v over a mine-ventilation calculator: many subTest-free cases, one failure, one error, one skip
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tinmine
fresh $P
mkdir -p tinmine tests
touch tinmine/__init__.py tests/__init__.py
cat > tinmine/airflow.py <<'PY'
import math

AIR_DENSITY = 1.2  # kg/m3
MIN_VELOCITY = 0.25  # m/s, statutory minimum in working places


def flow(area_m2, velocity):
    return area_m2 * velocity


def pressure_drop(k, length, perimeter, area, q):
    """Atkinson equation: p = k L C Q^2 / A^3"""
    return k * length * perimeter * q ** 2 / area ** 3


def resistance(k, length, perimeter, area):
    return k * length * perimeter / area ** 3


def series(*rs):
    return sum(rs)


def parallel(*rs):
    return 1 / sum(1 / math.sqrt(r) for r in rs) ** 2


def fan_power(p, q, efficiency=0.7):
    return p * q / efficiency


def meets_minimum(area, q):
    return q / area >= MIN_VELOCITY


def dilution_flow(gas_lps, limit_pct):
    return gas_lps / (limit_pct / 100)


def radon_hours(wl):
    return 170 / wl
PY
python3 - <<'PY'
import itertools
lines = ["import unittest", "import sys", "from tinmine import airflow as af", "", ""]
lines.append("class FlowTests(unittest.TestCase):")
for a, v in itertools.product([4, 6, 9, 12, 16, 20], [0.3, 0.5, 1.0, 2.0, 3.5, 5.0]):
    name = f"test_flow_{a}m2_{str(v).replace('.', '_')}ms"
    lines += [f"    def {name}(self):", f"        self.assertAlmostEqual(af.flow({a}, {v}), {a * v!r})", ""]
lines.append("class ResistanceTests(unittest.TestCase):")
for k, L, C, A in itertools.product([0.008, 0.012, 0.02], [100, 250, 600], [10, 14], [6, 12]):
    name = f"test_resistance_k{str(k)[2:]}_L{L}_C{C}_A{A}"
    r = k * L * C / A ** 3
    lines += [f"    def {name}(self):", f"        self.assertAlmostEqual(af.resistance({k}, {L}, {C}, {A}), {r!r})", ""]
lines.append("class NetworkTests(unittest.TestCase):")
for i, rs in enumerate([(0.1, 0.2), (0.05, 0.05, 0.3), (1.0, 2.0, 3.0), (0.4,), (0.02, 0.9)]):
    lines += [f"    def test_series_{i}(self):", f"        self.assertAlmostEqual(af.series(*{rs!r}), {sum(rs)!r})", ""]
lines += ["    def test_parallel_equal_branches(self):",
          "        self.assertAlmostEqual(af.parallel(0.4, 0.4), 0.1)", "",
          "    def test_parallel_three_branches(self):",
          "        self.assertAlmostEqual(af.parallel(0.9, 0.9, 0.9), 0.09, places=4)", "",
          "    def test_parallel_rejects_zero(self):",
          "        with self.assertRaises(ValueError):",
          "            af.parallel(0.5, 0)", ""]
lines.append("class SafetyTests(unittest.TestCase):")
for a, q in itertools.product([5, 8, 11, 15], [1, 2, 3, 5, 8, 13]):
    ok = q / a >= 0.25
    lines += [f"    def test_minimum_velocity_{a}m2_{q}m3s(self):", f"        self.assertIs(af.meets_minimum({a}, {q}), {ok})", ""]
for g, lim in itertools.product([0.5, 1.2, 3.0], [0.25, 0.5, 1.0]):
    name = f"test_dilution_{str(g).replace('.', '_')}lps_{str(lim).replace('.', '_')}pct"
    lines += [f"    def {name}(self):", f"        self.assertAlmostEqual(af.dilution_flow({g}, {lim}), {g / (lim / 100)!r})", ""]
lines += ["    @unittest.skipUnless(sys.platform == 'win32', 'shift-log export uses the surveyor\\'s Access database')",
          "    def test_export_shift_log(self):", "        pass", "",
          "    def test_fan_power_duty_point(self):",
          "        self.assertAlmostEqual(af.fan_power(1800, 95), 244285.71, places=2)", ""]
open("tests/test_airflow.py", "w").write("\n".join(lines) + "\n")
PY
cd $P
{ run python -m unittest -v tests.test_airflow; } | neutral
