#!/bin/bash
# solar-panel yield estimator: git log --stat over a few months of history
source "$(dirname "$0")/_common.sh"
fresh solar-yield
gitinit
mkdir -p solaryield tests docs data
cat > solaryield/__init__.py <<'EOF'
__version__ = "0.1.0"
EOF
cat > solaryield/irradiance.py <<'EOF'
import math


def declination(day_of_year):
    return 23.45 * math.sin(math.radians(360 / 365 * (284 + day_of_year)))
EOF
cat > solaryield/panel.py <<'EOF'
from dataclasses import dataclass


@dataclass
class Panel:
    watt_peak: float
    tilt_deg: float
    azimuth_deg: float
EOF
cat > tests/test_irradiance.py <<'EOF'
from solaryield.irradiance import declination


def test_equinox_declination_near_zero():
    assert abs(declination(80)) < 1.0
EOF
cat > README.md <<'EOF'
# solar-yield

Estimates daily and yearly energy yield of a rooftop PV array.
EOF
cat > setup.cfg <<'EOF'
[metadata]
name = solar-yield
version = 0.1.0
EOF
git add -A && gc "2024-01-08T09:12:00" "Priya Nair" "Initial skeleton: declination and panel model"
# history: date|author|message|file:lines-to-append;file:lines...
while IFS='|' read -r date author msg edits; do
  IFS=';' read -ra parts <<< "$edits"
  for part in "${parts[@]}"; do
    f="${part%%:*}"; n="${part##*:}"
    mkdir -p "$(dirname "$f")"
    if [ "$n" -lt 0 ]; then
      # delete -n lines from the end
      head -n "$n" "$f" > "$f.tmp" && mv "$f.tmp" "$f"
    else
      for i in $(seq 1 "$n"); do echo "# ${msg} (${i})" >> "$f"; done
    fi
    git add "$f"
  done
  gc "$date" "$author" "$msg"
done <<'EOF'
2024-01-09T14:03:00|Priya Nair|Add hour angle and solar elevation|solaryield/irradiance.py:24;tests/test_irradiance.py:12
2024-01-11T10:40:00|Tomasz Wrona|Plane-of-array irradiance with isotropic sky model|solaryield/irradiance.py:38;solaryield/poa.py:52;tests/test_poa.py:30
2024-01-15T16:22:00|Priya Nair|Temperature derating using NOCT|solaryield/panel.py:27;solaryield/thermal.py:41;tests/test_thermal.py:18
2024-01-17T11:05:00|Tomasz Wrona|Fix sign of azimuth for south-facing roofs|solaryield/poa.py:3;tests/test_poa.py:9
2024-01-22T09:30:00|Amara Obi|Load hourly weather from TMY CSV|solaryield/weather.py:64;data/tmy_lisbon.csv:220;tests/test_weather.py:25
2024-01-23T13:48:00|Amara Obi|Handle missing GHI values by interpolation|solaryield/weather.py:19;tests/test_weather.py:14
2024-01-29T17:10:00|Priya Nair|Inverter clipping and efficiency curve|solaryield/inverter.py:47;tests/test_inverter.py:22
2024-02-02T08:55:00|Tomasz Wrona|Shading mask from horizon profile|solaryield/shading.py:58;data/horizon_example.csv:36;tests/test_shading.py:20
2024-02-05T12:31:00|Priya Nair|Daily and monthly aggregation|solaryield/aggregate.py:33;tests/test_aggregate.py:16
2024-02-07T15:00:00|Amara Obi|CLI: solaryield estimate --config|solaryield/cli.py:71;setup.cfg:6;README.md:14
2024-02-12T10:14:00|Tomasz Wrona|Speed up POA computation with numpy vectorisation|solaryield/poa.py:-20;solaryield/poa.py:31
2024-02-13T09:02:00|Priya Nair|Bump version to 0.2.0|solaryield/__init__.py:1;setup.cfg:1
2024-02-19T14:27:00|Amara Obi|Document configuration keys|docs/config.md:88;README.md:6
2024-02-21T11:39:00|Tomasz Wrona|Bifacial gain factor for ground-mounted arrays|solaryield/panel.py:15;solaryield/poa.py:12;tests/test_poa.py:11
2024-02-26T16:45:00|Priya Nair|Remove unused legacy loader|solaryield/legacy_loader.py:40
2024-02-27T10:20:00|Priya Nair|Drop legacy loader completely|solaryield/legacy_loader.py:-40
2024-03-04T09:05:00|Amara Obi|Soiling losses per month from config|solaryield/losses.py:36;solaryield/cli.py:8;tests/test_losses.py:19
2024-03-06T13:33:00|Tomasz Wrona|Fix off-by-one in day-of-year for leap years|solaryield/irradiance.py:2;tests/test_irradiance.py:8
2024-03-11T15:58:00|Priya Nair|Cable and mismatch losses|solaryield/losses.py:21;tests/test_losses.py:10
2024-03-13T08:47:00|Amara Obi|Export results as CSV and JSON|solaryield/export.py:49;solaryield/cli.py:12;tests/test_export.py:23
2024-03-18T12:12:00|Tomasz Wrona|Battery self-consumption simulation|solaryield/battery.py:83;tests/test_battery.py:37
2024-03-20T17:26:00|Priya Nair|Battery: respect max charge rate|solaryield/battery.py:9;tests/test_battery.py:6
2024-03-25T10:50:00|Amara Obi|Add Porto and Seville TMY samples|data/tmy_porto.csv:220;data/tmy_seville.csv:220
2024-03-27T14:05:00|Tomasz Wrona|Degradation over panel lifetime|solaryield/panel.py:13;solaryield/aggregate.py:10;tests/test_aggregate.py:7
2024-04-02T09:41:00|Priya Nair|Bump version to 0.3.0 and changelog|solaryield/__init__.py:1;setup.cfg:1;CHANGELOG.md:31
EOF
git --no-pager log --stat 2>&1 | neut > "$OUTDIR/git-log-solar.txt"
