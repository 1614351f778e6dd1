#!/bin/bash
# Builds the shadowplay repository (a shadow-puppet theatre cue/lamp/booking tool) with ~230 commits by several authors.
# Sourced by the c-git-*-shadowplay.sh scripts. Leaves you in $P on branch main.
. "$(dirname "${BASH_SOURCE[0]}")/c-lib.sh"
P=$WORK/shadowplay; rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config commit.gpgsign false
AUTHORS=("Aylin Demir:aylin@shadowplay.example" "Tomasz Wrobel:tomasz@shadowplay.example" "Keoni Kahale:keoni@shadowplay.example" "Marisol Vega:marisol@shadowplay.example")
T=1704103200
commit() { # commit <author-index> <message>
  local a=${AUTHORS[$1]}; T=$((T + 3600 * 7 + ($RANDOM % 3000)))
  GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_COMMITTER_NAME="${a%%:*}" GIT_COMMITTER_EMAIL="${a##*:}" \
  GIT_AUTHOR_DATE="@$T +0100" GIT_COMMITTER_DATE="@$T +0100" git commit -q -m "$2"
}
RANDOM=42
mkdir -p shadowplay tests docs scenes
cat > shadowplay/__init__.py <<'PY'
__version__ = "0.1.0"
PY
cat > shadowplay/cues.py <<'PY'
"""Cue list for a shadow-puppet performance."""

FPS = 25


def fade_frames(seconds):
    return int(round(seconds * FPS))


def cue_at(cues, t):
    current = None
    for c in cues:
        if c["t"] <= t:
            current = c
    return current
PY
cat > shadowplay/lamps.py <<'PY'
LAMPS = {"oil-1": 40, "oil-2": 40, "halogen-back": 300}


def total_watts(on):
    return sum(LAMPS[name] for name in on)
PY
cat > tests/test_cues.py <<'PY'
from shadowplay.cues import fade_frames, cue_at

def test_fade_frames():
    assert fade_frames(2) == 50
    assert fade_frames(0.7) == 18

def test_cue_at():
    cues = [{"t": 0, "name": "open"}, {"t": 30, "name": "storm"}]
    assert cue_at(cues, 31)["name"] == "storm"
PY
echo "# shadowplay" > README.md
git add -A; commit 0 "Initial cue list and lamp table"
SCENES=(prologue river-crossing monkey-king storm forest-spirit market shadow-duel lantern-festival epilogue dragon-boat)
for i in $(seq 1 230); do
  a=$((RANDOM % 4))
  case $((i % 7)) in
    0) s=${SCENES[$((i % 10))]}; printf 'scene: %s\nrev: %d\npuppets: %d\nlamps: [oil-1, %s]\nduration_s: %d\n' "$s" "$i" $((2 + i % 5)) $([ $((i%2)) = 0 ] && echo oil-2 || echo halogen-back) $((120 + i * 3)) > scenes/$s.yaml
       git add -A; commit $a "scenes: revise $s blocking (rev $i)";;
    1) printf '\n\ndef lamp_%d_budget(on):\n    return total_watts(on) <= %d\n' $i $((200 + i)) >> shadowplay/lamps.py
       git add -A; commit $a "lamps: add power budget check #$i";;
    2) printf '\n## Rehearsal note %d\n\nRun-through %d: timing notes for %s.\n' $i $i ${SCENES[$((i % 10))]} >> docs/rehearsals.md
       git add -A; commit $a "docs: rehearsal notes $i";;
    3) printf '\n\ndef cue_%d(cues):\n    return [c for c in cues if c.get("scene") == "%s"]\n' $i ${SCENES[$((i % 10))]} >> shadowplay/cues.py
       git add -A; commit $a "cues: scene filter for ${SCENES[$((i % 10))]}";;
    4) printf 'seat-%03d,%s,%d\n' $i ${SCENES[$((i % 10))]} $((i * 13 % 97)) >> docs/bookings.csv
       git add -A; commit $a "bookings: import batch $i";;
    5) printf '\n\ndef test_budget_%d():\n    from shadowplay.lamps import total_watts\n    assert total_watts(["oil-1"]) == 40\n' $i >> tests/test_lamps.py
       git add -A; commit $a "tests: lamp budget case $i";;
    6) sed -i "s/__version__ = .*/__version__ = \"0.$((i / 7 + 1)).0\"/" shadowplay/__init__.py
       git add -A; commit $a "release 0.$((i / 7 + 1)).0";;
  esac
  if [ $i = 87 ]; then
    sed -i 's/return int(round(seconds \* FPS))/return int(seconds * FPS)/' shadowplay/cues.py
    git add -A; commit 2 "cues: avoid float rounding in fade_frames"
  fi
done
