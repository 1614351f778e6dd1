# Shared helpers for the blind-20 part c scripts. Source it: . "$(dirname "$0")/c-lib.sh"
WORK=${WORK:-/home/dev}
OUTDIR=${OUTDIR:-$(cd "$(dirname "$0")/../outputs" && pwd)}
export GIT_AUTHOR_NAME="Dev" GIT_AUTHOR_EMAIL="dev@example.org" GIT_COMMITTER_NAME="Dev" GIT_COMMITTER_EMAIL="dev@example.org"
export NO_COLOR=1 FORCE_COLOR=0 PYTHONDONTWRITEBYTECODE=1
neutral() {
  local pyprefix
  pyprefix=$(python3 -c 'import sys;print(sys.base_prefix)' 2>/dev/null)
  sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e "s#${pyprefix:-/nonexistent}/lib/python3\.[0-9]*#/usr/lib/python3.11#g" \
      -e "s#${pyprefix:-/nonexistent}/bin#/usr/bin#g" \
      -e "s#$HOME/\.pyenv/[^ ]*/python3[.0-9]*#/usr/bin/python3#g"
}
# run <outname> <command...>: runs in cwd, captures like an agent's bash call
run() {
  local name=$1; shift
  { echo "\$ $*"; bash -c "$* 2>&1"; echo "exit status: $?"; } | neutral > "$OUTDIR/$name.txt"
}
# git commit with a fixed date: gc <date> <message>
gc() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
