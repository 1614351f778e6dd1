#!/usr/bin/env bash
# c-git-blame-pyrocue: `git blame` of the cue scheduler of a fireworks-display
# firing system, built up over a dozen commits by several authors.
# Usage: WORK=<scratch dir> bash c-git-blame-pyrocue.sh > ../outputs/c-git-blame-pyrocue.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pyrocue
rm -rf "$P"; mkdir -p "$P/pyrocue"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
n=0
commit() { n=$((n+1)); local who="$1"; shift; local d="@$((1735700000 + n*260000)) +0000"
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git -c user.name="${who% <*}" -c user.email="$(echo "$who" | sed 's/.*<\(.*\)>/\1/')" commit -q -a "$@"; }
A="Bruno Lefebvre <bruno@pyrocue.fr>"; B="Mei Tanaka <mei@pyrocue.fr>"; C="Olu Adeyemi <olu@pyrocue.fr>"; D="Sanna Koskinen <sanna@pyrocue.fr>"
cat > pyrocue/cues.py <<'T'
"""Cue scheduling for the firing system."""
from dataclasses import dataclass, field

SAFETY_DISTANCE_M = 50
MAX_CUES_PER_MODULE = 32


@dataclass(order=True)
class Cue:
    at_ms: int
    module: int = field(compare=False)
    channel: int = field(compare=False)
    product: str = field(compare=False)
    calibre_mm: int = field(compare=False, default=0)


class Show:
    def __init__(self, name):
        self.name = name
        self.cues = []

    def add(self, cue):
        if cue.channel >= MAX_CUES_PER_MODULE:
            raise ValueError(f"module {cue.module} has only {MAX_CUES_PER_MODULE} channels")
        self.cues.append(cue)

    def sorted(self):
        return sorted(self.cues)

    def duration_ms(self):
        return max((c.at_ms for c in self.cues), default=0)
T
git add -A; commit "$A" -m "Cue and show model"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s += '''

def required_distance(calibre_mm):
    """Minimum audience distance for a shell of the given calibre."""
    return max(SAFETY_DISTANCE_M, calibre_mm * 0.7)


def check_site(show, audience_distance_m):
    worst = max((c.calibre_mm for c in show.cues), default=0)
    need = required_distance(worst)
    if audience_distance_m < need:
        raise ValueError(f"audience at {audience_distance_m} m, {worst} mm shells need {need} m")
'''
open(p, "w").write(s)
T
commit "$B" -m "Site check against shell calibre"
sed -i 's/    return max(SAFETY_DISTANCE_M, calibre_mm \* 0.7)/    # 70 cm per mm of calibre, per the display operator guidance\n    return max(SAFETY_DISTANCE_M, calibre_mm * 0.7)/' pyrocue/cues.py
commit "$B" -m "Document the distance rule"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s += '''

class Timeline:
    def __init__(self, show, pre_fire_ms=0):
        self.show = show
        self.pre_fire_ms = pre_fire_ms

    def fire_times(self):
        """Times at which to send the fire command, corrected for lift time."""
        out = []
        for cue in self.show.sorted():
            t = cue.at_ms - self.pre_fire_ms
            out.append((max(0, t), cue.module, cue.channel))
        return out

    def by_module(self):
        mods = {}
        for t, m, ch in self.fire_times():
            mods.setdefault(m, []).append((t, ch))
        return mods
'''
open(p, "w").write(s)
T
commit "$C" -m "Timeline with pre-fire offset"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s = s.replace('''LIFT_PLACEHOLDER''', '')
s = s.replace('''            t = cue.at_ms - self.pre_fire_ms''', '''            lift = LIFT_MS_PER_MM * cue.calibre_mm
            t = cue.at_ms - self.pre_fire_ms - lift''')
s = s.replace('''MAX_CUES_PER_MODULE = 32''', '''MAX_CUES_PER_MODULE = 32
LIFT_MS_PER_MM = 22  # shells take ~2.2 s to reach burst height per 100 mm''')
open(p, "w").write(s)
T
commit "$C" -m "Subtract lift time so shells burst on the beat"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s += '''

ARM_SEQUENCE = ("key", "continuity", "arm")


class Controller:
    def __init__(self, link):
        self.link = link
        self.state = "safe"

    def step(self, action):
        idx = ARM_SEQUENCE.index(action)
        expected = ARM_SEQUENCE.index(self.state) + 1 if self.state in ARM_SEQUENCE else 0
        if idx != expected:
            raise RuntimeError(f"cannot {action} from state {self.state}")
        self.state = action

    def fire(self, module, channel):
        if self.state != "arm":
            raise RuntimeError("system not armed")
        self.link.send(module, channel)

    def disarm(self):
        self.state = "safe"
'''
open(p, "w").write(s)
T
commit "$D" -m "Arming state machine"
sed -i 's/^SAFETY_DISTANCE_M = 50$/SAFETY_DISTANCE_M = 60/' pyrocue/cues.py
commit "$D" -m "Raise minimum safety distance to 60 m after the Lakeside review"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s = s.replace('''    def fire(self, module, channel):
        if self.state != "arm":
            raise RuntimeError("system not armed")
        self.link.send(module, channel)''', '''    def fire(self, module, channel):
        if self.state != "arm":
            raise RuntimeError("system not armed")
        if not self.link.continuity(module, channel):
            raise RuntimeError(f"no continuity on {module}:{channel}")
        self.link.send(module, channel)''')
open(p, "w").write(s)
T
commit "$A" -m "Refuse to fire a channel without continuity"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s = s.replace('''        if cue.channel >= MAX_CUES_PER_MODULE:''', '''        if cue.channel < 0 or cue.channel >= MAX_CUES_PER_MODULE:''')
s = s.replace('''            out.append((max(0, t), cue.module, cue.channel))''', '''            if t < 0:
                raise ValueError(f"cue at {cue.at_ms} ms on {cue.module}:{cue.channel} would fire before show start")
            out.append((t, cue.module, cue.channel))''')
open(p, "w").write(s)
T
commit "$B" -m "Reject cues that would need to fire before the show starts"
python3 - <<'T'
p = "pyrocue/cues.py"; s = open(p).read()
s += '''

def export_script(show, path):
    with open(path, "w") as fh:
        fh.write(f"# {show.name}\\n")
        for t, m, ch in Timeline(show).fire_times():
            fh.write(f"{t:>8} {m:>3} {ch:>2}\\n")
'''
s = s.replace('''    def disarm(self):
        self.state = "safe"''', '''    def disarm(self):
        self.link.broadcast_safe()
        self.state = "safe"''')
open(p, "w").write(s)
T
commit "$C" -m "Export firing script; broadcast safe on disarm"
sed -i 's/^LIFT_MS_PER_MM = 22 .*/LIFT_MS_PER_MM = 19  # measured on 75-150 mm shells at the 2025 test day/' pyrocue/cues.py
commit "$D" -m "Use measured lift times"
{
  echo '$ git blame pyrocue/cues.py'
  git blame pyrocue/cues.py 2>&1; echo "exit status: $?"
} | neutral
