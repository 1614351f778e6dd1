# Shared helpers for the make/*.sh scripts of set blind-1 (outputs, kind "logs").
# Usage in a script:  NAME=foo; . "$(dirname "$0")/_lib.sh"; setup_project myproj
# LABEL_WORK picks where toy projects are built (default: a fresh temp dir).
set -u
SET_DIR="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$SET_DIR/outputs/$NAME.txt"
BASE="${LABEL_WORK:-$(mktemp -d)}"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])' 2>/dev/null || echo /nonexistent-pystd)"
PYPREFIX="$(python3 -c 'import sys;print(sys.prefix)' 2>/dev/null || echo /nonexistent-pyprefix)"

# setup_project <dirname> [<neutral name>]: fresh dir $W, cd into it; outputs show it as /home/dev/<neutral name>
setup_project() {
  W="$BASE/$1"; NEUTRAL="/home/dev/${2:-$1}"
  rm -rf "$W"; mkdir -p "$W"; cd "$W"
}

# neutralise < raw > out: replace machine-specific path prefixes with neutral ones
neutralise() {
  sed -e "s#$W#$NEUTRAL#g" \
      -e "s#$BASE#/home/dev/work#g" \
      -e "s#$PYSTD#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX/bin/python3.11#/usr/bin/python3.11#g" \
      -e "s#$PYPREFIX/bin/python3#/usr/bin/python3#g" \
      -e "s#$PYPREFIX/bin/python#/usr/bin/python#g" \
      -e "s#$PYPREFIX#/usr#g" \
      -e "s#$HOME/[.][^/]*/shims/#/usr/bin/#g" \
      -e "s#$HOME#/home/dev#g"
}

# capture <command string>: run it with bash, stdout+stderr together, neutralised into $OUT
capture() {
  bash -c "$1" > "$BASE/.raw-$NAME.txt" 2>&1
  neutralise < "$BASE/.raw-$NAME.txt" > "$OUT"
  echo "wrote $OUT ($(wc -l < "$OUT") lines)"
}
