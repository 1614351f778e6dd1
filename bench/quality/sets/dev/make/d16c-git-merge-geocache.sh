#!/bin/bash
# Merging a feature branch into a geocaching cache-listing service: conflicts, then git status and git diff.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-git-merge-geocache.txt
P=$WORK/cachelist
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_CONFIG_GLOBAL=/dev/null
git init -q -b main .
git config user.name "Rhiannon Oduya"; git config user.email "rhiannon@trailhead.example"
ts=1760000000
c() { ts=$((ts+7200)); GIT_AUTHOR_DATE="@$ts +0100" GIT_COMMITTER_DATE="@$ts +0100" git commit -q "$@"; }
mkdir -p cachelist tests
cat > cachelist/difficulty.py <<'EOF'
"""D/T (difficulty/terrain) rating helpers."""

VALID = [1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0]


def rating(difficulty, terrain):
    if difficulty not in VALID or terrain not in VALID:
        raise ValueError(f"invalid D/T {difficulty}/{terrain}")
    return f"D{difficulty}/T{terrain}"


def is_fizzy_square(d, t):
    return d in VALID and t in VALID


def badge(d, t):
    if d >= 4.5 and t >= 4.5:
        return "hardcore"
    if d <= 1.5 and t <= 1.5:
        return "family"
    return None
EOF
cat > cachelist/coords.py <<'EOF'
import re

DM = re.compile(r"([NS])\s*(\d{1,2})\D+(\d{1,2}\.\d{3})\s+([EW])\s*(\d{1,3})\D+(\d{1,2}\.\d{3})")


def parse_dm(text):
    m = DM.search(text)
    if not m:
        raise ValueError(f"cannot parse coordinates: {text!r}")
    ns, latd, latm, ew, lond, lonm = m.groups()
    lat = int(latd) + float(latm) / 60
    lon = int(lond) + float(lonm) / 60
    return (-lat if ns == "S" else lat, -lon if ew == "W" else lon)


def format_dm(lat, lon):
    def part(v, pos, neg):
        h = pos if v >= 0 else neg
        v = abs(v)
        return f"{h} {int(v):02d}° {(v - int(v)) * 60:06.3f}"
    return f"{part(lat, 'N', 'S')} {part(lon, 'E', 'W')}"
EOF
cat > cachelist/listing.py <<'EOF'
from dataclasses import dataclass, field
from .difficulty import rating
from .coords import format_dm


@dataclass
class Cache:
    gc_code: str
    name: str
    lat: float
    lon: float
    difficulty: float
    terrain: float
    size: str = "regular"
    attributes: list = field(default_factory=list)

    def headline(self):
        return f"{self.gc_code} {self.name} ({rating(self.difficulty, self.terrain)}, {self.size})"

    def coords(self):
        return format_dm(self.lat, self.lon)
EOF
echo "# cachelist" > README.md
git add -A; c -m "cachelist: listing model, D/T rating and coordinate parsing"
git checkout -q -b feature/half-star-terrain
python3 - <<'EOF'
import re
p = "cachelist/difficulty.py"
s = open(p).read()
s = s.replace('VALID = [1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0]', 'VALID = [1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0]\nMAX_TERRAIN_WITHOUT_GEAR = 4.0')
s = s.replace('''    if d >= 4.5 and t >= 4.5:
        return "hardcore"''', '''    if t > MAX_TERRAIN_WITHOUT_GEAR:
        return "special-equipment"
    if d >= 4.5 and t >= 4.5:
        return "hardcore"''')
open(p, "w").write(s)
p = "cachelist/listing.py"
s = open(p).read()
s = s.replace('    size: str = "regular"', '    size: str = "small"\n    needs_gear: bool = False')
open(p, "w").write(s)
EOF
c -am "Flag caches that need special equipment (T4.5+)"
sed -i 's/f"{h} {int(v):02d}° {(v - int(v)) \* 60:06.3f}"/f"{h} {int(v):03d}° {(v - int(v)) * 60:06.3f}"/' cachelist/coords.py
c -am "Pad degrees to three digits in formatted coordinates"
git checkout -q main
python3 - <<'EOF'
p = "cachelist/difficulty.py"
s = open(p).read()
s = s.replace('''    if d >= 4.5 and t >= 4.5:
        return "hardcore"''', '''    if d == 5.0 and t == 5.0:
        return "five-five"
    if d >= 4.5 and t >= 4.5:
        return "hardcore"''')
open(p, "w").write(s)
p = "cachelist/listing.py"
s = open(p).read()
s = s.replace('    size: str = "regular"', '    size: str = "micro"\n    archived: bool = False')
open(p, "w").write(s)
EOF
c -am "Distinguish 5/5 caches from other hardcore ones; archived flag"
echo "Run \`python -m cachelist\` to print listings." >> README.md
c -am "README: usage"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo '$ git merge feature/half-star-terrain'; timeout 120 git merge feature/half-star-terrain 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"
  echo '$ git status'; timeout 120 git status 2>&1; echo "exit status: $?"
  echo '$ git diff'; timeout 120 git --no-pager diff 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
