#!/usr/bin/env bash
# Greenhouse humidity controller: merging a feature branch conflicts with main; then git status and git diff.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/git-merge-greenhouse.txt"
P="$BASE/greenhouse-ctl"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Maya Kessler" GIT_AUTHOR_EMAIL="maya@greenhouse.example" GIT_COMMITTER_NAME="Maya Kessler" GIT_COMMITTER_EMAIL="maya@greenhouse.example"
export GIT_AUTHOR_DATE="2024-04-02T09:00:00+02:00" GIT_COMMITTER_DATE="2024-04-02T09:00:00+02:00"
git init -q -b main .
mkdir -p ghctl tests
cat > ghctl/config.py <<'EOF'
TARGET_RH = 72.0
HYSTERESIS = 3.0
MIST_PULSE_S = 20
VENT_OPEN_ABOVE_RH = 85.0
ZONES = ["propagation", "tomato", "orchid"]
EOF
cat > ghctl/controller.py <<'EOF'
from ghctl.config import TARGET_RH, HYSTERESIS, MIST_PULSE_S, VENT_OPEN_ABOVE_RH


class HumidityController:
    def __init__(self, zone):
        self.zone = zone
        self.misting = False
        self.vent_open = False

    def step(self, rh, temp_c):
        if rh < TARGET_RH - HYSTERESIS:
            self.misting = True
        elif rh > TARGET_RH + HYSTERESIS:
            self.misting = False
        self.vent_open = rh > VENT_OPEN_ABOVE_RH
        return {"mist": self.misting, "vent": self.vent_open, "pulse_s": MIST_PULSE_S if self.misting else 0}
EOF
cat > README.md <<'EOF'
# ghctl
Humidity controller for the three-zone glasshouse.
EOF
git add -A && git commit -qm "Initial humidity controller"
git checkout -q -b feature/per-zone-targets
cat > ghctl/config.py <<'EOF'
TARGETS_RH = {"propagation": 85.0, "tomato": 70.0, "orchid": 65.0}
HYSTERESIS = 3.0
MIST_PULSE_S = 20
VENT_OPEN_ABOVE_RH = 88.0
ZONES = list(TARGETS_RH)
EOF
cat > ghctl/controller.py <<'EOF'
from ghctl.config import TARGETS_RH, HYSTERESIS, MIST_PULSE_S, VENT_OPEN_ABOVE_RH


class HumidityController:
    def __init__(self, zone):
        self.zone = zone
        self.target = TARGETS_RH[zone]
        self.misting = False
        self.vent_open = False

    def step(self, rh, temp_c):
        if rh < self.target - HYSTERESIS:
            self.misting = True
        elif rh > self.target + HYSTERESIS:
            self.misting = False
        self.vent_open = rh > VENT_OPEN_ABOVE_RH
        return {"mist": self.misting, "vent": self.vent_open, "pulse_s": MIST_PULSE_S if self.misting else 0}
EOF
GIT_AUTHOR_DATE="2024-04-05T14:10:00+02:00" GIT_COMMITTER_DATE="2024-04-05T14:10:00+02:00" git commit -qam "Per-zone humidity targets"
cat >> README.md <<'EOF'

Targets are configured per zone in `ghctl/config.py`.
EOF
GIT_AUTHOR_DATE="2024-04-05T14:30:00+02:00" GIT_COMMITTER_DATE="2024-04-05T14:30:00+02:00" git commit -qam "Document per-zone targets"
git checkout -q main
cat > ghctl/config.py <<'EOF'
TARGET_RH = 72.0
HYSTERESIS = 2.5
MIST_PULSE_S = 15
VENT_OPEN_ABOVE_RH = 85.0
MAX_TEMP_FOR_MIST_C = 34.0
ZONES = ["propagation", "tomato", "orchid"]
EOF
cat > ghctl/controller.py <<'EOF'
from ghctl.config import TARGET_RH, HYSTERESIS, MIST_PULSE_S, VENT_OPEN_ABOVE_RH, MAX_TEMP_FOR_MIST_C


class HumidityController:
    def __init__(self, zone):
        self.zone = zone
        self.misting = False
        self.vent_open = False

    def step(self, rh, temp_c):
        if temp_c > MAX_TEMP_FOR_MIST_C:
            # misting in a hot house scorches leaves; vent instead
            self.misting = False
        elif rh < TARGET_RH - HYSTERESIS:
            self.misting = True
        elif rh > TARGET_RH + HYSTERESIS:
            self.misting = False
        self.vent_open = rh > VENT_OPEN_ABOVE_RH or temp_c > MAX_TEMP_FOR_MIST_C
        return {"mist": self.misting, "vent": self.vent_open, "pulse_s": MIST_PULSE_S if self.misting else 0}
EOF
cat > tests/test_heat.py <<'EOF'
from ghctl.controller import HumidityController


def test_no_mist_when_hot():
    c = HumidityController("tomato")
    assert c.step(50.0, 36.0)["mist"] is False
EOF
git add -A
GIT_AUTHOR_DATE="2024-04-06T08:05:00+02:00" GIT_COMMITTER_DATE="2024-04-06T08:05:00+02:00" git commit -qm "Suppress misting above 34C and open vents"
{
  echo '$ git merge feature/per-zone-targets'
  git merge feature/per-zone-targets 2>&1
  echo '$ git status'
  git status 2>&1
  echo '$ git diff'
  git diff 2>&1
} | neut > "$OUT"
