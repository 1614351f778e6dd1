# Shared helpers for the c-*.sh scripts of blind-19 part c.
# Usage: . "$(dirname "$0")/c-lib.sh"; then capture NAME 'command' (run inside $P).
WORK=${WORK:-/home/dev}
export PYTHONDONTWRITEBYTECODE=1 NO_COLOR=1 FORCE_COLOR=0 TERM=dumb
mkdir -p "$WORK/.cache/pytest"; export PYTEST_DEBUG_TEMPROOT="$WORK/.cache/pytest"
OUTDIR=$(cd "$(dirname "$0")/.." && pwd)/outputs
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)' 2>/dev/null || echo /usr)
PYLIB=$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["purelib"])' 2>/dev/null || echo /usr/lib/python3/dist-packages)
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYLIB#/usr/lib/python3.11/site-packages#g" \
      -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\$#/home/dev#g" -e "s#$WORK #/home/dev #g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\$#/home/dev#g" \
      -e "s#pytest-of-$(id -un)#pytest-of-dev#g"
}
# capture NAME CMD: echo "$ CMD", run it in the current dir, echo the exit status.
capture() {
  local name=$1 cmd=$2
  { echo "\$ $cmd"; bash -c "$cmd" 2>&1; echo "exit status: $?"; } | neutral > "$OUTDIR/$name.txt"
}
# git helpers: a repo with fixed identities and dates, independent of the user's config.
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null GIT_PAGER=cat PAGER=cat
gitinit() { git init -q -b main . && git config user.name "Dev" && git config user.email dev@example.org && git config advice.detachedHead false; }
# gcommit "Name <mail>" "YYYY-MM-DD HH:MM" "message"   (commits everything in the tree)
gcommit() {
  git add -A && GIT_AUTHOR_NAME="${1% <*}" GIT_AUTHOR_EMAIL="$(echo "$1" | sed 's/.*<\(.*\)>/\1/')" \
  GIT_COMMITTER_NAME="${1% <*}" GIT_COMMITTER_EMAIL="$(echo "$1" | sed 's/.*<\(.*\)>/\1/')" \
  GIT_AUTHOR_DATE="$2:00 +0100" GIT_COMMITTER_DATE="$2:00 +0100" git commit -q -m "$3"
}
