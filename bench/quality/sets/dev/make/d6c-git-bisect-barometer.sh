#!/usr/bin/env bash
# d6c: git bisect run over 40 commits of a barometric-pressure logger to find when the
# sea-level correction test started failing.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-git-bisect-barometer.txt}
P=$WORK/barologger
rm -rf "$P"; mkdir -p "$P/baro"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
: > baro/__init__.py
cat > baro/reduce.py <<'EOF'
import math

def sea_level_hpa(station_hpa, altitude_m, temp_c):
    """Reduce station pressure to mean sea level (hypsometric formula)."""
    t_k = temp_c + 273.15
    return station_hpa * math.exp(9.80665 * altitude_m / (287.05 * t_k))
EOF
cat > check_reduce.py <<'EOF'
import sys
from baro.reduce import sea_level_hpa
got = sea_level_hpa(950.0, 540, 12.0)
ok = abs(got - 1013.4) < 0.5
print(f"sea_level_hpa(950.0, 540, 12.0) = {got:.1f} hPa -> {'ok' if ok else 'WRONG (want 1013.4)'}")
sys.exit(0 if ok else 1)
EOF
n=0
commit() { n=$((n+1)); d=$(printf '2024-02-%02dT%02d:15:00 +0000' $((1 + n / 2)) $((8 + n % 9)));
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git -c user.name="$1" -c user.email="$2" commit -q -am "$3"; }
git add -A; commit "Ilse Brandt" ilse@baro.example "Sea-level reduction with hypsometric formula"
msgs=("Log to CSV every 10 minutes" "Add tendency arrow (3h change)" "Rotate log files at midnight" "Support BMP388 sensor" "Average 5 samples per reading" "Add storm alert below 980 hPa" "Read station altitude from config" "Print units in the summary" "Handle sensor timeouts" "Add --once flag" "Add hourly min/max" "Refactor sensor drivers" "Cache config between reads" "Add humidity column" "Dew point from humidity" "Use monotonic clock for intervals" "Tidy CLI help" "Write a status LED module" "Add MQTT publisher" "Retry MQTT on reconnect" "Precompute gas-constant term" "Add daily summary mail" "Handle daylight saving in rotation" "Add QNH output for pilots" "Cache temperature in kelvin" "Shorten log file names" "Add unit tests for tendency" "Fix typo in summary" "Add Makefile" "Bump version to 1.4.0" "Document wiring" "Add systemd unit" "Quieter MQTT logging" "Add --debug" "Validate altitude range" "Add weekly graph" "Lint fixes" "Speed up CSV writer" "Release 1.5.0")
authors=("Ilse Brandt:ilse@baro.example" "Rafael Ortiz:rafael@baro.example" "Ama Owusu:ama@baro.example")
i=0
for m in "${msgs[@]}"; do
  i=$((i+1))
  echo "# $m" >> "baro/notes_$((i % 5)).py"
  if [ "$m" = "Precompute gas-constant term" ]; then
    python3 - <<'EOF'
p = "baro/reduce.py"; s = open(p).read()
s = s.replace('import math\n', 'import math\n\nG_OVER_R = 9.80665 / 287.05\n')
s = s.replace('    t_k = temp_c + 273.15\n    return station_hpa * math.exp(9.80665 * altitude_m / (287.05 * t_k))',
              '    t_k = temp_c + 273.15\n    return station_hpa * math.exp(G_OVER_R * altitude_m / t_k)')
open(p, "w").write(s)
EOF
  fi
  if [ "$m" = "Cache temperature in kelvin" ]; then
    sed -i 's/    t_k = temp_c + 273.15/    t_k = temp_c + 237.15/' baro/reduce.py
  fi
  git add -A
  a=${authors[$((i % 3))]}
  commit "${a%%:*}" "${a##*:}" "$m"
done
good=$(git rev-list --max-parents=0 HEAD)
{
  echo '$ python3 check_reduce.py'; python3 check_reduce.py 2>&1; echo "exit status: $?"
  echo "\$ git bisect start HEAD ${good:0:12}"; git bisect start HEAD "${good:0:12}" 2>&1; echo "exit status: $?"
  echo '$ git bisect run python3 check_reduce.py'; git bisect run python3 check_reduce.py 2>&1; echo "exit status: $?"
  echo '$ git bisect log'; git bisect log 2>&1; echo "exit status: $?"
  git bisect reset >/dev/null 2>&1
} | neut > "$OUT"
