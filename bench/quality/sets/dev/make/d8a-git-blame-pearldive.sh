#!/usr/bin/env bash
# pearl-diving cooperative's dive planner: a 260-line module built up over
# nine commits by four people; `git blame -w` of it (the depth limit was
# lowered in a later commit, the surface-interval rule rewritten, a
# hotfix touched one line of the oxygen check).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pearldive
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-git-blame-pearldive.txt}
rm -rf "$P"; mkdir -p "$P/planner"
cd "$P"
git init -q -b main .
n=0
commit() { # author-index message
  local who=$1 msg=$2
  local names=("Leilani Kahale <leilani@pearlcoop.example>" "Ravi Menon <ravi@pearlcoop.example>" "Ama Mensah <ama@pearlcoop.example>" "Jules Fabre <jules@pearlcoop.example>")
  n=$((n+1))
  export GIT_AUTHOR_DATE="2025-$(printf %02d $((1 + n)))-1$n 10:0$n:00 +1000"
  export GIT_COMMITTER_DATE=$GIT_AUTHOR_DATE
  git add -A >/dev/null
  git -c user.name="${names[$who]%% <*}" -c user.email="${names[$who]##*<}" commit -q --author="${names[$who]}" -m "$msg"
}
F=planner/dives.py
# v1: scaffold
python3 - <<'EOF'
L = ['"""Dive planner for the lagoon pearl beds (free-diving and surface-supplied)."""',
     'from dataclasses import dataclass, field', 'from typing import List, Optional', '',
     'MAX_DEPTH_M = 30.0', 'ASCENT_RATE_M_PER_MIN = 9.0', 'SAFETY_STOP_DEPTH_M = 5.0', 'SAFETY_STOP_MIN = 3', '',
     '', '@dataclass', 'class Diver:', '    name: str', '    certified_depth_m: float', '    dives_today: int = 0',
     '    last_surface_min: Optional[int] = None', '', '',
     '@dataclass', 'class Bed:', '    code: str', '    depth_m: float', '    current_knots: float = 0.0', '    oysters_per_m2: float = 0.0', '',
     '', '@dataclass', 'class Dive:', '    diver: Diver', '    bed: Bed', '    bottom_min: int',
     '    stops: List[tuple] = field(default_factory=list)', '', '']
for i in range(1, 21):
    L += [f'BED_{i:02d} = Bed("L{i:02d}", {6 + (i * 1.7) % 24:.1f}, {(i % 5) * 0.3:.1f}, {20 + i * 3.5:.1f})']
L += ['', '']
L += ['def ascent_minutes(depth_m: float) -> float:', '    return depth_m / ASCENT_RATE_M_PER_MIN', '', '',
      'def can_dive(diver: Diver, bed: Bed) -> bool:', '    if bed.depth_m > MAX_DEPTH_M:', '        return False',
      '    if bed.depth_m > diver.certified_depth_m:', '        return False', '    return diver.dives_today < 4', '', '']
open('planner/dives.py', 'w').write('\n'.join(L) + '\n')
EOF
commit 0 "Scaffold dive planner with beds and divers"
cat >> $F <<'EOF'
def plan_stops(dive: Dive) -> List[tuple]:
    stops = []
    if dive.bed.depth_m >= 10.0 or dive.bottom_min > 20:
        stops.append((SAFETY_STOP_DEPTH_M, SAFETY_STOP_MIN))
    if dive.bed.depth_m > 21.0 and dive.bottom_min > 25:
        stops.insert(0, (9.0, 2))
    dive.stops = stops
    return stops


def total_runtime(dive: Dive) -> float:
    descent = dive.bed.depth_m / 18.0
    stop_time = sum(m for _, m in dive.stops)
    return descent + dive.bottom_min + ascent_minutes(dive.bed.depth_m) + stop_time


EOF
commit 1 "Plan safety and deep stops"
cat >> $F <<'EOF'
def harvest_estimate(dive: Dive, area_m2: float, pick_rate: float = 0.35) -> int:
    """Oysters a diver can lift in the bottom time, limited by the bed's density."""
    reachable = dive.bed.oysters_per_m2 * area_m2
    by_time = dive.bottom_min * 60 * pick_rate / 8.0
    return int(min(reachable, by_time))


def current_penalty(bed: Bed) -> float:
    if bed.current_knots >= 1.2:
        return 0.5
    if bed.current_knots >= 0.6:
        return 0.8
    return 1.0


EOF
commit 2 "Estimate harvest per dive with current penalty"
cat >> $F <<'EOF'
def surface_interval_ok(diver: Diver, now_min: int) -> bool:
    if diver.last_surface_min is None:
        return True
    return now_min - diver.last_surface_min >= 60


def oxygen_ok(ppo2_bar: float) -> bool:
    return 0.16 <= ppo2_bar <= 1.6


def day_plan(divers: List[Diver], beds: List[Bed], now_min: int) -> List[Dive]:
    plan = []
    for d in divers:
        for b in sorted(beds, key=lambda x: -x.oysters_per_m2):
            if can_dive(d, b) and surface_interval_ok(d, now_min):
                dive = Dive(d, b, bottom_min=25 if b.depth_m < 18 else 15)
                plan_stops(dive)
                plan.append(dive)
                d.dives_today += 1
                d.last_surface_min = now_min + int(total_runtime(dive))
                break
    return plan


EOF
commit 3 "Daily plan: pick the densest reachable bed per diver"
sed -i 's/^MAX_DEPTH_M = 30.0/MAX_DEPTH_M = 24.0  # coop rule 2025-06: no surface-supplied dives below 24 m/' $F
commit 1 "Lower the cooperative depth limit to 24 m"
python3 - <<'EOF'
p = 'planner/dives.py'
s = open(p).read()
s = s.replace('''    return now_min - diver.last_surface_min >= 60
''', '''    interval = now_min - diver.last_surface_min
    # repetitive dives need a longer break once a diver has done two
    required = 60 if diver.dives_today < 2 else 90
    return interval >= required
''')
open(p, 'w').write(s)
EOF
commit 2 "Surface interval: 90 min after the second dive"
cat >> $F <<'EOF'
def weather_window(hourly_wind_knots: List[float], limit: float = 15.0) -> List[int]:
    """Hours (index into the forecast) when boats may leave the jetty."""
    return [h for h, w in enumerate(hourly_wind_knots) if w < limit]


def format_plan(plan: List[Dive]) -> str:
    lines = []
    for dv in plan:
        stops = ", ".join(f"{d:.0f} m x {m} min" for d, m in dv.stops) or "none"
        lines.append(f"{dv.diver.name:<12} {dv.bed.code} {dv.bed.depth_m:>5.1f} m  bottom {dv.bottom_min} min  stops: {stops}")
    return "\n".join(lines)
EOF
for i in $(seq 1 40); do echo "# tide table note $i: slack water offset $((i * 7 % 45)) min after high tide at the reef pass" >> $F; done
commit 3 "Weather window and printable plan; paste tide notes"
sed -i 's/    return 0.16 <= ppo2_bar <= 1.6/    return 0.18 <= ppo2_bar <= 1.4  # hotfix: working-dive limit is 1.4 bar/' $F
commit 0 "Hotfix: oxygen working limit 1.4 bar"
sed -i 's/^ASCENT_RATE_M_PER_MIN = 9.0/ASCENT_RATE_M_PER_MIN = 10.0/' $F
sed -i 's/    if bed.current_knots >= 1.2:/    if bed.current_knots >= 1.0:/' $F
commit 2 "Retune ascent rate and strong-current threshold after the May survey"
CMD="git blame -w planner/dives.py"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
