# Shared helpers for part c of blind-23 (sourced by make/c-*.sh).
# Usage in a script:  . "$(dirname "$0")/c-lib-b23c.sh"; capture <name> <dir> '<command>'
WORK=${WORK:-/home/dev}
OUTDIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../outputs" && pwd)
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)' 2>/dev/null)
PYSITE=$(python3 -c 'import site; print(site.getsitepackages()[0])' 2>/dev/null)
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYSITE#/usr/lib/python3/dist-packages#g" \
      -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX/bin#/usr/bin#g" \
      -e "s#$HOME/.pyenv/shims#/usr/bin#g" \
      -e "s#$HOME/.npm#/home/dev/.npm#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\b#/home/dev#g" \
      -e "s#$HOME/#/home/dev/#g"
}
capture() {
  local name=$1 dir=$2; shift 2
  local raw; raw=$(mktemp)
  ( cd "$dir" && echo "\$ $*" && timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}" ) > "$raw"
  neutral < "$raw" > "$OUTDIR/c-$name.txt"
  rm -f "$raw"
}
fresh() { rm -rf "$1"; mkdir -p "$1"; }
gitinit() {
  git init -q -b main . && git config user.name "${2:-Dana Okafor}" && git config user.email "${3:-dana@example.org}"
}
