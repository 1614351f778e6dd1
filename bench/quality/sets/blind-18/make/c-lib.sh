# Shared helpers for the c-*.sh scripts of blind-18 part c.
# Usage in a script:  . "$(dirname "$0")/c-lib.sh"; setup <project>; ... ; capture <name> <<'CMDS' ... CMDS
WORK=${WORK:-/home/dev}
export GIT_AUTHOR_NAME="Dev" GIT_AUTHOR_EMAIL="dev@example.com" GIT_COMMITTER_NAME="Dev" GIT_COMMITTER_EMAIL="dev@example.com"
export NO_COLOR=1 FORCE_COLOR=0 PYTHONDONTWRITEBYTECODE=1
C_OUTDIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/outputs
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)' 2>/dev/null)
setup() { P="$WORK/$1"; rm -rf "$P"; mkdir -p "$P"; cd "$P" || exit 1; }
neutral() {
  sed -e "s#${PYPREFIX}/lib/python3\.11#/usr/lib/python3.11#g" \
      -e "s#${PYPREFIX}/bin#/usr/bin#g" \
      -e "s#${PYPREFIX}#/usr#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${WORK}\b#/home/dev#g" \
      -e "s#${HOME}/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;?]*[A-Za-z]//g'
}
# run "<command>": echo it, run it with stderr merged, report the exit status
run() { echo "\$ $1"; bash -c "$1" 2>&1 </dev/null; echo "exit status: $?"; }
# capture <name>: read commands from stdin (one per line), run each, write outputs/c-<name>.txt
capture() {
  local name=$1 line
  { while IFS= read -r line; do [ -n "$line" ] && run "$line"; done; } < /dev/stdin | neutral > "$C_OUTDIR/c-$name.txt"
  wc -l "$C_OUTDIR/c-$name.txt"
}
# commit everything with a fixed date: gcommit "<message>" "<ISO date>" [author name]
gcommit() {
  git add -A
  GIT_AUTHOR_DATE="$2" GIT_COMMITTER_DATE="$2" GIT_AUTHOR_NAME="${3:-Dev}" GIT_COMMITTER_NAME="${3:-Dev}" \
    GIT_AUTHOR_EMAIL="$(echo "${3:-dev}" | tr 'A-Z ' 'a-z.')@example.com" git commit -q -m "$1"
}
ginit() { git init -q -b main; git config user.name Dev; git config user.email dev@example.com; git config commit.gpgsign false; git config core.pager cat; }
