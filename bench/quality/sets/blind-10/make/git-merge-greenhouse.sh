#!/usr/bin/env bash
# git merge of a feature branch into main with conflicts in a greenhouse climate controller,
# then git status and git diff of the conflicted files.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/glasshouse
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
export GIT_AUTHOR_NAME="Ruth Okafor" GIT_AUTHOR_EMAIL=ruth@glasshouse.example GIT_COMMITTER_NAME="Ruth Okafor" GIT_COMMITTER_EMAIL=ruth@glasshouse.example
export GIT_AUTHOR_DATE="2024-04-02T09:00:00+02:00" GIT_COMMITTER_DATE="2024-04-02T09:00:00+02:00"
mkdir -p controller config tests
cat > controller/vents.py <<'EOF'
"""Roof vent control for the glasshouse bays."""

OPEN_ABOVE_C = 26.0
CLOSE_BELOW_C = 22.0
MAX_WIND_MS = 9.0


def vent_position(temp_c, wind_ms, current):
    """Return the new vent opening in percent (0-100)."""
    if wind_ms > MAX_WIND_MS:
        return 0
    if temp_c > OPEN_ABOVE_C:
        return min(100, current + 20)
    if temp_c < CLOSE_BELOW_C:
        return max(0, current - 20)
    return current
EOF
cat > controller/heating.py <<'EOF'
"""Pipe-rail heating setpoints."""

NIGHT_SETPOINT_C = 16.0
DAY_SETPOINT_C = 19.0


def setpoint(hour):
    return DAY_SETPOINT_C if 6 <= hour < 20 else NIGHT_SETPOINT_C


def valve(temp_c, hour):
    err = setpoint(hour) - temp_c
    return max(0.0, min(1.0, err * 0.25))
EOF
cat > config/bays.toml <<'EOF'
[bay.tomato]
crop = "tomato"
vents = 4
min_humidity = 60

[bay.cucumber]
crop = "cucumber"
vents = 4
min_humidity = 70
EOF
cat > tests/test_vents.py <<'EOF'
from controller.vents import vent_position


def test_closes_in_storm():
    assert vent_position(30, 12, 80) == 0


def test_opens_when_hot():
    assert vent_position(28, 2, 40) == 60
EOF
git add -A; git commit -q -m "Vent and heating controllers for bays"

git checkout -q -b feature/wind-gusts
export GIT_AUTHOR_NAME="Pieter de Vries" GIT_AUTHOR_EMAIL=pieter@glasshouse.example GIT_COMMITTER_NAME="Pieter de Vries" GIT_COMMITTER_EMAIL=pieter@glasshouse.example
export GIT_AUTHOR_DATE="2024-04-04T14:10:00+02:00" GIT_COMMITTER_DATE="2024-04-04T14:10:00+02:00"
cat > controller/vents.py <<'EOF'
"""Roof vent control for the glasshouse bays."""

OPEN_ABOVE_C = 26.0
CLOSE_BELOW_C = 22.0
MAX_WIND_MS = 9.0
MAX_GUST_MS = 14.0


def vent_position(temp_c, wind_ms, current, gust_ms=0.0):
    """Return the new vent opening in percent (0-100).

    Gusts above MAX_GUST_MS close the vents even when the mean wind is calm.
    """
    if wind_ms > MAX_WIND_MS or gust_ms > MAX_GUST_MS:
        return 0
    if temp_c > OPEN_ABOVE_C:
        return min(100, current + 20)
    if temp_c < CLOSE_BELOW_C:
        return max(0, current - 20)
    return current
EOF
cat >> tests/test_vents.py <<'EOF'


def test_closes_on_gust():
    assert vent_position(30, 3, 80, gust_ms=16) == 0
EOF
git commit -q -am "Close vents on strong gusts"
cat > config/bays.toml <<'EOF'
[bay.tomato]
crop = "tomato"
vents = 4
min_humidity = 60
gust_limit_ms = 14

[bay.cucumber]
crop = "cucumber"
vents = 4
min_humidity = 70
gust_limit_ms = 12
EOF
git commit -q -am "Per-bay gust limits"

git checkout -q main
export GIT_AUTHOR_NAME="Ruth Okafor" GIT_AUTHOR_EMAIL=ruth@glasshouse.example GIT_COMMITTER_NAME="Ruth Okafor" GIT_COMMITTER_EMAIL=ruth@glasshouse.example
export GIT_AUTHOR_DATE="2024-04-05T08:30:00+02:00" GIT_COMMITTER_DATE="2024-04-05T08:30:00+02:00"
cat > controller/vents.py <<'EOF'
"""Roof vent control for the glasshouse bays."""

OPEN_ABOVE_C = 26.0
CLOSE_BELOW_C = 22.0
MAX_WIND_MS = 8.0
RAIN_CLOSE = True


def vent_position(temp_c, wind_ms, current, raining=False):
    """Return the new vent opening in percent (0-100)."""
    if wind_ms > MAX_WIND_MS or (raining and RAIN_CLOSE):
        return 0
    if temp_c > OPEN_ABOVE_C:
        return min(100, current + 20)
    if temp_c < CLOSE_BELOW_C:
        return max(0, current - 20)
    return current
EOF
git commit -q -am "Close vents when it rains; lower wind limit to 8 m/s"
cat > config/bays.toml <<'EOF'
[bay.tomato]
crop = "tomato"
vents = 4
min_humidity = 62

[bay.cucumber]
crop = "cucumber"
vents = 6
min_humidity = 70

[bay.pepper]
crop = "pepper"
vents = 4
min_humidity = 65
EOF
git commit -q -am "Add pepper bay; retune tomato humidity"
sed -i 's/DAY_SETPOINT_C = 19.0/DAY_SETPOINT_C = 20.0/' controller/heating.py
git commit -q -am "Warmer day setpoint"
{
  echo '$ git merge feature/wind-gusts'
  git merge feature/wind-gusts 2>&1
  echo "exit status: $?"
  echo '$ git status'
  git status 2>&1
  echo "exit status: $?"
  echo '$ git diff'
  git --no-pager diff 2>&1
  echo "exit status: $?"
} | neutral
