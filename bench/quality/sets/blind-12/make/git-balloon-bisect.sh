#!/usr/bin/env bash
# git bisect run with pytest over 48 commits of a hot-air-balloon flight planner, to find which commit broke the lift calculation.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/git-balloon-bisect.txt
PYBASE=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/envelope
rm -rf "$P"; mkdir -p "$P/envelope" "$P/tests"; cd "$P"
git init -q -b main .
git config user.name "Pilar Ochoa"; git config user.email "pilar@envelope.invalid"; git config commit.gpgsign false
cat > envelope/__init__.py <<'X'
X
cat > envelope/lift.py <<'X'
"""Gross lift of a hot-air balloon envelope from the ideal gas law."""
R_AIR = 287.05          # J/(kg K)
G = 9.80665


def air_density(pressure_pa: float, temp_c: float) -> float:
    return pressure_pa / (R_AIR * (temp_c + 273.15))


def gross_lift_kg(volume_m3: float, ambient_c: float, envelope_c: float, pressure_pa: float = 101325) -> float:
    outside = air_density(pressure_pa, ambient_c)
    inside = air_density(pressure_pa, envelope_c)
    return volume_m3 * (outside - inside)


def pressure_at(altitude_m: float) -> float:
    return 101325 * (1 - 2.25577e-5 * altitude_m) ** 5.25588
X
cat > envelope/payload.py <<'X'
"""Payload bookkeeping: basket, burners, fuel and passengers."""
BASKET_KG = 120
BURNER_KG = 28
CYLINDER_EMPTY_KG = 22
PROPANE_KG_PER_L = 0.51


def payload_kg(passengers: list[float], cylinders: int, fuel_l: float) -> float:
    return BASKET_KG + BURNER_KG + cylinders * CYLINDER_EMPTY_KG + fuel_l * PROPANE_KG_PER_L + sum(passengers)
X
cat > tests/test_lift.py <<'X'
import pytest
from envelope.lift import gross_lift_kg, pressure_at


def test_lift_sea_level_cold_morning():
    # 2800 m3 (AX-7), 5 C outside, 100 C inside
    assert gross_lift_kg(2800, 5, 100) == pytest.approx(905, rel=0.01)


def test_lift_drops_with_altitude():
    low = gross_lift_kg(2800, 5, 100, pressure_at(0))
    high = gross_lift_kg(2800, 5, 100, pressure_at(1500))
    assert high < low


def test_no_lift_when_cold_envelope():
    assert gross_lift_kg(2800, 15, 15) == pytest.approx(0.0, abs=1e-9)
X
git add -A
GIT_AUTHOR_DATE="2024-03-01T08:00:00Z" GIT_COMMITTER_DATE="2024-03-01T08:00:00Z" git commit -q -m "Lift from ideal gas law, with tests"
git tag v0.9
python3 - <<'X'
import os, subprocess
msgs = [
    "Add fuel burn estimate per hour", "Document the ideal gas assumptions", "Add AX-8 and AX-9 envelope sizes",
    "Tidy payload constants", "Add pilot licence weight allowance", "Name the standard atmosphere constants",
    "Use Kelvin helper in lift", "Add met report parser stub", "Parse METAR temperature group",
    "Add flight log CSV export", "Clamp envelope temperature to 120 C", "Add launch site registry",
    "Round lift to whole kilograms in reports", "Add wind drift estimate", "Refactor payload into dataclass",
    "Add landing field notes", "Cache air density per altitude band", "Add crew chase vehicle schedule",
    "Add burner duty cycle note", "Fix typo in README", "Validate passenger weights",
    "Add maximum take-off weight check", "Report spare lift", "Add AX-10 envelope size",
    "Support inHg pressure input", "Add pre-flight checklist text", "Split met module", "Add sunrise lookup",
    "Add temperature inversion warning", "Log burner cycles", "Add basket size classes",
    "Allow metric or imperial output", "Add flight area boundaries", "Add altitude ceiling per envelope",
    "Improve METAR error messages", "Add CLI entry point", "Bump version to 1.0.0", "Add release notes",
    "Add payload margin config", "Add example flight plans", "Document CLI options", "Add envelope hours counter",
    "Add maintenance due warning", "Show lift table for a morning", "Add burner fuel pressure check",
    "Add retrieval distance estimate", "Add packaging metadata",
]
bad = 23  # this commit "switches to Celsius helper" and forgets the 273.15 offset for the envelope
t = 1709280000
for i, m in enumerate(msgs):
    t += 86400
    env = dict(os.environ, GIT_AUTHOR_DATE=f"@{t} +0000", GIT_COMMITTER_DATE=f"@{t} +0000")
    if i == bad:
        m = "Use shared kelvin() helper for densities"
        s = open("envelope/lift.py").read()
        s = s.replace('def air_density(pressure_pa: float, temp_c: float) -> float:\n    return pressure_pa / (R_AIR * (temp_c + 273.15))',
                      'def kelvin(temp_c: float) -> float:\n    return temp_c + 273.15\n\n\ndef air_density(pressure_pa: float, temp_k: float) -> float:\n    return pressure_pa / (R_AIR * temp_k)')
        s = s.replace("outside = air_density(pressure_pa, ambient_c)", "outside = air_density(pressure_pa, kelvin(ambient_c))")
        s = s.replace("inside = air_density(pressure_pa, envelope_c)", "inside = air_density(pressure_pa, envelope_c)")
        open("envelope/lift.py", "w").write(s)
    else:
        with open(f"NOTES.md", "a") as fh:
            fh.write(f"- {m}\n")
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", m], check=True, env=env)
X
{ echo '$ git bisect start HEAD v0.9'; git bisect start HEAD v0.9 2>&1; echo "exit status: $?"
  echo '$ git bisect run python -m pytest -q -p no:cacheprovider tests/test_lift.py'; git bisect run python -m pytest -q -p no:cacheprovider tests/test_lift.py > "$WORK/bisect-run.log" 2>&1; rc=$?
  sed -e '$a\' "$WORK/bisect-run.log"; echo "exit status: $rc"; } | neutral > "$OUT"
git bisect reset >/dev/null 2>&1
